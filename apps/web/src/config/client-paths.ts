import { paths } from "./paths.ts";

/** The address of one client's page. */
export const clientPath = (clientId: string) => paths.client.replace(":clientId", encodeURIComponent(clientId));
