import type { QuoteType } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { fetchApiFile, saveBlob } from "../../../lib/file-download.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";

/** GET quote/factur-x: the bare Factur-X XML (EN 16931) of an issued invoice, deposit invoice or credit note. */
export const fetchFacturX = (vendorId: string, quoteType: QuoteType, quoteId: string) =>
  fetchApiFile("quote/factur-x", { vendorId, quoteType, quoteId }, "factur-x.xml");

export function useDownloadFacturX(quoteType: QuoteType, quoteId: string) {
  const vendorId = useVendorId();
  return useMutation({ mutationFn: async () => saveBlob(await fetchFacturX(vendorId, quoteType, quoteId)) });
}
