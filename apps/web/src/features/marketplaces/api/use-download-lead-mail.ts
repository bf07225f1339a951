import { useMutation } from "@tanstack/react-query";
import { fetchApiFile, saveBlob } from "../../../lib/file-download.ts";

/** GET lead-inbox/original: the forwarded e-mail as received (.eml). */
export function fetchLeadMailOriginal(vendorId: string, id: string): Promise<{ blob: Blob; filename: string }> {
  return fetchApiFile("messaging/lead-inbox/original", { vendorId, id }, "demande.eml", 30_000);
}

export function useDownloadLeadMail(vendorId: string) {
  return useMutation({ mutationFn: async (id: string) => saveBlob(await fetchLeadMailOriginal(vendorId, id)) });
}
