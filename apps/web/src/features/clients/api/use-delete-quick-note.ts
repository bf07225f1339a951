import { unwrap } from "@cortege/api-client";
import type { quickNotesContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

/** POST quick-note/delete. */
export async function deleteQuickNote(vendorId: string, quickNoteId: string): Promise<void> {
  unwrap(
    await apiClient.call<typeof quickNotesContract.delete>({
      method: "POST",
      path: "quick-note/delete",
      body: { vendorId, quickNoteId },
    }),
  );
}

export function useDeleteQuickNote(vendorId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quickNoteId: string) => deleteQuickNote(vendorId, quickNoteId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKeys.quickNotes(vendorId, clientId) }),
  });
}
