import Typography, { type TypographyProps } from "@mui/material/Typography";

type AddressParts = {
  street?: string | null | undefined;
  secondaryUnit?: string | null | undefined;
  postalCode?: string | null | undefined;
  city?: string | null | undefined;
  countryCode?: string | null | undefined;
};

/** The lines of a postal address as a letter carries them: street, complement, postcode and city, country abroad. */
export function postalAddressLines(address: AddressParts | null | undefined): string[] {
  if (!address) return [];
  const town = [address.postalCode, address.city].filter((v) => v?.trim()).join(" ");
  const lines = [address.street, address.secondaryUnit, town].filter((v): v is string => Boolean(v?.trim()));
  if (lines.length > 0 && address.countryCode && address.countryCode !== "FR") lines.push(address.countryCode);
  return lines;
}

/** A postal address on its lines; nothing when it has none. */
export function PostalAddressText({ address, ...props }: { address: AddressParts | null | undefined } & TypographyProps) {
  const lines = postalAddressLines(address);
  if (lines.length === 0) return null;
  return (
    <Typography component="address" {...props} sx={{ fontStyle: "normal", whiteSpace: "pre-line", ...props.sx }}>
      {lines.join("\n")}
    </Typography>
  );
}
