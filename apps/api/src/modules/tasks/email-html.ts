import createDOMPurify from "dompurify";
import type { JSDOM } from "jsdom";
import { jsdom } from "../../platform/lazy-jsdom.ts";

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: { purify: Purifier; window: JSDOM["window"] } | null = null;

function instance() {
  if (!purifier) {
    const { window } = new (jsdom())("");
    purifier = { purify: createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]), window };
  }
  return purifier;
}

// What a rich-text e-mail body needs (TipTap's marks and nodes); nothing that runs or loads.
const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "a",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "blockquote",
  "span",
  "hr",
];
const ALLOWED_ATTR = ["href", "target", "rel", "data-variable", "data-type", "data-id", "data-label"];

/** A safe copy of the e-mail body typed in the editor: scripts, styles, images and handlers removed. */
export function sanitizeEmailHtml(html: string): string {
  return instance().purify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
  });
}

/** The plain-text part of the e-mail: paragraphs and line breaks kept, tags dropped. */
export function htmlToText(html: string): string {
  const { window } = instance();
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|blockquote)>/gi, "\n")
    .replace(/<li[^>]*>/gi, "• ");
  const doc = new window.DOMParser().parseFromString(`<body>${withBreaks}</body>`, "text/html");
  return (doc.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}
