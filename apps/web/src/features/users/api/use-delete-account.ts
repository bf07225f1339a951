import { unwrap } from "@cortege/api-client";
import type { DeleteAccountInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/**
 * POST user/delete-account. The api client clears the stored session on success; the caller ends
 * the session in the app (cache, navigation) because the page that asked is about to unmount.
 */
export async function deleteAccount(input: DeleteAccountInput) {
  return unwrap(await userApi.deleteAccount(input));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
