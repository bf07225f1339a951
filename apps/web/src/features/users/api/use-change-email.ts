import { unwrap } from "@cortege/api-client";
import type { ChangeEmailInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/** POST user/change-email: mails a code to the new address; nothing changes until verify-email. */
export async function changeEmail(input: ChangeEmailInput) {
  return unwrap(await userApi.changeEmail(input));
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
