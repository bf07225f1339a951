import { unwrap } from "@cortege/api-client";
import type { ResendConfirmationCodeInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/** POST user/resend-confirmation-code: a new code replaces the previous one. */
export async function resendConfirmationCode(input: ResendConfirmationCodeInput) {
  return unwrap(await userApi.resendConfirmationCode(input));
}

export function useResendConfirmationCode() {
  return useMutation({ mutationFn: resendConfirmationCode });
}
