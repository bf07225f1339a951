import { unwrap } from "@cortege/api-client";
import type { ResetPasswordInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/** POST user/reset-password {username (the e-mail), code, newPassword}. */
export async function resetPassword(input: ResetPasswordInput) {
  return unwrap(await userApi.resetPassword(input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
