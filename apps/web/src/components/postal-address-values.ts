/** A postal address as a form edits it, and as the API takes it back. */

/** A postal address as typed ("" for an empty part); the position comes with an address picked in the list. */
export type AddressValues = {
  street: string;
  secondaryUnit: string;
  postalCode: string;
  city: string;
  department?: string | undefined;
  countryCode?: string | undefined;
  stateOrProvince?: string | undefined;
  longitude?: number | undefined;
  latitude?: number | undefined;
};

export const emptyAddress = (): AddressValues => ({ street: "", secondaryUnit: "", postalCode: "", city: "" });

type StoredAddress = Partial<Record<keyof AddressValues, string | number | null | undefined>>;

/** An answered address as the form edits it. */
export function addressValues(address: StoredAddress | null | undefined): AddressValues {
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  const number = (v: unknown) => (typeof v === "number" ? v : undefined);
  const values: AddressValues = {
    street: text(address?.street),
    secondaryUnit: text(address?.secondaryUnit),
    postalCode: text(address?.postalCode),
    city: text(address?.city),
  };
  for (const key of ["department", "countryCode", "stateOrProvince"] as const) {
    if (text(address?.[key])) values[key] = text(address?.[key]);
  }
  const longitude = number(address?.longitude);
  const latitude = number(address?.latitude);
  if (longitude !== undefined && latitude !== undefined) Object.assign(values, { longitude, latitude });
  return values;
}

/** The address to send: none when nothing was typed (a country code alone is no address), else its filled parts. */
export function addressBody(values: AddressValues | undefined): Record<string, string | number> | undefined {
  if (!values) return undefined;
  const typed = [values.street, values.secondaryUnit, values.postalCode, values.city].some((v) => (v ?? "").trim() !== "");
  return typed ? filledParts(values) : undefined;
}

function filledParts(values: AddressValues): Record<string, string | number> {
  const entries = Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== "");
  return Object.fromEntries(entries) as Record<string, string | number>;
}
