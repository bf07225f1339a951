import { z } from "zod";

// Messages the spec does not word itself (wrong type, bad enum value…) are still shown in French,
// in the browser and on the server alike.
z.config(z.locales.fr());
