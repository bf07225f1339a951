import { unwrap } from "@cortege/api-client";
import type { documentsContract, RouteBody } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { quoteConfigQueryKeys } from "./quote-config-query-keys.ts";
import type { QuoteConfigWire } from "./use-quote-config.ts";

/** The fields a settings form sends (any subset; the others are kept). */
export type QuoteConfigUpdate = RouteBody<typeof documentsContract.updateConfig>["config"];

/** POST quote/config/update {vendorId, config}: the fields sent replace the stored ones; the answer is the whole config. */
export async function updateQuoteConfig(vendorId: string, config: QuoteConfigUpdate): Promise<QuoteConfigWire> {
  return unwrap(
    await apiClient.call<typeof documentsContract.updateConfig>({
      method: "POST",
      path: "quote/config/update",
      body: { vendorId, config },
    }),
  );
}

export function useUpdateQuoteConfig(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: QuoteConfigUpdate) => updateQuoteConfig(vendorId, config),
    onSuccess: (saved) => queryClient.setQueryData(quoteConfigQueryKeys.config(vendorId), saved),
  });
}
