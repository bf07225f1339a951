import { unwrap } from "@cortege/api-client";
import type { ConfirmEmailInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/** POST user/register/confirm-email with the 6-digit code. */
export async function confirmEmail(input: ConfirmEmailInput) {
  return unwrap(await userApi.confirmEmail(input));
}

export function useConfirmEmail() {
  return useMutation({ mutationFn: confirmEmail });
}
