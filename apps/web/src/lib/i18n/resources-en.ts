import enAccount from "../../locales/en/account.json";
import enAdmin from "../../locales/en/admin.json";
import enAuth from "../../locales/en/auth.json";
import enBlog from "../../locales/en/blog.json";
import enCalendar from "../../locales/en/calendar.json";
import enClients from "../../locales/en/clients.json";
import enCommon from "../../locales/en/common.json";
import enCompanies from "../../locales/en/companies.json";
import enConversations from "../../locales/en/conversations.json";
import enDashboard from "../../locales/en/dashboard.json";
import enDocumentPayments from "../../locales/en/document-payments.json";
import enDocuments from "../../locales/en/documents.json";
import enEinvoicing from "../../locales/en/einvoicing.json";
import enErrors from "../../locales/en/errors.json";
import enEvents from "../../locales/en/events.json";
import enLayout from "../../locales/en/layout.json";
import enMarketplaces from "../../locales/en/marketplaces.json";
import enMedia from "../../locales/en/media.json";
import enNotifications from "../../locales/en/notifications.json";
import enProducts from "../../locales/en/products.json";
import enQuoteConfig from "../../locales/en/quote-config.json";
import enShowcase from "../../locales/en/showcase.json";
import enSubscriptions from "../../locales/en/subscriptions.json";
import enTasks from "../../locales/en/tasks.json";
import enTransactions from "../../locales/en/transactions.json";
import enVendors from "../../locales/en/vendors.json";

/** English texts: fetched on demand (see i18n.ts), not part of the first download. */
export const enResources = {
  common: enCommon,
  errors: enErrors,
  auth: enAuth,
  account: enAccount,
  vendors: enVendors,
  layout: enLayout,
  clients: enClients,
  calendar: enCalendar,
  companies: enCompanies,
  conversations: enConversations,
  marketplaces: enMarketplaces,
  events: enEvents,
  documents: enDocuments,
  "document-payments": enDocumentPayments,
  einvoicing: enEinvoicing,
  media: enMedia,
  notifications: enNotifications,
  products: enProducts,
  "quote-config": enQuoteConfig,
  showcase: enShowcase,
  dashboard: enDashboard,
  transactions: enTransactions,
  subscriptions: enSubscriptions,
  tasks: enTasks,
  admin: enAdmin,
  blog: enBlog,
};
