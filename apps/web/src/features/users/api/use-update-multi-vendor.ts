import { unwrap } from "@cortege/api-client";
import type { UpdateMultiVendorInput } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { userApi } from "../../../lib/session/api.ts";
import { userQueryKey } from "../../../lib/session/use-user.ts";

/** POST user/update-multi-vendor: answers the updated user. */
export async function updateMultiVendor(input: UpdateMultiVendorInput) {
  return unwrap(await userApi.updateMultiVendor(input));
}

export function useUpdateMultiVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMultiVendor,
    onSuccess: (user) => queryClient.setQueryData(userQueryKey, user),
  });
}
