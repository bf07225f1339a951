import StorefrontOutlined from "@mui/icons-material/StorefrontOutlined";
import Box from "@mui/material/Box";
import { useQuery } from "@tanstack/react-query";
import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";

/** GET the signed address of a vendor's logo (VendorLogo folder); null when it has none or it is gone. */
async function fetchLogoUrl(vendorId: string, logo: string): Promise<string | null> {
  const result = await mediaLibraryApi.urls({ vendorId, category: "VendorLogo", filenames: [logo] });
  return result.ok ? (result.data.urls[0]?.thumbnailUrl ?? null) : null;
}

/** The vendor's logo in the top bar, or the shop icon while it has none. Decorative: its name is beside it. */
export function VendorMark({ vendorId, logo, size = 24 }: { vendorId: string; logo: string | null; size?: number }) {
  const url = useQuery({
    queryKey: ["vendor-logo", vendorId, logo],
    queryFn: () => fetchLogoUrl(vendorId, logo as string),
    enabled: logo !== null,
    // The signed address lives 50 minutes on the server side; refreshed well before.
    staleTime: 30 * 60_000,
  });
  if (!logo || !url.data) return <StorefrontOutlined fontSize="small" aria-hidden />;
  return (
    <Box
      component="img"
      src={url.data}
      alt=""
      sx={{ width: size, height: size, objectFit: "contain", borderRadius: 0.5, flexShrink: 0 }}
    />
  );
}
