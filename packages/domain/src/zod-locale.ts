import { config } from "zod";
import { fr } from "zod/locales";

/**
 * Messages the spec does not word itself (wrong type, bad enum value…) are shown in French, in the browser and on
 * the server alike. The web's entry calls this itself: the bundler drops this module's top-level call (package.json's
 * `sideEffects` entry for this file is not honoured by Vite 8's bundler), so an explicit call from an entry is the
 * only form that survives tree-shaking.
 */
export function applyFrenchZodMessages(): void {
  config(fr());
}

applyFrenchZodMessages();
