import { unwrap } from "@cortege/api-client";
import type { QuickNote, quickNotesContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

/** POST quick-note/create. */
export async function createQuickNote(input: { vendorId: string; clientId: string; content: string }): Promise<QuickNote> {
  return unwrap(
    await apiClient.call<typeof quickNotesContract.create>({ method: "POST", path: "quick-note/create", body: input }),
  );
}

export function useCreateQuickNote(vendorId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuickNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKeys.quickNotes(vendorId, clientId) }),
  });
}
