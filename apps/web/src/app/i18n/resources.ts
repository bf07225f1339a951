import enAccount from "../../locales/en/account.json";
import enAuth from "../../locales/en/auth.json";
import enClients from "../../locales/en/clients.json";
import enCommon from "../../locales/en/common.json";
import enCompanies from "../../locales/en/companies.json";
import enDocuments from "../../locales/en/documents.json";
import enErrors from "../../locales/en/errors.json";
import enEvents from "../../locales/en/events.json";
import enLayout from "../../locales/en/layout.json";
import enMedia from "../../locales/en/media.json";
import enProducts from "../../locales/en/products.json";
import enQuoteConfig from "../../locales/en/quote-config.json";
import enShowcase from "../../locales/en/showcase.json";
import enTasks from "../../locales/en/tasks.json";
import enVendors from "../../locales/en/vendors.json";
import frAccount from "../../locales/fr/account.json";
import frAuth from "../../locales/fr/auth.json";
import frClients from "../../locales/fr/clients.json";
import frCommon from "../../locales/fr/common.json";
import frCompanies from "../../locales/fr/companies.json";
import frDocuments from "../../locales/fr/documents.json";
import frErrors from "../../locales/fr/errors.json";
import frEvents from "../../locales/fr/events.json";
import frLayout from "../../locales/fr/layout.json";
import frMedia from "../../locales/fr/media.json";
import frProducts from "../../locales/fr/products.json";
import frQuoteConfig from "../../locales/fr/quote-config.json";
import frShowcase from "../../locales/fr/showcase.json";
import frTasks from "../../locales/fr/tasks.json";
import frVendors from "../../locales/fr/vendors.json";

/** Bundled, not fetched: the texts are small and the first screen must not wait for them. */
export const resources = {
  fr: {
    common: frCommon,
    errors: frErrors,
    auth: frAuth,
    account: frAccount,
    vendors: frVendors,
    layout: frLayout,
    clients: frClients,
    companies: frCompanies,
    events: frEvents,
    documents: frDocuments,
    media: frMedia,
    products: frProducts,
    "quote-config": frQuoteConfig,
    showcase: frShowcase,
    tasks: frTasks,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    auth: enAuth,
    account: enAccount,
    vendors: enVendors,
    layout: enLayout,
    clients: enClients,
    companies: enCompanies,
    events: enEvents,
    documents: enDocuments,
    media: enMedia,
    products: enProducts,
    "quote-config": enQuoteConfig,
    showcase: enShowcase,
    tasks: enTasks,
  },
} as const;

export const defaultNamespace = "common";
