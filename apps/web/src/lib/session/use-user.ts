import { unwrap } from "@cortege/api-client";
import type { User } from "@cortege/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { userApi } from "./api.ts";

export const userQueryKey = ["user"] as const;

export async function fetchUser(): Promise<User> {
  return unwrap(await userApi.getUser());
}

export const userQueryOptions = () => queryOptions({ queryKey: userQueryKey, queryFn: fetchUser });

/** GET user: the signed-in user. */
export function useUser() {
  return useQuery(userQueryOptions());
}
