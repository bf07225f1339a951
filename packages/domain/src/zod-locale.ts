import { config } from "zod";
import { fr } from "zod/locales";

// Messages the spec does not word itself (wrong type, bad enum value…) are still shown in French,
// in the browser and on the server alike.
// Named imports, not `z.config`: the web build declares `z.*` calls pure so that unused schemas drop out
// (apps/web/vite.config.ts), and this one call must stay.
config(fr());
