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
  // The country code alone (defaulted to FR) is no address.
  const parts = ["street", "secondaryUnit", "postalCode", "city"] as const;
  const filled = candidates.find(
    (a) =>
      a !== null &&
      typeof a === "object" &&
      parts.some((p) => {
        const v = (a as Record<string, unknown>)[p];
        return typeof v === "string" && v.trim() !== "";
      }),
  );
  return (filled as AddressOutput | undefined) ?? null;
}
