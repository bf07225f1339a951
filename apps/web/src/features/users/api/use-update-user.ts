import { unwrap } from "@cortege/api-client";
import type { UserUpdateInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";
import { userQueryKey } from "../../../lib/session/use-user.ts";

/** POST user/update: answers the updated user. */
export async function updateUser(input: UserUpdateInput) {
  return unwrap(await userApi.updateUser(input));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
