import { createRequire } from "node:module";
import type * as Jsdom from "jsdom";

const require = createRequire(import.meta.url);
let loaded: typeof Jsdom.JSDOM | undefined;

/**
 * jsdom, loaded on first use: it costs about a second of CPU to load, which every server start paid for an SVG
 * upload or a task e-mail that may never come. A CommonJS package, so it can be required synchronously.
 */
export function jsdom(): typeof Jsdom.JSDOM {
  loaded ??= (require("jsdom") as typeof Jsdom).JSDOM;
  return loaded;
}
