import type { Agent as HttpsAgent } from "node:https";
import { DEFAULT_STORAGE_QUOTA_MB } from "@cortege/domain";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from "fastify";
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { createAdminService } from "./modules/admin/admin.service.ts";
import { createBlogService } from "./modules/blog/blog.service.ts";
import { blogAdminRoutes } from "./modules/blog/blog-admin.routes.ts";
import { blogPagesRoutes } from "./modules/blog/blog-pages.routes.ts";
import { searchRoutes } from "./modules/blog/search.routes.ts";
import { createAppointmentInvitations } from "./modules/calendar/appointment-invitations.ts";
import { createAppointmentReminders } from "./modules/calendar/appointment-reminders.ts";
import { calendarRoutes } from "./modules/calendar/calendar.routes.ts";
import { createCalendarService } from "./modules/calendar/calendar.service.ts";
import { googleRoutes } from "./modules/calendar/google.routes.ts";
import { googleBusinessRoutes } from "./modules/calendar/google-business.routes.ts";
import { createGoogleBusinessService } from "./modules/calendar/google-business.service.ts";
import { createGoogleClient } from "./modules/calendar/google-client.ts";
import { createGoogleSyncJob } from "./modules/calendar/google-sync.job.ts";
import { createGoogleSyncService } from "./modules/calendar/google-sync.service.ts";
import { icsRoutes } from "./modules/calendar/ics.routes.ts";
import { createIcsFeedService } from "./modules/calendar/ics-feed.service.ts";
import { createTokenCipher } from "./modules/calendar/token-cipher.ts";
import { clientsRoutes } from "./modules/clients/clients.routes.ts";
import { createClientsService } from "./modules/clients/clients.service.ts";
import { clientConversationRoutes } from "./modules/conversations/client-conversation.routes.ts";
import { createConversationsService } from "./modules/conversations/conversations.service.ts";
import { startInboundMail } from "./modules/conversations/inbound-mail.ts";
import { createLiveHub } from "./modules/conversations/live-hub.ts";
import { messagingRoutes } from "./modules/conversations/messaging.routes.ts";
import { messagingStreamRoutes } from "./modules/conversations/messaging-stream.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { createDashboardService } from "./modules/dashboard/dashboard.service.ts";
import { outboxRoutes } from "./modules/dev/outbox.routes.ts";
import { createDocumentLogoReader } from "./modules/documents/document-logo.ts";
import { documentPaymentsRoutes } from "./modules/documents/document-payments.routes.ts";
import { createDocumentPaymentsService } from "./modules/documents/document-payments.service.ts";
import { createDocumentsRetention } from "./modules/documents/document-retention.ts";
import { documentsRoutes } from "./modules/documents/documents.routes.ts";
import { createDocumentsService } from "./modules/documents/documents.service.ts";
import { createDocumentsDeadlines } from "./modules/documents/documents-deadlines.ts";
import { createDocumentsLedgerFacts } from "./modules/documents/documents-ledger-facts.ts";
import { createDocumentsRevenue } from "./modules/documents/documents-revenue.ts";
import { createEinvoicePlatforms } from "./modules/documents/factur-x/einvoice-platforms.ts";
import type { PaSettings } from "./modules/documents/factur-x/pa-connector.ts";
import { createQuoteExpiry } from "./modules/documents/quote-expiry.job.ts";
import { userNamesOf } from "./modules/documents/user-names.ts";
import { confirmedDates } from "./modules/events/confirmed-dates.ts";
import { createEventConfigService } from "./modules/events/event-config.service.ts";
import { createEventReminders } from "./modules/events/event-reminders.ts";
import { createEventSavedHook } from "./modules/events/event-saved-hook.ts";
import { eventsRoutes } from "./modules/events/events.routes.ts";
import { createEventsService } from "./modules/events/events.service.ts";
import { createEventsStats } from "./modules/events/events-stats.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { createCredentialCipher } from "./modules/marketplaces/credential-cipher.ts";
import { leadInboxRoutes } from "./modules/marketplaces/lead-inbox.routes.ts";
import { createLeadIntake } from "./modules/marketplaces/lead-intake.ts";
import { createLeadMailsService } from "./modules/marketplaces/lead-mails.service.ts";
import { createMarketplaceAClient } from "./modules/marketplaces/marketplace-a-client.ts";
import { createMarketplaceBClient } from "./modules/marketplaces/marketplace-b-client.ts";
import { createMarketplaceSyncJob } from "./modules/marketplaces/marketplace-sync.job.ts";
import { marketplacesRoutes } from "./modules/marketplaces/marketplaces.routes.ts";
import { createMarketplacesService } from "./modules/marketplaces/marketplaces.service.ts";
import { checkClientFolders } from "./modules/media-library/client-folders.ts";
import { mediaLibraryRoutes } from "./modules/media-library/media-library.routes.ts";
import { createMediaLibraryService } from "./modules/media-library/media-library.service.ts";
import { createUploadPurge } from "./modules/media-library/upload-purge.job.ts";
import { createNotificationDaily } from "./modules/notifications/notification-daily.job.ts";
import { createNotificationDispatch } from "./modules/notifications/notification-dispatch.job.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { createNotificationsService } from "./modules/notifications/notifications.service.ts";
import { createPushSender } from "./modules/notifications/push-sender.ts";
import type { VapidKeys } from "./modules/notifications/vapid-keys.ts";
import { mailSenderDirectory } from "./modules/outgoing-mail/mail-sender-directory.ts";
import { createOutgoingMailService } from "./modules/outgoing-mail/outgoing-mail.service.ts";
import { productsRoutes } from "./modules/products/products.routes.ts";
import { createProductsService } from "./modules/products/products.service.ts";
import { publicShowcaseRoutes, showcaseViewsRoutes } from "./modules/public-showcase/public-showcase.routes.ts";
import { createPublicShowcaseService } from "./modules/public-showcase/public-showcase.service.ts";
import { publicationRoutes } from "./modules/public-showcase/publication.routes.ts";
import { createPublicationService } from "./modules/public-showcase/publication.service.ts";
import { loadShowcaseAssets } from "./modules/public-showcase/showcase-assets.ts";
import { quickNotesRoutes } from "./modules/quick-notes/quick-notes.routes.ts";
import { createQuickNotesService } from "./modules/quick-notes/quick-notes.service.ts";
import { registerPlanGuard } from "./modules/subscriptions/plan-guard.ts";
import { createStripeClient } from "./modules/subscriptions/stripe-client.ts";
import { stripeWebhookRoutes } from "./modules/subscriptions/stripe-webhook.routes.ts";
import { createExpiryNotifier } from "./modules/subscriptions/subscription-expiry.ts";
import { subscriptionsRoutes } from "./modules/subscriptions/subscriptions.routes.ts";
import { createSubscriptionsService } from "./modules/subscriptions/subscriptions.service.ts";
import { withVendorCreationPlans } from "./modules/subscriptions/vendor-creation-plans.ts";
import { createTaskDeadlines } from "./modules/tasks/task-deadlines.ts";
import { tasksRoutes } from "./modules/tasks/tasks.routes.ts";
import { createTasksService } from "./modules/tasks/tasks.service.ts";
import { transactionsRoutes } from "./modules/transactions/transactions.routes.ts";
import { createTransactionsService } from "./modules/transactions/transactions.service.ts";
import { createTransactionsBank } from "./modules/transactions/transactions-bank.ts";
import { createTransactionsExport } from "./modules/transactions/transactions-export.ts";
import { createTransactionsLedger } from "./modules/transactions/transactions-ledger.ts";
import { createAdministrators } from "./modules/users/administrators.service.ts";
import { createUserDirectory } from "./modules/users/user-directory.service.ts";
import { usersRoutes } from "./modules/users/users.routes.ts";
import { createUsersService } from "./modules/users/users.service.ts";
import { addressSearchRoutes } from "./modules/vendors/address-search.routes.ts";
import { createAddressSearchService } from "./modules/vendors/address-search.service.ts";
import { companySearchRoutes } from "./modules/vendors/company-search.routes.ts";
import { createCompanySearchService } from "./modules/vendors/company-search.service.ts";
import { showcaseRoutes } from "./modules/vendors/showcase.routes.ts";
import { createShowcaseService } from "./modules/vendors/showcase.service.ts";
import { createVendorGoogleLink } from "./modules/vendors/vendor-google-link.ts";
import { createVendorListingService } from "./modules/vendors/vendor-listing.service.ts";
import { createVendorMembershipService } from "./modules/vendors/vendor-membership.service.ts";
import { vendorProfileRoutes } from "./modules/vendors/vendor-profile.routes.ts";
import { createVendorProfileService } from "./modules/vendors/vendor-profile.service.ts";
import { createVendorSellerService } from "./modules/vendors/vendor-seller.service.ts";
import { vendorsRoutes } from "./modules/vendors/vendors.routes.ts";
import { createVendorsService } from "./modules/vendors/vendors.service.ts";
import { createAccessTokens } from "./platform/auth/access-tokens.ts";
import { refuseCommonPasswords } from "./platform/auth/common-password-list.ts";
import { registerNoStore } from "./platform/auth/no-store.ts";
import { createPasswordHasher } from "./platform/auth/passwords.ts";
import { createSessionLiveness } from "./platform/auth/session-liveness.ts";
import type { BillingSettings } from "./platform/billing-settings.ts";
import { registerCompression } from "./platform/compression.ts";
import type { Db } from "./platform/db/database.ts";
import { registerErrorHandler } from "./platform/errors/error-handler.ts";
import type { GoogleSettings } from "./platform/google-settings.ts";
import { createJobQueue, type QueueSettings } from "./platform/jobs/job-queue.ts";
import type { Mailer } from "./platform/mail/mailer.ts";
import { createAddressSearchClient } from "./platform/public-apis/address-search-client.ts";
import { createCompanySearchClient } from "./platform/public-apis/company-search-client.ts";
import { defaultPublicApiSettings, type PublicApiSettings } from "./platform/public-apis/public-api-settings.ts";
import { registerDeclaredErrors } from "./platform/routes/declared-errors.ts";
import { registerSecurityHeaders } from "./platform/security-headers.ts";
import type { Storage } from "./platform/storage/storage.ts";
import { registerAccessGuard } from "./platform/tenancy/access-guard.ts";
import { registerWebApp } from "./platform/web-app.ts";

export type AppDeps = {
  db: Db;
  mailer: Mailer;
  jwtSecret: string;
  logLevel?: string;
  trustProxy?: boolean;
  webDistDir?: string;
  storage: Storage;
  /** Per-vendor file quota; DEFAULT_STORAGE_QUOTA_MB when absent. */
  storageQuotaBytes?: number;
  /** Company search and address APIs; their real public URLs when absent. */
  publicApis?: PublicApiSettings;
  /** Durable jobs (pg-boss on the same database); tests shorten the polling and the retries. */
  jobs?: { pollingIntervalSeconds?: number; taskEmailQueue?: Partial<QueueSettings> };
  /** PUBLIC_URL: the public pages' canonical and Open Graph addresses; the request's origin when absent. */
  publicUrl?: string | undefined;
  /** INBOUND_MAIL_DOMAIN: a couple's e-mail reply goes to reply+<token>@ this domain; no Reply-To when absent. */
  inboundMailDomain?: string | undefined;
  /** INBOUND_SMTP_PORT with INBOUND_MAIL_DOMAIN: the SMTP receiver of couples' replies (port 0: any free port). */
  inboundMail?: { port: number; host?: string; baseUrl: string } | undefined;
  /** Serve /dev/outbox: only under config's development conditions (devOutboxAllowed); off when absent. */
  devOutbox?: boolean;
  /** Google (calendar sync): off when absent. */
  google?: GoogleSettings | undefined;
  /** Notifications: VAPID keys (push off when absent), the relay's pace, the clock (tests move it). */
  notifications?:
    | {
        vapid?: VapidKeys | null;
        pushAgent?: HttpsAgent;
        dispatchIntervalSeconds?: number;
        /** Test-only: the daily run also every this many seconds (NOTIFICATIONS_DAILY_EVERY_SECONDS). */
        dailyEverySeconds?: number | undefined;
        now?: () => Date;
      }
    | undefined;
  /** Stripe (subscriptions): « facturation non configurée » when absent. */
  billing?: BillingSettings | undefined;
  /** Marketplaces A and B: each off without its URL; syncSeconds between two syncs of a connection (300). */
  marketplaces?: { aUrl?: string | undefined; bUrl?: string | undefined; syncSeconds?: number } | undefined;
  /** The plateforme agréée e-invoices are deposited on; « non configurée » when absent. */
  einvoicing?: PaSettings | undefined;
};

/** Composition: platform plugins, then the modules of each service under its prefix. */
export async function buildApp(deps: AppDeps) {
  refuseCommonPasswords();
  const app = Fastify({
    logger: { level: deps.logLevel ?? "info", redact: ["req.headers.authorization"] },
    trustProxy: deps.trustProxy ?? false,
    bodyLimit: 1_048_576,
    // Request lines would drown what matters on a small machine; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  // Collected for the authorization matrix test and the bad-input fuzzing.
  const routes: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routes.push(route as RouteOptions);
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every route's error answers (the wire shape) declared in its schema for the OpenAPI document; sets the serializer.
  registerDeclaredErrors(app);
  registerErrorHandler(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) writes style tags at run time; scripts stay strictly 'self'.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        // The PDF preview shows a same-origin blob: URL in a frame (Chromium's viewer); nothing else is framed.
        frameSrc: ["'self'", "blob:"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // HSTS only means something over HTTPS: sent below when the request came over it.
    strictTransportSecurity: false,
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
  registerCompression(app);

  await app.register(swagger, {
    openapi: { info: { title: "Cortège API", version: "0.1.0" } },
    transform: jsonSchemaTransform,
  });
  // The docs UI routes are public and read-only.
  app.addHook("onRoute", (route) => {
    if (route.url.startsWith("/api/docs")) route.config = { ...(route.config ?? {}), access: "public" };
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true, uiConfig: { docExpansion: "list" } });

  registerNoStore(app);
  const tokens = createAccessTokens(deps.jwtSecret, createSessionLiveness(deps.db));
  // Issued documents outlive their client and their vendor's account (docs/decisions.md "Retention of issued documents").
  const retention = createDocumentsRetention(deps.db);
  const membership = createVendorMembershipService({ db: deps.db, retention });
  const accounts = createUserDirectory(deps.db);
  const users = createUsersService({
    db: deps.db,
    mailer: deps.mailer,
    hasher: createPasswordHasher(),
    tokens,
    secret: deps.jwtSecret,
    accountVendors: membership,
  });
  const vendors = createVendorsService({ db: deps.db, users });
  registerAccessGuard(app, tokens, vendors.isMember);
  const subscriptions = createSubscriptionsService({
    db: deps.db,
    stripe: deps.billing ? createStripeClient(deps.billing) : null,
    webhookSecret: deps.billing?.webhookSecret ?? "",
    testClocks: deps.billing?.testClocks ?? false,
    users,
    // Declared below; called only when a webhook ends a subscription.
    onExpired: (tx, userId, productName) =>
      createExpiryNotifier({ vendorsOfUser: vendors.listForUser, notify: notifications.notify })(tx, userId, productName),
    log: app.log,
  });
  // Paid features are checked against the database, never the token (docs/decisions.md "Plans and tiers").
  registerPlanGuard(app, subscriptions.configured, subscriptions.accessOf, vendors.memberIds);
  const mediaLibrary = createMediaLibraryService({
    db: deps.db,
    storage: deps.storage,
    quotaBytes: deps.storageQuotaBytes ?? DEFAULT_STORAGE_QUOTA_MB * 1024 * 1024,
    log: app.log,
  });
  const clients = createClientsService({ db: deps.db, hasIssuedDocuments: retention.clientHasIssuedDocuments });
  const vendorProfile = createVendorProfileService({ db: deps.db, vendors, mediaLibrary, membership, accounts });
  const outgoingMail = createOutgoingMailService({
    directory: mailSenderDirectory({ vendors, vendorProfile, membership, accounts, clients }),
  });
  const quickNotes = createQuickNotesService({ db: deps.db, clients });
  const eventStatuses = createEventConfigService({ db: deps.db });
  const showcase = createShowcaseService({ db: deps.db, mediaLibrary });
  const jobs = createJobQueue(deps.db, { log: app.log, pollingIntervalSeconds: deps.jobs?.pollingIntervalSeconds ?? 2 });
  app.addHook("onClose", () => jobs.stop());
  // The notifications service: other modules hold its notify(tx, …), called in their own transaction.
  // Something queued for e-mail or push nudges the relay (once its worker runs) rather than waiting for its next pass.
  let nudgeNotificationDispatch = () => {};
  const notifications = createNotificationsService({
    db: deps.db,
    ...(deps.notifications?.now ? { now: deps.notifications.now } : {}),
    onQueued: () => nudgeNotificationDispatch(),
  });
  // The administrators' back office (docs/decisions.md "Administrators"): audited, role re-read per call.
  const admin = createAdminService({
    db: deps.db,
    vendors,
    vendorProfile,
    notifications,
    listing: createVendorListingService(deps.db),
    accounts,
    administrators: createAdministrators(deps.db),
  });
  const eventSaved = createEventSavedHook();
  const events = createEventsService({
    db: deps.db,
    clients,
    vendors,
    config: eventStatuses,
    spaceExists: showcase.spaceExists,
    onSaved: eventSaved.emit,
  });
  const tasks = createTasksService({
    db: deps.db,
    jobs,
    mailer: deps.mailer,
    events,
    vendors,
    outgoingMail,
    ...(deps.jobs?.taskEmailQueue ? { emailQueue: deps.jobs.taskEmailQueue } : {}),
    log: app.log,
  });
  eventSaved.subscribe(tasks.eventSaved);

  const google = createGoogleSyncService({
    db: deps.db,
    client: deps.google ? createGoogleClient(deps.google) : null,
    cipher: createTokenCipher(deps.jwtSecret),
    vendorLink: createVendorGoogleLink(deps.db),
    callbackUrl: (origin) => `${deps.publicUrl ?? origin}/api/calendar/google/callback`,
    pushUrl: deps.google?.pushUrl ?? null,
    log: app.log,
  });
  const googleSync = createGoogleSyncJob({ jobs, google });

  const publicShowcase = createPublicShowcaseService({
    db: deps.db,
    vendors,
    vendorProfile,
    media: mediaLibrary,
    showcase,
    storage: deps.storage,
    mailer: deps.mailer,
    spaceExists: showcase.spaceExists,
    onEventCreated: eventSaved.emit,
    takenDates: confirmedDates(events),
    notify: notifications.notify,
    log: app.log,
  });
  app.addHook("onClose", () => publicShowcase.close());
  const blog = createBlogService({ db: deps.db, media: mediaLibrary, storage: deps.storage });

  await app.register(
    async (main) => {
      await main.register(healthRoutes, { db: deps.db });
      await main.register(usersRoutes, { service: users });
      await main.register(subscriptionsRoutes, { service: subscriptions, publicUrl: deps.publicUrl });
      // Stripe's webhook exists only where Stripe is configured.
      if (subscriptions.configured) await main.register(stripeWebhookRoutes, { service: subscriptions });
      // The first vendor starts the trial; another one is Premium's (docs/decisions.md "Trial").
      await main.register(vendorsRoutes, { service: withVendorCreationPlans(vendors, subscriptions) });
      await main.register(vendorProfileRoutes, { service: vendorProfile });
      await main.register(showcaseRoutes, { service: showcase });
      await main.register(publicationRoutes, { service: createPublicationService({ vendors, showcase }) });
      await main.register(showcaseViewsRoutes, { service: publicShowcase });
      // Over HTTP a client's folder must be one of the vendor's clients (the tenancy matrix sends foreign ones).
      await main.register(mediaLibraryRoutes, { service: checkClientFolders(mediaLibrary, clients.get) });
      if (deps.storage.routes) await main.register(deps.storage.routes);
      await main.register(clientsRoutes, { service: clients });
      await main.register(quickNotesRoutes, { service: quickNotes });
      await main.register(eventsRoutes, { service: events, statuses: eventStatuses });
      await main.register(calendarRoutes, {
        service: createCalendarService({
          db: deps.db,
          clients,
          listener: google.listener,
          invitations: createAppointmentInvitations({ mailer: deps.mailer, outgoingMail }),
          notify: notifications.notify,
          log: app.log,
        }),
      });
      await main.register(googleRoutes, { service: google });
      await main.register(googleBusinessRoutes, { service: createGoogleBusinessService({ google }) });
      await main.register(icsRoutes, {
        service: createIcsFeedService({
          db: deps.db,
          events,
          feedUrl: (origin, token) => `${deps.publicUrl ?? origin}/api/calendar/ics/${token}.ics`,
        }),
      });
      await main.register(tasksRoutes, { service: tasks });
      await main.register(productsRoutes, { service: createProductsService({ db: deps.db }) });
      const ledger = createTransactionsLedger();
      const documents = createDocumentsService({
        db: deps.db,
        clients,
        seller: createVendorSellerService(deps.db),
        events,
        products: createProductsService({ db: deps.db }),
        outgoingMail,
        readLogo: createDocumentLogoReader(deps.storage, app.log),
        mailer: deps.mailer,
        eventStatuses,
        platforms: createEinvoicePlatforms({ db: deps.db, settings: deps.einvoicing, appSecret: deps.jwtSecret }),
        notify: notifications.notify,
        ledger,
      });
      await main.register(documentsRoutes, { service: documents });
      const documentPayments = createDocumentPaymentsService({
        db: deps.db,
        userNames: userNamesOf(users),
        ledger,
        notify: notifications.notify,
      });
      await main.register(documentPaymentsRoutes, { service: documentPayments });
      // The books: transactions, bank statements and the accountant's files (docs/decisions.md "Transactions").
      const ledgerFacts = createDocumentsLedgerFacts(deps.db);
      await main.register(transactionsRoutes, {
        service: createTransactionsService({
          db: deps.db,
          documents: { vatFacts: ledgerFacts.vatFacts },
          media: { readyFileIn: mediaLibrary.readyFileIn },
        }),
        bank: createTransactionsBank({
          db: deps.db,
          documents: { openInvoices: ledgerFacts.openInvoices, pay: documentPayments.create },
        }),
        exports: createTransactionsExport({
          db: deps.db,
          storage: deps.storage,
          sales: ledgerFacts.sales,
          depositIds: ledgerFacts.depositIds,
          siren: async (vendorId) => (await vendorProfile.getCompany(vendorId)).siren ?? null,
        }),
      });
      await main.register(dashboardRoutes, {
        service: createDashboardService({
          revenue: createDocumentsRevenue(deps.db),
          events: createEventsStats(deps.db, clients),
          showcaseViews: publicShowcase.views,
        }),
      });
      const publicApis = deps.publicApis ?? defaultPublicApiSettings;
      const { timeoutMs } = publicApis;
      const companySearch = createCompanySearchClient({ baseUrl: publicApis.companySearchUrl, timeoutMs });
      await main.register(companySearchRoutes, { service: createCompanySearchService({ client: companySearch, log: app.log }) });
      const addressSearch = createAddressSearchClient({ baseUrl: publicApis.addressSearchUrl, timeoutMs });
      await main.register(addressSearchRoutes, { service: createAddressSearchService({ client: addressSearch, log: app.log }) });
      // The administrators' back office (docs/decisions.md "Administrators"): audited, role re-read per call.
      await main.register(adminRoutes, {
        service: admin,
        authoring: async (scope) => scope.register(blogAdminRoutes, { service: blog }),
      });
    },
    { prefix: "/api" },
  );
  // The messaging service (ARCHITECTURE.md "Services and paths").
  const liveHub = createLiveHub({ db: deps.db, log: app.log });
  app.addHook("onClose", () => liveHub.close());
  const conversations = createConversationsService({
    db: deps.db,
    notify: notifications.notify,
    // The marketplaces' service is built below (it needs this one): the counter reads it when called.
    marketplaceUnread: (vendorId, since) => marketplaces.unreadCount(vendorId, since),
    log: app.log,
    events,
    clients,
    media: checkClientFolders(mediaLibrary, clients.get),
    mail: {
      mailer: deps.mailer,
      vendorName: async (vendorId) => (await vendors.get(vendorId)).company.tradeName,
      vendorEmail: async (vendorId) =>
        (await vendorProfile.contact(vendorId, false)).contact?.email ??
        (await vendorProfile.contact(vendorId, true)).contact?.email ??
        null,
      inboundDomain: deps.inboundMailDomain ?? null,
      log: app.log,
    },
  });
  // The search (blog) service, and the public blog pages beside the showcase pages.
  await app.register(searchRoutes, { prefix: "/api/search", service: blog });
  // The notifications service (part 2 §7), under its own prefix (docs/decisions.md « Notifications service prefix »).
  const vapid = deps.notifications?.vapid ?? null;
  await app.register(notificationsRoutes, {
    prefix: "/api/notifications",
    service: notifications,
    vapidPublicKey: () => vapid?.publicKey ?? null,
    isAdmin: admin.isAdmin,
  });
  await app.register(messagingRoutes, { prefix: "/api/messaging", service: conversations, publicUrl: deps.publicUrl });
  // The marketplaces' inboxes (issue 23), beside the own chat in the messaging service.
  const leadIntake = createLeadIntake({ db: deps.db, vendors, onEventCreated: eventSaved.emit, log: app.log });
  const leadMails = createLeadMailsService({
    db: deps.db,
    intake: leadIntake,
    domain: deps.inboundMailDomain ?? null,
    conversations,
    log: app.log,
  });
  const marketplaces = createMarketplacesService({
    db: deps.db,
    connectors: {
      ...(deps.marketplaces?.aUrl ? { A: createMarketplaceAClient({ baseUrl: deps.marketplaces.aUrl }) } : {}),
      ...(deps.marketplaces?.bUrl ? { B: createMarketplaceBClient({ baseUrl: deps.marketplaces.bUrl }) } : {}),
    },
    cipher: createCredentialCipher(deps.jwtSecret),
    intake: leadIntake,
    flags: {
      set: async (vendorId, mk, connected) => {
        await conversations.updateConfig(
          vendorId,
          mk === "A" ? { isMarketplaceAConnected: connected } : { isMarketplaceBConnected: connected },
        );
      },
    },
    live: { announce: conversations.announceMarketplace },
    syncEverySeconds: deps.marketplaces?.syncSeconds ?? 300,
    log: app.log,
  });
  const marketplaceSync = createMarketplaceSyncJob({
    jobs,
    marketplaces,
    tickSeconds: Math.min(60, deps.marketplaces?.syncSeconds ?? 300),
  });
  await app.register(marketplacesRoutes, { prefix: "/api/messaging", service: marketplaces });
  await app.register(leadInboxRoutes, { prefix: "/api/messaging", service: leadMails });
  await app.register(messagingStreamRoutes, { prefix: "/api/messaging", hub: liveHub, secret: deps.jwtSecret });
  await app.register(clientConversationRoutes, {
    service: conversations,
    assets: loadShowcaseAssets(),
    publicUrl: deps.publicUrl,
  });
  const inboundMail =
    deps.inboundMail && deps.inboundMailDomain
      ? await startInboundMail({
          ...deps.inboundMail,
          domain: deps.inboundMailDomain,
          replies: conversations,
          leads: leadMails,
          log: app.log,
        })
      : null;
  app.addHook("onClose", async () => inboundMail?.close());
  // The public showcase pages live outside /api, at addresses couples share; they win over the SPA's fallback.
  const showcaseAssets = loadShowcaseAssets();
  await app.register(publicShowcaseRoutes, { service: publicShowcase, assets: showcaseAssets, publicUrl: deps.publicUrl });
  await app.register(blogPagesRoutes, { service: blog, assets: showcaseAssets, publicUrl: deps.publicUrl });
  if (deps.mailer.outbox && deps.devOutbox) await app.register(outboxRoutes, { outbox: deps.mailer.outbox });
  if (deps.webDistDir) await registerWebApp(app, deps.webDistDir);

  // Job workers run where they are started: the server process, or a test that wants them.
  const quoteExpiry = createQuoteExpiry({ db: deps.db, jobs, log: app.log });
  const uploadPurge = createUploadPurge({ db: deps.db, storage: deps.storage, jobs, log: app.log });
  const notificationDispatch = createNotificationDispatch({
    db: deps.db,
    jobs,
    mailer: deps.mailer,
    memberIds: vendors.memberIds,
    emailOf: async (userId) => (await users.get(userId)).contact.email,
    push: vapid ? createPushSender(vapid, deps.notifications?.pushAgent) : null,
    appUrl: deps.publicUrl ?? "http://localhost:3000",
    ...(deps.notifications?.dispatchIntervalSeconds ? { intervalSeconds: deps.notifications.dispatchIntervalSeconds } : {}),
    ...(deps.notifications?.now ? { now: deps.notifications.now } : {}),
    log: app.log,
  });
  const notificationDaily = createNotificationDaily({
    db: deps.db,
    jobs,
    notify: notifications.notify,
    sources: [
      createDocumentsDeadlines(deps.db),
      createTaskDeadlines(deps.db),
      createEventReminders(deps.db),
      createAppointmentReminders(deps.db),
    ],
    everySeconds: deps.notifications?.dailyEverySeconds,
    ...(deps.notifications?.now ? { now: deps.notifications.now } : {}),
    log: app.log,
  });
  const startWorkers = async () => {
    await notificationDispatch.start();
    nudgeNotificationDispatch = () => void notificationDispatch.nudge().catch(() => {});
    await notificationDaily.start();
    await tasks.startWorkers();
    await quoteExpiry.start();
    await uploadPurge.start();
    if (deps.google) await googleSync.start();
    if (deps.marketplaces?.aUrl || deps.marketplaces?.bUrl) await marketplaceSync.start();
  };
  return {
    app: app as unknown as FastifyInstance,
    routes,
    users,
    vendors,
    /** The blog's authoring, for the demo's published articles (a demo has no administrator). */
    blog,
    /** The marketplaces' mirror, for the demo's leads (received without a connection). */
    marketplaces,
    startWorkers,
    /** The notifications' relay and daily run, for tests that move the clock. */
    notificationJobs: { dispatchDue: notificationDispatch.dispatchDue, runDaily: notificationDaily.runDue },
    /** The SMTP receiver's port when it runs (INBOUND_SMTP_PORT 0 picks a free one). */
    inboundMailPort: inboundMail?.port ?? null,
  };
}
