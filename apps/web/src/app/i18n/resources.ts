import enAccount from "../../locales/en/account.json";
import enAuth from "../../locales/en/auth.json";
import enCommon from "../../locales/en/common.json";
import enErrors from "../../locales/en/errors.json";
import enLayout from "../../locales/en/layout.json";
import enVendors from "../../locales/en/vendors.json";
import frAccount from "../../locales/fr/account.json";
import frAuth from "../../locales/fr/auth.json";
import frCommon from "../../locales/fr/common.json";
import frErrors from "../../locales/fr/errors.json";
import frLayout from "../../locales/fr/layout.json";
import frVendors from "../../locales/fr/vendors.json";

/** Bundled, not fetched: the texts are small and the first screen must not wait for them. */
export const resources = {
  fr: { common: frCommon, errors: frErrors, auth: frAuth, account: frAccount, vendors: frVendors, layout: frLayout },
  en: { common: enCommon, errors: enErrors, auth: enAuth, account: enAccount, vendors: enVendors, layout: enLayout },
} as const;

export const defaultNamespace = "common";
