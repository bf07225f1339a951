import { unwrap } from "@cortege/api-client";
import type { Availability, showcaseContract } from "@cortege/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { showcaseContentQueryKeys } from "./showcase-content-query-keys.ts";

/** A date to mark (create from its ISO date) or one marked to free (delete by its id). */
export type AvailabilityToggle = { date: string; marked: Availability | undefined };

/** POST vendor/availabilities/create with the date, or vendor/availabilities/delete with its id. */
export async function toggleAvailability(vendorId: string, { date, marked }: AvailabilityToggle): Promise<Availability[]> {
  if (marked) {
    unwrap(
      await apiClient.call<typeof showcaseContract.deleteAvailabilities>({
        method: "POST",
        path: "vendor/availabilities/delete",
        body: { vendorId, availabilitiesId: [marked.availabilityId] },
      }),
    );
    return [];
  }
  return unwrap(
    await apiClient.call<typeof showcaseContract.createAvailabilities>({
      method: "POST",
      path: "vendor/availabilities/create",
      body: { vendorId, dates: [date] },
    }),
  ).availabilities;
}

/** Each cached month takes the change at once (no flicker until the refetch), then is refetched. */
export function useToggleAvailability(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (toggle: AvailabilityToggle) => toggleAvailability(vendorId, toggle),
    onSuccess: (created, { marked }) => {
      for (const [key] of queryClient.getQueriesData<Availability[]>({
        queryKey: showcaseContentQueryKeys.availabilities(vendorId),
      })) {
        const [, , , startDate, endDate] = key as unknown as [string, string, string, string, string];
        queryClient.setQueryData<Availability[]>(key, (list) => {
          if (list === undefined) return list;
          const kept = marked ? list.filter((a) => a.availabilityId !== marked.availabilityId) : list;
          const added = created.filter(
            (a) =>
              a.date.slice(0, 10) >= startDate &&
              a.date.slice(0, 10) <= endDate &&
              !kept.some((k) => k.availabilityId === a.availabilityId),
          );
          return [...kept, ...added];
        });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: showcaseContentQueryKeys.availabilities(vendorId) }),
  });
}
