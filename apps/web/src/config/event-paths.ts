import { paths } from "./paths.ts";

/** The address of one event's page. */
export const eventPath = (eventId: string) => paths.event.replace(":eventId", encodeURIComponent(eventId));
