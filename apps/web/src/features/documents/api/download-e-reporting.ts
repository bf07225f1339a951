import { useMutation } from "@tanstack/react-query";
import { fetchApiFile, saveBlob } from "../../../lib/file-download.ts";
import { useVendorId } from "../../../lib/session/use-vendor-id.ts";

/** GET quote/e-reporting {from, to}: B2C sales and service payments per day and VAT rate (CSV). */
export const fetchEReporting = (vendorId: string, from: string, to: string) =>
  fetchApiFile("quote/e-reporting", { vendorId, from, to }, "e-reporting.csv");

export function useDownloadEReporting() {
  const vendorId = useVendorId();
  return useMutation({
    mutationFn: async (period: { from: string; to: string }) => saveBlob(await fetchEReporting(vendorId, period.from, period.to)),
  });
}
