import { unwrap } from "@cortege/api-client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { quoteConfigQueryKeys } from "./quote-config-query-keys.ts";
import type { QuoteConfigWire } from "./use-quote-config.ts";

/** POST quote/config/update {vendorId, config}: the fields sent replace the stored ones; the answer is the whole config. */
export async function updateQuoteConfig(vendorId: string, config: Record<string, unknown>): Promise<QuoteConfigWire> {
  return unwrap(
    await apiClient.request<QuoteConfigWire>({ method: "POST", path: "quote/config/update", body: { vendorId, config } }),
  );
}

export function useUpdateQuoteConfig(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: Record<string, unknown>) => updateQuoteConfig(vendorId, config),
    onSuccess: (saved) => queryClient.setQueryData(quoteConfigQueryKeys.config(vendorId), saved),
  });
}
