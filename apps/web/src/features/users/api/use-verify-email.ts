import { unwrap } from "@cortege/api-client";
import type { VerifyEmailInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";
import { userQueryKey } from "../../../lib/session/use-user.ts";

/** POST user/verify-email: answers the user with the new address. */
export async function verifyEmail(input: VerifyEmailInput) {
  return unwrap(await userApi.verifyEmail(input));
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
