import type { AddressOutput } from "../contact/address.ts";
import type { ClientType } from "./client-statuses.ts";

type ClientWithAddresses = {
  type: ClientType | string;
  contacts: readonly { address?: AddressOutput | null | undefined }[];
  company?: { address?: AddressOutput | null | undefined; contact?: { address?: unknown } | null | undefined } | null | undefined;
};

/**
 * The postal address a document prints for its client: a professional client's head office, else its
 * first contact's; an individual client's first contact's. The first one that is filled wins, so a
 * client keeps being printed as it was before the company address existed.
 */
export function clientPostalAddress(client: ClientWithAddresses | null | undefined): AddressOutput | null {
  if (!client) return null;
  const candidates: unknown[] =
    client.type === "PROFESSIONAL"
      ? [client.company?.address, client.contacts[0]?.address, client.company?.contact?.address]
      : [client.contacts[0]?.address, client.company?.contact?.address];
  const filled = candidates.find(
    (a) => a && typeof a === "object" && Object.values(a as object).some((v) => v !== null && v !== undefined && v !== ""),
  );
  return (filled as AddressOutput | undefined) ?? null;
}
