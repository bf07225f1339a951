import { unwrap } from "@cortege/api-client";
import type { FaqItem, showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseContentQueryKeys } from "./showcase-content-query-keys.ts";

export type FaqEntryBody = { questionId?: string | undefined; question: string; answer: string };

/** POST vendor/faq/update: the whole list in its new order; entries without questionId are new. */
export async function updateFaq(vendorId: string, qas: readonly FaqEntryBody[]): Promise<FaqItem[]> {
  const body = {
    vendorId,
    qas: qas.map(({ questionId, question, answer }) => (questionId ? { questionId, question, answer } : { question, answer })),
  };
  const saved = unwrap(
    await apiClient.call<typeof showcaseContract.updateFaq>({ method: "POST", path: "vendor/faq/update", body }),
  ).qas;
  return [...saved].sort((a, b) => a.position - b.position);
}

export function useUpdateFaq(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (qas: readonly FaqEntryBody[]) => updateFaq(vendorId, qas),
    onSuccess: (qas) => {
      queryClient.setQueryData(showcaseContentQueryKeys.faq(vendorId), qas);
      void queryClient.invalidateQueries({ queryKey: showcaseContentQueryKeys.faq(vendorId) });
    },
  });
}
