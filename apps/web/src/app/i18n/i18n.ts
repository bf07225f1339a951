import { DEFAULT_LOCALE, FALLBACK_LOCALE } from "@cortege/domain";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultNamespace, resources } from "./resources.ts";

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: Object.keys(resources),
  resources,
  ns: Object.keys(resources.fr),
  defaultNS: defaultNamespace,
  // React escapes what it renders; escaping here too would show "&#39;" in French apostrophes.
  interpolation: { escapeValue: false },
  // Resources are bundled: initialising synchronously avoids a first render with raw keys.
  initAsync: false,
  // Keeps the browser console and the test output free of the library's advertisement.
  showSupportNotice: false,
});

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
});
