import {
  type Client,
  commonErrorCodes,
  type Event,
  type EventCreate,
  type EventLinkedVendor,
  type EventType,
  type EventUpdate,
  type EventVendorLink,
  type EventVendorLinkUpdate,
  eventMessages,
  MAX_SEARCH_RESULTS,
  searchableTerm,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { badRequest, notFound } from "../../platform/errors/app-error.ts";
import { decodeCursor, pageOf } from "../../platform/paging/cursor.ts";
import type { ClientsService } from "../clients/clients.service.ts";
import type { VendorsService } from "../vendors/vendors.service.ts";
import type { EventConfigService } from "./event-config.service.ts";
import { createEventsRepository, type EventFilter, type EventRow } from "./events.repository.ts";
import { createLinkedVendorsRepository, MAX_LINKED_VENDORS } from "./linked-vendors.repository.ts";

/** Whether a space (venue room) belongs to the vendor; until the spaces module exists, none does. */
/** What another list's card shows of an event. */
export type EventCard = Pick<
  Event,
  "eventId" | "eventName" | "date" | "approximateDate" | "approximateGuestsCount" | "guestsCount" | "status"
> & { clientName: string | null };

export type SpaceOwnership = (vendorId: string, spaceId: string) => Promise<boolean>;

type Deps = {
  db: Db;
  clients: ClientsService;
  vendors: VendorsService;
  config: EventConfigService;
  spaceExists?: SpaceOwnership;
  /** After an event is created or updated: the task boards give it its board and follow its date. */
  onSaved?: (vendorId: string, event: Event, created: boolean) => Promise<void>;
};

function toEvent(row: EventRow, client: Client | null): Event {
  return {
    eventId: row.id,
    eventName: row.eventName,
    note: row.note,
    approximateGuestsCount: row.approximateGuestsCount,
    guestsCount: row.guestsCount,
    date: row.date,
    startDate: row.startDate,
    endDate: row.endDate,
    approximateDate: row.approximateDate,
    eventType: row.eventType as EventType,
    clientId: row.clientId,
    client,
    spaceId: row.spaceId,
    status: row.status,
    isArchived: row.isArchived,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What another module reads or writes of an event on its own connection or transaction, through the
 * events' own statements: the documents confirm a reservation in the transaction that accepts the
 * quote (both change or neither), and print the event's date on a PDF rendered inside an issuing one.
 */
export function eventsOnConnection(conn: Db) {
  const repo = createEventsRepository(conn);
  return {
    /** The date of the event (its first day for a range); null when it has none or isn't the vendor's. */
    async dateOf(vendorId: string, eventId: string): Promise<string | null> {
      const event = await repo.get(vendorId, eventId);
      return event?.date ?? event?.startDate ?? null;
    },
    /** Moves the vendor's event to a status; false when the event isn't the vendor's. */
    async setStatus(vendorId: string, eventId: string, status: string): Promise<boolean> {
      return (await repo.setStatus(vendorId, eventId, status)) !== undefined;
    },
  };
}

export function createEventsService({ db, clients, vendors, config, spaceExists = async () => false, onSaved }: Deps) {
  const repo = createEventsRepository(db);
  const links = createLinkedVendorsRepository(db);
  const missing = () => notFound(eventMessages.eventNotFound);

  /** Events with their client, fetched in one query for the whole page. */
  async function withClients(vendorId: string, rows: EventRow[]): Promise<Event[]> {
    const ids = [...new Set(rows.map((r) => r.clientId).filter((id): id is string => id !== null))];
    const byId = new Map((await clients.findByIds(vendorId, ids)).map((c) => [c.clientId, c]));
    return rows.map((row) => toEvent(row, row.clientId ? (byId.get(row.clientId) ?? null) : null));
  }

  async function ownedRow(vendorId: string, eventId: string): Promise<EventRow> {
    const row = await repo.get(vendorId, eventId);
    if (!row) throw missing();
    return row;
  }

  /** Every id the event refers to must be the vendor's own: another tenant's id is a 404. */
  async function checkReferences(vendorId: string, event: { clientId: string | null; spaceId: string | null }) {
    if (event.clientId) await clients.assertOwned(vendorId, event.clientId);
    if (event.spaceId && !(await spaceExists(vendorId, event.spaceId))) throw notFound(eventMessages.spaceNotFound);
  }

  async function page(vendorId: string, filter: EventFilter, nextPage: string | undefined, limit: number) {
    const after = decodeCursor(nextPage);
    const result = pageOf(await repo.page(vendorId, filter, after, limit), limit);
    return { events: await withClients(vendorId, result.items), nextPage: result.nextPage };
  }

  async function linkedVendorFields(link: EventVendorLink) {
    const base = { contact: link.contact, medias: link.medias };
    if (!link.linkedVendorId) {
      return {
        ...base,
        linkedVendorId: null,
        isVerified: false,
        vendorType: link.vendorType,
        companyName: link.companyName,
        website: link.website,
        socials: link.socials,
      };
    }
    // A Cortège vendor is linked only through its public showcase: an unpublished one is not found.
    const linked = await vendors.get(link.linkedVendorId).catch(() => null);
    if (!linked?.isPublished) throw notFound(eventMessages.linkedVendorNotFound);
    return {
      ...base,
      linkedVendorId: linked.vendorId,
      isVerified: true,
      vendorType: linked.vendorType,
      companyName: linked.company.tradeName,
      website: linked.website,
      socials: linked.socials.filter((s) => s.url !== ""),
    };
  }

  return {
    list: (vendorId: string, isArchived: boolean, nextPage: string | undefined, limit: number) =>
      page(vendorId, { isArchived }, nextPage, limit),
    listAll: (vendorId: string, nextPage: string | undefined, limit: number) => page(vendorId, {}, nextPage, limit),
    async listByStatus(vendorId: string, status: string, isArchived: boolean, nextPage: string | undefined, limit: number) {
      return page(vendorId, { status, isArchived }, nextPage, limit);
    },
    async listForClient(vendorId: string, clientId: string, nextPage: string | undefined, limit: number) {
      await clients.assertOwned(vendorId, clientId);
      return page(vendorId, { clientId }, nextPage, limit);
    },

    async get(vendorId: string, eventId: string, isArchived?: boolean): Promise<Event> {
      const row = await ownedRow(vendorId, eventId);
      if (isArchived !== undefined && row.isArchived !== isArchived) throw missing();
      return (await withClients(vendorId, [row]))[0] as Event;
    },

    /** The ids of the vendor's events at a status (the inbox's filter by event status). */
    idsWithStatus: (vendorId: string, status: string) => repo.idsWithStatus(vendorId, status),

    /** Several events at once (a list's cards: two queries, not two per row); ids not the vendor's are left out. */
    async getMany(vendorId: string, eventIds: readonly string[]): Promise<Event[]> {
      return withClients(vendorId, await repo.getMany(vendorId, [...new Set(eventIds)]));
    },

    /**
     * What another list's card shows of several events (the inbox's lines): their few columns and their clients'
     * names, two narrow queries; ids not the vendor's are left out.
     */
    async cards(vendorId: string, eventIds: readonly string[]): Promise<EventCard[]> {
      const rows = await repo.cards(vendorId, [...new Set(eventIds)]);
      const clientIds = rows.map((r) => r.clientId).filter((id): id is string => id !== null);
      const names = clientIds.length > 0 ? await clients.namesOf(vendorId, clientIds) : new Map<string, string>();
      return rows.map((r) => ({
        eventId: r.id,
        eventName: r.eventName,
        date: r.date,
        approximateDate: r.approximateDate,
        approximateGuestsCount: r.approximateGuestsCount,
        guestsCount: r.guestsCount,
        status: r.status,
        clientName: r.clientId ? (names.get(r.clientId) ?? null) : null,
      }));
    },

    async create(vendorId: string, input: EventCreate): Promise<Event> {
      await checkReferences(vendorId, input);
      const status = input.status ?? (await config.firstStatus(vendorId));
      await config.assertStatus(vendorId, status);
      const event = (await withClients(vendorId, [await repo.insert(vendorId, input, status)]))[0] as Event;
      await onSaved?.(vendorId, event, true);
      return event;
    },

    async update(vendorId: string, input: EventUpdate): Promise<Event> {
      const current = await ownedRow(vendorId, input.eventId);
      await checkReferences(vendorId, input);
      const status = input.status ?? current.status;
      if (status !== current.status) await config.assertStatus(vendorId, status);
      const row = await repo.update(vendorId, { ...input, status });
      if (!row) throw missing();
      const event = (await withClients(vendorId, [row]))[0] as Event;
      await onSaved?.(vendorId, event, false);
      return event;
    },

    async updateStatus(vendorId: string, eventId: string, status: string): Promise<Event> {
      await ownedRow(vendorId, eventId);
      await config.assertStatus(vendorId, status);
      const row = await repo.setStatus(vendorId, eventId, status);
      if (!row) throw missing();
      return (await withClients(vendorId, [row]))[0] as Event;
    },

    async archive(vendorId: string, eventIds: readonly string[], isArchived: boolean): Promise<string[]> {
      const archived = await repo.archive(vendorId, eventIds, isArchived);
      if (!archived) throw missing();
      return archived;
    },

    /** By event name or by client (name, people, e-mail…); fewer than 3 characters finds nothing. */
    async search(vendorId: string, searchTerm: string | undefined, isArchived: boolean): Promise<Event[]> {
      const term = searchableTerm(searchTerm);
      if (!term) return [];
      const clientIds = (await clients.search(vendorId, term)).map((c) => c.clientId);
      return withClients(vendorId, await repo.search(vendorId, term, clientIds, isArchived, MAX_SEARCH_RESULTS));
    },

    async dates(vendorId: string, startDate: string, endDate: string) {
      const rows = await repo.inRange(vendorId, startDate, endDate);
      return rows.map((r) => ({
        eventId: r.id,
        eventName: r.eventName,
        eventType: r.eventType as EventType,
        status: r.status,
        date: r.date,
        startDate: r.startDate,
        endDate: r.endDate,
        clientId: r.clientId,
      }));
    },

    async linkedVendors(vendorId: string, eventId: string): Promise<EventLinkedVendor[]> {
      await ownedRow(vendorId, eventId);
      return links.list(vendorId, eventId);
    },

    async link(vendorId: string, input: EventVendorLink): Promise<EventLinkedVendor> {
      await ownedRow(vendorId, input.eventId);
      if ((await links.count(vendorId, input.eventId)) >= MAX_LINKED_VENDORS) {
        throw badRequest(commonErrorCodes.VALIDATION_FAILED, eventMessages.tooManyLinkedVendors);
      }
      const fields = await linkedVendorFields(input);
      if (fields.linkedVendorId && (await links.exists(vendorId, input.eventId, fields.linkedVendorId))) {
        throw badRequest("LINKED_VENDOR_EXISTS", "Ce prestataire est déjà lié à cet événement.");
      }
      return links.insert(vendorId, input.eventId, fields);
    },

    async updateLink(vendorId: string, input: EventVendorLinkUpdate): Promise<EventLinkedVendor> {
      await ownedRow(vendorId, input.eventId);
      const updated = await links.update(vendorId, input.eventId, input.linkedVendorId, {
        vendorType: input.vendorType,
        companyName: input.companyName,
        website: input.website,
        contact: input.contact,
        socials: input.socials,
        medias: input.medias,
      });
      if (!updated) throw notFound(eventMessages.linkedVendorNotFound);
      return updated;
    },

    async removeLink(vendorId: string, eventId: string, linkedVendorId: string): Promise<void> {
      await ownedRow(vendorId, eventId);
      if (!(await links.delete(vendorId, eventId, linkedVendorId))) throw notFound(eventMessages.linkedVendorNotFound);
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
