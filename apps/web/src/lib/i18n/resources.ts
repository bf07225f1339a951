import frAccount from "../../locales/fr/account.json";
import frAdmin from "../../locales/fr/admin.json";
import frAuth from "../../locales/fr/auth.json";
import frBlog from "../../locales/fr/blog.json";
import frCalendar from "../../locales/fr/calendar.json";
import frClients from "../../locales/fr/clients.json";
import frCommon from "../../locales/fr/common.json";
import frCompanies from "../../locales/fr/companies.json";
import frConversations from "../../locales/fr/conversations.json";
import frDashboard from "../../locales/fr/dashboard.json";
import frDocumentPayments from "../../locales/fr/document-payments.json";
import frDocuments from "../../locales/fr/documents.json";
import frEinvoicing from "../../locales/fr/einvoicing.json";
import frErrors from "../../locales/fr/errors.json";
import frEvents from "../../locales/fr/events.json";
import frLayout from "../../locales/fr/layout.json";
import frMarketplaces from "../../locales/fr/marketplaces.json";
import frMedia from "../../locales/fr/media.json";
import frNotifications from "../../locales/fr/notifications.json";
import frProducts from "../../locales/fr/products.json";
import frQuoteConfig from "../../locales/fr/quote-config.json";
import frShowcase from "../../locales/fr/showcase.json";
import frSubscriptions from "../../locales/fr/subscriptions.json";
import frTasks from "../../locales/fr/tasks.json";
import frTransactions from "../../locales/fr/transactions.json";
import frVendors from "../../locales/fr/vendors.json";

/**
 * French, the language of every screen, is bundled: the first screen must not wait for its texts. English
 * (the fallback) is a separate chunk, resources-en.ts, fetched only when English is asked for.
 */
export const resources = {
  fr: {
    common: frCommon,
    errors: frErrors,
    auth: frAuth,
    account: frAccount,
    vendors: frVendors,
    layout: frLayout,
    clients: frClients,
    calendar: frCalendar,
    companies: frCompanies,
    conversations: frConversations,
    marketplaces: frMarketplaces,
    events: frEvents,
    documents: frDocuments,
    "document-payments": frDocumentPayments,
    einvoicing: frEinvoicing,
    media: frMedia,
    notifications: frNotifications,
    products: frProducts,
    "quote-config": frQuoteConfig,
    showcase: frShowcase,
    dashboard: frDashboard,
    transactions: frTransactions,
    subscriptions: frSubscriptions,
    tasks: frTasks,
    admin: frAdmin,
    blog: frBlog,
  },
} as const;

export const defaultNamespace = "common";
