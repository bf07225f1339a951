import { DEFAULT_LOCALE, FALLBACK_LOCALE, withDe } from "@cortege/domain";
import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import frAuth from "../../locales/fr/auth.json";
import frCommon from "../../locales/fr/common.json";
import frErrors from "../../locales/fr/errors.json";
import frLayout from "../../locales/fr/layout.json";
import type { defaultNamespace } from "./resources.ts";

/**
 * The French texts every first screen needs (the login page, the back office's shell, error messages) are bundled:
 * they must not wait for a request. Every other namespace is a chunk of its own, fetched when a screen asks for it
 * (`useTranslation("clients")` suspends until it is there), so a screen downloads only its feature's texts.
 */
const bundled = { common: frCommon, errors: frErrors, auth: frAuth, layout: frLayout };

const frenchChunks = import.meta.glob<ResourceKey>(
  ["../../locales/fr/*.json", "!**/common.json", "!**/errors.json", "!**/auth.json", "!**/layout.json"],
  { import: "default" },
);

export const i18n = i18next.createInstance();

// `isLanguageChangingTo` is set by changeLanguage while it loads the new language's texts (not in i18next's types).
const englishInUse = () =>
  i18n.language === FALLBACK_LOCALE || (i18n as { isLanguageChangingTo?: string }).isLanguageChangingTo === FALLBACK_LOCALE;

let preloading = false;

/**
 * Fetches the remaining French namespaces once a feature's screen is on its way and the browser is idle, so that a
 * dialog opened later (with another feature's texts) does not wait for them: a few kB, off the first screen's path.
 * The login page needs none of them and fetches none.
 */
function preloadTexts(): void {
  if (preloading || typeof window === "undefined") return;
  preloading = true;
  const namespaces = Object.keys(frenchChunks).map((key) => key.replace(/^.*\/([\w-]+)\.json$/, "$1"));
  // One namespace per idle moment: asking for twenty at once held a phone's processor for a long task of its own.
  const idle = (run: () => void) =>
    "requestIdleCallback" in window ? window.requestIdleCallback(run, { timeout: 5000 }) : run();
  const next = () => {
    const namespace = namespaces.shift();
    if (namespace === undefined) return;
    void i18n.loadNamespaces(namespace).finally(() => idle(next));
  };
  // Not at the first idle moment: while the screen waits for its own code and data the browser is idle too, and these
  // twenty requests would then compete with them on a phone's connection. A few seconds later, then when idle.
  setTimeout(() => idle(next), 4000);
}

/** Loads one namespace's texts: French per namespace; English (one chunk) only when English is the language shown. */
const chunkBackend: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, done) {
    // As the fallback behind complete French texts (the locales test checks the key sets) English is never shown:
    // a French screen does not download a second language.
    if (language === FALLBACK_LOCALE && !englishInUse()) {
      done(null, {});
      return;
    }
    const load = async (): Promise<ResourceKey> => {
      if (language === FALLBACK_LOCALE) {
        const { enResources } = await import("./resources-en.ts");
        return (enResources as Record<string, ResourceKey>)[namespace] ?? {};
      }
      const chunk = frenchChunks[`../../locales/fr/${namespace}.json`];
      // Past the bundled namespaces the visitor is on a feature's screen: the others follow when the browser is idle.
      preloadTexts();
      return chunk ? chunk() : {};
    };
    load().then(
      (texts) => done(null, texts),
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

void i18n
  .use(chunkBackend)
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LOCALE,
    fallbackLng: FALLBACK_LOCALE,
    supportedLngs: [DEFAULT_LOCALE, FALLBACK_LOCALE],
    resources: { [DEFAULT_LOCALE]: bundled },
    // The bundled namespaces are used as they are; the backend is asked only for the others.
    partialBundledLanguages: true,
    ns: Object.keys(bundled),
    // resources.ts (every French text, for the key types and the tests) must not be imported here: it would bundle them all.
    defaultNS: "common" satisfies typeof defaultNamespace,
    // React escapes what it renders; escaping here too would show "&#39;" in French apostrophes.
    interpolation: { escapeValue: false },
    // The bundled French is there at once: initialising synchronously avoids a first render with raw keys.
    initAsync: false,
    // Keeps the browser console and the test output free of the library's advertisement.
    showSupportNotice: false,
  });

// « {{name, de}} » in a French text: « de Paul », « d'Hélène », « d'avril » (elision, domain withDe).
i18n.services.formatter?.add("de", (value) => withDe(String(value ?? "")));

let english: Promise<void> | undefined;

/** Every English namespace, when English is asked for (one chunk, fetched on demand). */
export function loadEnglish(): Promise<void> {
  english ??= import("./resources-en.ts").then(({ enResources }) => {
    for (const [namespace, bundle] of Object.entries(enResources)) {
      i18n.addResourceBundle(FALLBACK_LOCALE, namespace, bundle, true, true);
    }
  });
  return english;
}

i18n.on("languageChanged", (language) => {
  document.documentElement.lang = language;
  if (language === FALLBACK_LOCALE) void loadEnglish();
});
