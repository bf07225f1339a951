import { unwrap } from "@cortege/api-client";
import type { RegisterInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/** POST user/register: a confirmation code is mailed to the address. */
export async function register(input: RegisterInput) {
  return unwrap(await userApi.register(input));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
