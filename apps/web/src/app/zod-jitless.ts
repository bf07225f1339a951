import { config } from "zod";

// The CSP forbids eval (script-src 'self'): zod's compiled parsers probe `new Function`, and the caught
// probe is still reported as a CSP violation. Interpreted parsing is quick enough for forms and answers.
config({ jitless: true });
