import { useEventConfig } from "../../events/api/use-event-config.ts";

/**
 * A pipeline status' name as the vendor set it (its key until the statuses are there). Called by the sections that
 * show statuses, not by the page: the statuses arriving re-render those sections only.
 */
export function useStatusName(): (status: string) => string {
  const statuses = useEventConfig();
  return (status) => statuses.data?.find((c) => c.status === status)?.name ?? status;
}
