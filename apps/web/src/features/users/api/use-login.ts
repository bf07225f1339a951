import { unwrap } from "@cortege/api-client";
import type { LoginInput } from "@cortege/domain";
import { useMutation } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";

/** POST user/login; the api client stores the session, which is what moves the user into the app. */
export async function login(input: LoginInput) {
  return unwrap(await userApi.login(input));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
