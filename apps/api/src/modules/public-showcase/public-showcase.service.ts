import {
  type Accommodation,
  currentPromotions,
  type Event,
  type FaqItem,
  type FileCategory,
  isHoneypotFilled,
  makeShowcaseRequestSchema,
  nextMonths,
  type Promotion,
  parisDate,
  SHOWCASE_REQUESTS_PER_HOUR,
  type ShowcaseMedia,
  type ShowcaseRequest,
  type ShowcaseRequestField,
  type ShowcaseViews,
  type Space,
  showcaseRequestAddress,
  showcaseRequestErrors,
  showcaseRequestEventName,
  showcaseRequestMessages,
  type TeamMember,
  type Vendor,
} from "@cortege/domain";
import type { Db } from "../../platform/db/database.ts";
import { notFound, tooManyRequests } from "../../platform/errors/app-error.ts";
import type { Mailer } from "../../platform/mail/mailer.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { createClientsService } from "../clients/clients.service.ts";
import { createConversationsService } from "../conversations/conversations.service.ts";
import { createEventConfigService } from "../events/event-config.service.ts";
import { createEventsService } from "../events/events.service.ts";
import type { MediaLibraryService } from "../media-library/media-library.service.ts";
import { objectKeys } from "../media-library/storage-keys.ts";
import type { Notify } from "../notifications/notifications.service.ts";
import type { ShowcaseService } from "../vendors/showcase.service.ts";
import type { VendorProfileService } from "../vendors/vendor-profile.service.ts";
import type { VendorsService } from "../vendors/vendors.service.ts";
import { createPublicShowcaseRepository } from "./public-showcase.repository.ts";
import { showcaseRequestMail } from "./showcase-request-mail.ts";
import { createSubmissionLimiter } from "./submission-limiter.ts";
import { createViewCounter } from "./view-counter.ts";

/** Months of the availability block, this one included. */
const AVAILABILITY_MONTHS = 6;
/** What a public page may show: the showcase's own folders, never a client's or a document's file. */
const PUBLIC_CATEGORIES: readonly FileCategory[] = [
  "Medias",
  "Space",
  "Accommodation",
  "Room",
  "Promotion",
  "TeamMember",
  "VendorLogo",
  "VendorProfile",
];
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/**
 * A page is read from the database at most once per this delay and slug: a shared link that draws a
 * crowd costs one set of queries, and an edit or an unpublication shows within seconds.
 */
const PAGE_TTL_MS = 10_000;
const PAGE_CACHE_SIZE = 500;

export type ShowcasePage = {
  vendor: Vendor;
  medias: ShowcaseMedia[];
  spaces: Space[];
  accommodations: Accommodation[];
  promotions: Promotion[];
  teamMembers: TeamMember[];
  faq: FaqItem[];
  /** Dates the vendor marked unavailable, from today to the end of the months shown. */
  unavailableDates: string[];
  months: string[];
  today: string;
};

export type RequestOutcome =
  | { status: "sent"; vendor: Vendor }
  | { status: "invalid"; page: ShowcasePage; errors: Partial<Record<ShowcaseRequestField, string>> };

type Deps = {
  db: Db;
  vendors: VendorsService;
  vendorProfile: VendorProfileService;
  /** The showcase pictures are media library files. */
  media: Pick<MediaLibraryService, "readyFileIn">;
  showcase: ShowcaseService;
  storage: Storage;
  mailer: Mailer;
  spaceExists: (vendorId: string, spaceId: string) => Promise<boolean>;
  /** After commit: the task boards give the new event its board, as for any created event. */
  onEventCreated?: (vendorId: string, event: Event, created: boolean) => Promise<void>;
  log: { warn: (details: object, message: string) => void };
  now?: () => Date;
  /** Dates the vendor's confirmed events take (events module): shown taken like the ones marked by hand. */
  takenDates?: (vendorId: string, from: string, to: string) => Promise<string[]>;
  /** The notifications service's notify: a couple's request is a « new message », in the request's transaction. */
  notify?: Notify;
};

const rateLimited = () => tooManyRequests("TOO_MANY_REQUESTS", showcaseRequestMessages.rateLimited);

const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, "0")}`;
};

/** The public page of a published vendor, its visitors' requests and its daily view count. */
export function createPublicShowcaseService(deps: Deps) {
  const { db, vendors, vendorProfile, media, showcase, storage, mailer, log, now = () => new Date() } = deps;
  const repo = createPublicShowcaseRepository(db);
  const counter = createViewCounter({ write: (counts) => repo.addViews(counts), intervalMs: 5_000, log });
  const limiter = createSubmissionLimiter({
    db,
    max: SHOWCASE_REQUESTS_PER_HOUR,
    windowMs: 3_600_000,
    now: () => now().getTime(),
  });

  const pages = new Map<string, { vendorId: string; page: ShowcasePage; expiresAt: number }>();

  async function cachedPage(slug: string): Promise<{ vendorId: string; page: ShowcasePage }> {
    const at = now().getTime();
    const hit = pages.get(slug);
    if (hit && hit.expiresAt > at) return hit;
    const vendorId = await vendorIdOf(slug);
    const page = await pageOf(vendorId);
    pages.delete(slug);
    // Oldest first in a Map: past the size, the least recently stored page goes.
    if (pages.size >= PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value as string);
    pages.set(slug, { vendorId, page, expiresAt: at + PAGE_TTL_MS });
    return { vendorId, page };
  }

  async function vendorIdOf(slug: string): Promise<string> {
    const vendorId = await vendorProfile.publishedVendorId(slug);
    if (!vendorId) throw notFound("Cette page n'existe pas ou n'est plus en ligne.");
    return vendorId;
  }

  async function pageOf(vendorId: string): Promise<ShowcasePage> {
    const today = parisDate(now());
    const months = nextMonths(today, AVAILABILITY_MONTHS);
    const lastDay = lastDayOfMonth(months[months.length - 1] as string);
    const [vendor, medias, spaces, accommodations, promotions, teamMembers, faq, availabilities, taken] = await Promise.all([
      vendors.get(vendorId),
      showcase.medias(vendorId),
      showcase.listSpaces(vendorId),
      showcase.listAccommodations(vendorId),
      showcase.listPromotions(vendorId),
      showcase.listTeamMembers(vendorId),
      showcase.faq(vendorId),
      showcase.availabilities(vendorId, today, lastDay),
      deps.takenDates?.(vendorId, today, lastDay) ?? [],
    ]);
    // The cover first, then the saved order.
    const gallery = [...medias.filter((x) => x.isCover), ...medias.filter((x) => !x.isCover)];
    return {
      vendor,
      medias: gallery,
      spaces,
      accommodations,
      promotions: currentPromotions(promotions, today),
      teamMembers,
      faq,
      unavailableDates: [...new Set([...availabilities.map((a) => a.date), ...taken])].sort(),
      months,
      today,
    };
  }

  /** The vendor's e-mail for requests: the showcase contact's, else its owner's confirmed account. */
  async function recipientOf(vendorId: string): Promise<string | null> {
    const shown = await vendorProfile.contact(vendorId, false);
    if (shown.contact?.email) return shown.contact.email;
    const owner = await vendorProfile.contact(vendorId, true);
    return owner.contact?.email ?? null;
  }

  async function store(vendorId: string, request: ShowcaseRequest) {
    return db.transaction(async (tx) => {
      // The modules' own services, bound to this transaction: all rows or none.
      const scoped = tx as unknown as Db;
      const clients = createClientsService({ db: scoped });
      const config = createEventConfigService({ db: scoped });
      const events = createEventsService({ db: scoped, clients, vendors, config, spaceExists: deps.spaceExists });
      const conversations = createConversationsService({ db: scoped, ...(deps.notify ? { notify: deps.notify } : {}) });
      const name = `${request.firstname} ${request.lastname}`;
      const client = await clients.create(vendorId, {
        vendorId,
        name,
        type: "INDIVIDUAL",
        company: null,
        contacts: [
          {
            firstname: request.firstname,
            lastname: request.lastname,
            email: request.email,
            phone: request.phone ?? "",
            phoneCode: "33",
            address: showcaseRequestAddress(request),
          },
        ],
        source: "MY_PERSONNAL_WEBSITE",
        status: "PROSPECT",
        note: null,
        attachments: [],
      });
      const status = await config.requestStatus(vendorId);
      const event = await events.create(vendorId, {
        vendorId,
        eventName: showcaseRequestEventName(request),
        eventType: "WEDDING",
        date: request.date ?? null,
        startDate: null,
        endDate: null,
        approximateDate: request.date ? null : (request.month ?? null),
        approximateGuestsCount: request.guestsCount,
        guestsCount: null,
        clientId: client.clientId,
        spaceId: null,
        status,
      });
      const { conversation } = await conversations.openFromClient({
        vendorId,
        clientId: client.clientId,
        eventId: event.eventId,
        name,
        object: "Demande depuis votre vitrine",
        body: request.message,
        origin: "SHOWCASE",
      });
      return { client, event, conversation };
    });
  }

  return {
    /** Writes the views still in memory (the app's onClose). */
    close: () => counter.close(),

    /** The page of a published vendor; counts the view unless a robot asked. */
    async page(slug: string, { countView }: { countView: boolean }): Promise<ShowcasePage> {
      const { vendorId, page } = await cachedPage(slug);
      if (countView) counter.record(vendorId, parisDate(now()));
      return page;
    },

    /** The bytes of a showcase image variant of a published vendor (404 otherwise). */
    async image(slug: string, fileId: string, variant: "large" | "thumbnail"): Promise<Buffer> {
      const vendorId = await vendorProfile.publishedVendorId(slug);
      const image = vendorId ? await media.readyFileIn(vendorId, fileId, PUBLIC_CATEGORIES) : undefined;
      // Files without web variants (SVG logos, PDFs) are not served here: only the WebP pictures.
      if (!image?.hasVariants) throw notFound("Image introuvable.");
      return storage.read(objectKeys(image.keyPrefix)[variant], MAX_IMAGE_BYTES).catch(() => {
        throw notFound("Image introuvable.");
      });
    },

    /**
     * A visitor's request: a bot that filled the honeypot is answered as a success and nothing is
     * kept; past the hourly limit per address and vendor, 429; bad input shows the form again.
     */
    async submitRequest(slug: string, form: Record<string, unknown>, ip: string): Promise<RequestOutcome> {
      const vendorId = await vendorIdOf(slug);
      if (isHoneypotFilled(form)) return { status: "sent", vendor: await vendors.get(vendorId) };
      const key = `${ip}|${vendorId}`;
      if (!(await limiter.allows(key))) throw rateLimited();
      const parsed = makeShowcaseRequestSchema(parisDate(now())).safeParse(form);
      if (!parsed.success) {
        return { status: "invalid", page: await pageOf(vendorId), errors: showcaseRequestErrors(parsed.error.issues) };
      }
      const request = parsed.data;
      // A place under the hourly limit first (atomic across posts and replicas), given back if storing fails.
      const place = await limiter.reserve(key);
      if (!place) throw rateLimited();
      const { event } = await store(vendorId, request).catch(async (error: unknown) => {
        await limiter.release(place).catch(() => {});
        throw error;
      });
      await deps.onEventCreated?.(vendorId, event, true).catch((error: unknown) => {
        log.warn({ err: error, eventId: event.eventId }, "showcase request: task board not created");
      });
      const vendor = await vendors.get(vendorId);
      const to = await recipientOf(vendorId);
      if (to) {
        await mailer.send(showcaseRequestMail(to, vendor, request)).catch((error: unknown) => {
          // The request is kept and shows in the back office; only the notice is lost.
          log.warn({ err: error, vendorId }, "showcase request: vendor e-mail not sent");
        });
      }
      return { status: "sent", vendor };
    },

    async views(vendorId: string, from: string, to: string): Promise<ShowcaseViews> {
      // This process's counts first; another replica's reach the table within its write interval.
      await counter.flush();
      const days = await repo.views(vendorId, from, to);
      return { days, total: days.reduce((sum, d) => sum + d.views, 0) };
    },
  };
}
export type PublicShowcaseService = ReturnType<typeof createPublicShowcaseService>;
