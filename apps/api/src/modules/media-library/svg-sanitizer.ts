import createDOMPurify from "dompurify";
import type { JSDOM } from "jsdom";
import { jsdom } from "../../platform/lazy-jsdom.ts";

const SVG_NS = "http://www.w3.org/2000/svg";
// A reference that leaves the document: anything but a fragment of the same file.
const EXTERNAL_URL = /url\s*\(\s*['"]?\s*(?!#)/i;
const LINK_ATTRIBUTES = new Set(["href", "xlink:href"]);
// Embedded pictures are self-contained; SVG or HTML data would bring back what was removed.
const EMBEDDED_PICTURE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=\s]*$/i;

/**
 * Returns a safe copy of an SVG file, or null when it is not a well-formed SVG document. Scripts,
 * event handlers, foreign content and animation are removed (DOMPurify's SVG profile), and so is
 * every reference to another resource (links, external images, @import, url(http…)), so that the
 * file shows the same thing wherever it is opened and calls nobody.
 */
export function sanitizeSvg(bytes: Buffer): Buffer | null {
  let dom: JSDOM;
  try {
    // An XML parse: no external entity is ever fetched, an undefined entity is an error.
    dom = new (jsdom())(bytes.toString("utf8"), { contentType: "image/svg+xml" });
  } catch {
    return null;
  }
  const { window } = dom;
  try {
    const root = window.document.documentElement;
    if (!root || root.namespaceURI !== SVG_NS || root.localName !== "svg") return null;

    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook("uponSanitizeElement", (node, data) => {
      if (data.tagName === "style" && EXTERNAL_URL.test(node.textContent ?? "")) node.parentNode?.removeChild(node);
      if (data.tagName === "style" && /@import/i.test(node.textContent ?? "")) node.parentNode?.removeChild(node);
    });
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const value = data.attrValue ?? "";
      if (LINK_ATTRIBUTES.has(data.attrName) && !value.startsWith("#") && !EMBEDDED_PICTURE.test(value)) data.keepAttr = false;
      if (EXTERNAL_URL.test(value) || /@import/i.test(value)) data.keepAttr = false;
    });
    purify.sanitize(root, { USE_PROFILES: { svg: true, svgFilters: true }, IN_PLACE: true });

    const clean = window.document.documentElement;
    if (clean?.localName !== "svg") return null;
    const xml = new window.XMLSerializer().serializeToString(clean);
    return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`, "utf8");
  } finally {
    window.close();
  }
}
