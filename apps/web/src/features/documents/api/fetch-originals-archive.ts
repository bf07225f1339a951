import { useMutation } from "@tanstack/react-query";
import { fetchApiFile, saveBlob } from "../../../lib/file-download.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";

/** GET quote/originals: the ZIP of the vendor's issued originals and their CSV register. */
export function fetchOriginalsArchive(vendorId: string): Promise<{ blob: Blob; filename: string }> {
  return fetchApiFile("quote/originals", { vendorId }, "documents-emis.zip");
}

/** Downloads the archive as a file of the browser. */
export function useDownloadOriginalsArchive() {
  const vendorId = useVendorId();
  return useMutation({ mutationFn: async () => saveBlob(await fetchOriginalsArchive(vendorId)) });
}
