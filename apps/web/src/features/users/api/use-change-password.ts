import { unwrap } from "@cortege/api-client";
import type { ChangePasswordInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/** POST user/change-password: the other sessions are revoked, this one stays. */
export async function changePassword(input: ChangePasswordInput) {
  return unwrap(await userApi.changePassword(input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
