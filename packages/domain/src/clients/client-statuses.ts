/**
 * Where the relationship with a client stands (the spec does not list them, docs/decisions.md):
 * the steps a wedding vendor names, from the first contact to the end.
 */
export const clientStatuses = ["PROSPECT", "IN_DISCUSSION", "CLIENT", "LOST"] as const;
export type ClientStatus = (typeof clientStatuses)[number];

export const DEFAULT_CLIENT_STATUS: ClientStatus = "PROSPECT";

export const clientStatusLabels: Record<ClientStatus, string> = {
  PROSPECT: "Prospect",
  IN_DISCUSSION: "En discussion",
  CLIENT: "Client",
  LOST: "Perdu",
};

export const clientTypes = ["INDIVIDUAL", "PROFESSIONAL"] as const;
export type ClientType = (typeof clientTypes)[number];
