import { unwrap } from "@cortege/api-client";
import type { ForgotPasswordInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/** POST user/forgot-password: answers the same whether the account exists or not. */
export async function forgotPassword(input: ForgotPasswordInput) {
  return unwrap(await userApi.forgotPassword(input));
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
