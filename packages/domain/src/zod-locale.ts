import { config } from "zod";
import { fr } from "zod/locales";

// Messages the spec does not word itself (wrong type, bad enum value…) are still shown in French,
// in the browser and on the server alike.
// The one module of the package with a side effect: package.json's `sideEffects` names it so that bundlers keep it.
config(fr());
