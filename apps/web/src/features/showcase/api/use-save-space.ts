import { unwrap } from "@cortege/api-client";
import type { RouteBody, Space, showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseQueryKeys } from "../../../lib/vendor/showcase-query-keys.ts";

export type SaveSpaceInput = { spaceId?: string | undefined; body: RouteBody<typeof showcaseContract.createSpace> };

/** POST vendor/space/create, or vendor/space/update with the space's id. */
export async function saveSpace({ spaceId, body }: SaveSpaceInput): Promise<Space> {
  return unwrap(
    spaceId === undefined
      ? await apiClient.call<typeof showcaseContract.createSpace>({ method: "POST", path: "vendor/space/create", body })
      : await apiClient.call<typeof showcaseContract.updateSpace>({
          method: "POST",
          path: "vendor/space/update",
          body: { ...body, spaceId },
        }),
  );
}

export function useSaveSpace(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSpace,
    onSuccess: (space) => {
      queryClient.setQueryData<Space[]>(showcaseQueryKeys.spaces(vendorId), (list) =>
        list === undefined
          ? list
          : list.some((s) => s.spaceId === space.spaceId)
            ? list.map((s) => (s.spaceId === space.spaceId ? space : s))
            : [...list, space],
      );
      void queryClient.invalidateQueries({ queryKey: showcaseQueryKeys.spaces(vendorId) });
    },
  });
}
