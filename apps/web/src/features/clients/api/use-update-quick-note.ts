import { unwrap } from "@cortege/api-client";
import type { QuickNote, quickNotesContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { clientQueryKeys } from "./client-query-keys.ts";

/** POST quick-note/update. */
export async function updateQuickNote(input: { vendorId: string; quickNoteId: string; content: string }): Promise<QuickNote> {
  return unwrap(
    await apiClient.call<typeof quickNotesContract.update>({ method: "POST", path: "quick-note/update", body: input }),
  );
}

export function useUpdateQuickNote(vendorId: string, clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuickNote,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientQueryKeys.quickNotes(vendorId, clientId) }),
  });
}
