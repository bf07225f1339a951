import { mediaLibraryApi } from "../../../components/uploader/media-library-api.ts";

/** A fresh signed link to a receipt of the vendor's Transaction folder (links expire), or null if gone. */
export async function receiptUrl(vendorId: string, fileId: string): Promise<string | null> {
  const result = await mediaLibraryApi.urls({ vendorId, category: "Transaction", filenames: [fileId] });
  const file = result.ok ? result.data.urls[0] : null;
  return file ? file.downloadUrl : null;
}
