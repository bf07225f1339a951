import { DEFAULT_LOCALE, FALLBACK_LOCALE, withDe } from "@cortege/domain";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { defaultNamespace, resources } from "./resources.ts";

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: FALLBACK_LOCALE,
  supportedLngs: [DEFAULT_LOCALE, FALLBACK_LOCALE],
  resources,
  ns: Object.keys(resources.fr),
  defaultNS: defaultNamespace,
  // React escapes what it renders; escaping here too would show "&#39;" in French apostrophes.
  interpolation: { escapeValue: false },
  // French is bundled: initialising synchronously avoids a first render with raw keys.
  initAsync: false,
  // Keeps the browser console and the test output free of the library's advertisement.
  showSupportNotice: false,
});

// « {{name, de}} » in a French text: « de Paul », « d'Hélène », « d'avril » (elision, domain withDe).
i18n.services.formatter?.add("de", (value) => withDe(String(value ?? "")));

/**
 * English is a chunk of its own, fetched when English is asked for: the French first screen does not download it.
 * As the fallback it only matters for a French key that is missing, which the locale key-set test rules out.
 */
export async function loadEnglish(): Promise<void> {
  if (i18n.hasResourceBundle(FALLBACK_LOCALE, defaultNamespace)) return;
  const { enResources } = await import("./resources-en.ts");
  for (const [namespace, bundle] of Object.entries(enResources)) {
    i18n.addResourceBundle(FALLBACK_LOCALE, namespace, bundle, true, true);
  }
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  if (language === FALLBACK_LOCALE) void loadEnglish();
});
