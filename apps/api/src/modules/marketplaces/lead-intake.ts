import {
  type Client,
  type ClientSource,
  canonicalPhoneDigits,
  clientSourceLabels,
  type Event,
  type MailLead,
  type MarketplaceKey,
  marketplaceClientSources,
} from "@cortege/domain";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import type { Db, Tx } from "../../platform/db/database.ts";
import { createClientsService } from "../clients/clients.service.ts";
import { createEventConfigService } from "../events/event-config.service.ts";
import { createEventsService } from "../events/events.service.ts";
import type { VendorsService } from "../vendors/vendors.service.ts";
import type { RemoteConversation, RemoteMessage } from "./connector.ts";
import { createMarketplacesRepository, type MarketplaceConversationRow } from "./marketplaces.repository.ts";

const marketplaceNames: Record<MarketplaceKey, string> = { A: "Marketplace A", B: "Marketplace B" };

/** A phone as the directories write it, in the form our contacts keep (« 06 12 34 56 78 »), or null. */
export function normalizedPhone(raw: string | null): { phone: string; phoneCode: string } | null {
  if (!raw?.trim()) return null;
  const parsed = parsePhoneNumberFromString(raw, "FR");
  if (!parsed?.isValid()) return null;
  return { phone: parsed.formatNational(), phoneCode: parsed.countryCallingCode };
}

function splitName(name: string): { firstname: string; lastname: string } {
  const parts = name.trim().split(/\s+/);
  if (parts.length < 2) return { firstname: parts[0] ?? "", lastname: "" };
  return { firstname: parts.slice(0, -1).join(" "), lastname: parts.at(-1) ?? "" };
}

/**
 * The client of a lead: one of the vendor's clients with this e-mail, else with this phone (the
 * clients service's search, then an exact comparison), else a new prospect from this marketplace.
 */
async function matchOrCreateClient(
  clients: ReturnType<typeof createClientsService>,
  vendorId: string,
  lead: { name: string; email: string | null; phone: string | null },
  source: ClientSource,
  note: string | null = null,
): Promise<Client> {
  const email = lead.email?.trim().toLowerCase() || null;
  if (email) {
    const found = (await clients.search(vendorId, email)).find((c) =>
      c.contacts.some((k) => k.email.trim().toLowerCase() === email),
    );
    if (found) return found;
  }
  const phone = normalizedPhone(lead.phone);
  if (phone) {
    const digits = canonicalPhoneDigits(phone.phone);
    const found = (await clients.search(vendorId, digits)).find((c) =>
      c.contacts.some((k) => k.phone && canonicalPhoneDigits(k.phone) === digits),
    );
    if (found) return found;
  }
  const { firstname, lastname } = splitName(lead.name);
  return clients.create(vendorId, {
    vendorId,
    name: lead.name,
    type: "INDIVIDUAL",
    company: null,
    contacts: [
      { firstname, lastname, email: email ?? "", phone: phone?.phone ?? "", phoneCode: phone?.phoneCode ?? "33", address: null },
    ],
    source,
    status: "PROSPECT",
    note,
    attachments: [],
  });
}

export type LeadIntake = ReturnType<typeof createLeadIntake>;

/**
 * A new marketplace lead becomes, in one transaction: the client (matched or created, source = the
 * marketplace), an event in « Demande reçue » with its date and guests, and the conversation in that
 * marketplace's inbox. A second id for the same couple and date (a directory's double send) joins the
 * existing conversation instead. Writes of one vendor's marketplace are serialised (advisory lock) and
 * the marketplace id is unique: two syncs never create the same lead twice.
 */
export function createLeadIntake(deps: {
  db: Db;
  vendors: VendorsService;
  onEventCreated?: ((vendorId: string, event: Event, created: boolean) => Promise<void>) | undefined;
  log: { warn(obj: unknown, msg: string): void };
}) {
  /** The pipeline's « Demande reçue », or its first column when the vendor removed that one. */
  async function requestStatus(config: ReturnType<typeof createEventConfigService>, vendorId: string) {
    const pipeline = await config.get(vendorId);
    return pipeline.some((s) => s.status === "REQUEST_RECEIVED") ? "REQUEST_RECEIVED" : config.firstStatus(vendorId);
  }

  return {
    /** A forwarded directory e-mail: the client (matched or created with that directory as source) and its event. */
    async intakeMail(vendorId: string, lead: MailLead): Promise<{ clientId: string; eventId: string }> {
      const event = await deps.db.transaction(async (tx: Tx) => {
        const scoped = tx as unknown as Db;
        const clients = createClientsService({ db: scoped });
        const config = createEventConfigService({ db: scoped });
        const events = createEventsService({ db: scoped, clients, vendors: deps.vendors, config });
        const label = clientSourceLabels[lead.source];
        const client = await matchOrCreateClient(
          clients,
          vendorId,
          lead,
          lead.source,
          `${label} : ${lead.message}`.slice(0, 5000),
        );
        return events.create(vendorId, {
          vendorId,
          eventName: `${lead.name} (${label})`.slice(0, 200),
          eventType: "WEDDING",
          date: lead.eventDate,
          startDate: null,
          endDate: null,
          approximateDate: null,
          approximateGuestsCount: lead.guests,
          guestsCount: null,
          clientId: client.clientId,
          spaceId: null,
          status: await requestStatus(config, vendorId),
        });
      });
      await deps.onEventCreated?.(vendorId, event, true).catch((error: unknown) => {
        deps.log.warn({ err: error, eventId: event.eventId }, "forwarded lead: task board not created");
      });
      return { clientId: event.clientId as string, eventId: event.eventId };
    },

    async intake(
      vendorId: string,
      mk: MarketplaceKey,
      lead: RemoteConversation,
      messages: RemoteMessage[],
    ): Promise<{ conversation: MarketplaceConversationRow; created: boolean }> {
      let createdEvent: Event | null = null;
      const result = await deps.db.transaction(async (tx: Tx) => {
        const scoped = tx as unknown as Db;
        const repo = createMarketplacesRepository(scoped);
        await repo.lockLeads(vendorId, mk);
        const known = await repo.byExternalId(vendorId, mk, lead.externalId);
        if (known) return { conversation: known, created: false };
        const clients = createClientsService({ db: scoped });
        const config = createEventConfigService({ db: scoped });
        const events = createEventsService({ db: scoped, clients, vendors: deps.vendors, config });
        const client = await matchOrCreateClient(clients, vendorId, lead, marketplaceClientSources[mk]);
        const twin = await repo.sameLead(vendorId, mk, client.clientId, lead.eventDate);
        if (twin) {
          await repo.addAlias(vendorId, mk, lead.externalId, twin.id);
          return { conversation: twin, created: false };
        }
        const status = await config.requestStatus(vendorId);
        const event = await events.create(vendorId, {
          vendorId,
          eventName: `${lead.name} (${marketplaceNames[mk]})`,
          eventType: "WEDDING",
          date: lead.eventDate,
          startDate: null,
          endDate: null,
          approximateDate: null,
          approximateGuestsCount: lead.numberOfGuests,
          guestsCount: null,
          clientId: client.clientId,
          spaceId: null,
          status,
        });
        createdEvent = event;
        const conversation = await repo.insertConversation({
          vendorId,
          marketplace: mk,
          externalId: lead.externalId,
          clientId: client.clientId,
          eventId: event.eventId,
          name: lead.name,
          status: lead.status,
          lastMessage: lead.lastMessage,
          lastMessageAt: new Date(lead.lastMessageAt),
          link: lead.link,
          avatarUrl: lead.avatarUrl,
          eventDate: lead.eventDate,
          numberOfGuests: lead.numberOfGuests,
        });
        return { conversation, created: true };
      });
      // Messages of a merged twin land in the same thread; a second sync adds none twice.
      await createMarketplacesRepository(deps.db).addMessages(
        vendorId,
        result.conversation.id,
        messages.map((m) => ({ ...m, externalId: `${lead.externalId}:${m.externalId}`, sentAt: new Date(m.sentAt) })),
      );
      const event = createdEvent as Event | null;
      if (event)
        await deps.onEventCreated?.(vendorId, event, true).catch((error: unknown) => {
          deps.log.warn({ err: error, eventId: event.eventId }, "marketplace lead: task board not created");
        });
      return result;
    },
  };
}
