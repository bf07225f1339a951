import { useMutation } from "@tanstack/react-query";
import { fetchApiFile, saveBlob } from "../../../lib/file-download.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";

/** GET quote/factur-x/export {from, to}: the period's issued e-invoices as a ZIP of their XML. */
export const fetchFacturXExport = (vendorId: string, from: string, to: string) =>
  fetchApiFile("quote/factur-x/export", { vendorId, from, to }, "factur-x.zip");

export function useDownloadFacturXExport() {
  const vendorId = useVendorId();
  return useMutation({
    mutationFn: async (period: { from: string; to: string }) =>
      saveBlob(await fetchFacturXExport(vendorId, period.from, period.to)),
  });
}
