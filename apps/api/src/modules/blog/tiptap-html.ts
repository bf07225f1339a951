import createDOMPurify from "dompurify";
import { jsdom } from "../../platform/lazy-jsdom.ts";
import { escapeHtml } from "../public-showcase/html.ts";

type Mark = { type?: unknown; attrs?: Record<string, unknown> };
type Node = { type?: unknown; text?: unknown; attrs?: Record<string, unknown>; content?: unknown; marks?: unknown };

const attr = (value: unknown) => escapeHtml(String(value));
const children = (node: Node, depth: number): string =>
  Array.isArray(node.content) ? node.content.map((child) => renderNode(child as Node, depth + 1)).join("") : "";

function renderMarks(text: string, marks: unknown): string {
  if (!Array.isArray(marks)) return text;
  let out = text;
  for (const mark of marks as Mark[]) {
    switch (mark?.type) {
      case "bold":
        out = `<strong>${out}</strong>`;
        break;
      case "italic":
        out = `<em>${out}</em>`;
        break;
      case "underline":
        out = `<u>${out}</u>`;
        break;
      case "strike":
        out = `<s>${out}</s>`;
        break;
      case "code":
        out = `<code>${out}</code>`;
        break;
      case "link": {
        const href = mark.attrs?.href;
        if (typeof href === "string") out = `<a href="${attr(href)}">${out}</a>`;
        break;
      }
      default:
        break; // an unknown mark keeps its text, without markup
    }
  }
  return out;
}

/**
 * HTML of one TipTap node: StarterKit's nodes and marks, plus images (media library URLs). Unknown
 * nodes keep their children's text. Every text and attribute is escaped here; DOMPurify then checks
 * the result against an allow-list, so that a forged document cannot smuggle markup either way.
 */
function renderNode(node: Node, depth: number): string {
  if (!node || typeof node !== "object" || depth > 60) return "";
  const inner = () => children(node, depth);
  switch (node.type) {
    case "doc":
      return inner();
    case "text":
      return typeof node.text === "string" ? renderMarks(escapeHtml(node.text), node.marks) : "";
    case "paragraph":
      return `<p>${inner()}</p>`;
    case "heading": {
      const level = Number(node.attrs?.level);
      const h = Number.isInteger(level) && level >= 2 && level <= 4 ? level : 2; // h1 is the article's title
      return `<h${h}>${inner()}</h${h}>`;
    }
    case "blockquote":
      return `<blockquote>${inner()}</blockquote>`;
    case "bulletList":
      return `<ul>${inner()}</ul>`;
    case "orderedList": {
      const start = Number(node.attrs?.start);
      return Number.isInteger(start) && start > 1 ? `<ol start="${start}">${inner()}</ol>` : `<ol>${inner()}</ol>`;
    }
    case "listItem":
      return `<li>${inner()}</li>`;
    case "codeBlock":
      return `<pre><code>${inner()}</code></pre>`;
    case "horizontalRule":
      return "<hr>";
    case "hardBreak":
      return "<br>";
    case "image": {
      const src = node.attrs?.src;
      if (typeof src !== "string") return "";
      const alt = typeof node.attrs?.alt === "string" ? node.attrs.alt : "";
      return `<img src="${attr(src)}" alt="${attr(alt)}" loading="lazy">`;
    }
    default:
      return inner();
  }
}

type Purifier = ReturnType<typeof createDOMPurify>;
let purifier: Purifier | null = null;
const purify = () => {
  purifier ??= createDOMPurify(new (jsdom())("").window as unknown as Parameters<typeof createDOMPurify>[0]);
  return purifier;
};

const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "u",
  "s",
  "code",
  "pre",
  "a",
  "ul",
  "ol",
  "li",
  "h2",
  "h3",
  "h4",
  "blockquote",
  "hr",
  "img",
];
const ALLOWED_ATTR = ["href", "start", "src", "alt", "loading"];

/** Scripts, handlers, styles and foreign URLs removed: links and images are http(s) or site-relative. */
export function sanitizeArticleHtml(markup: string): string {
  return purify().sanitize(markup, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  });
}

/** The article's HTML, from its TipTap document, sanitised; its links pass no referrer or ranking on. */
export function articleHtmlOf(doc: unknown): string {
  return sanitizeArticleHtml(renderNode(doc as Node, 0)).replace(/<a href="/g, '<a rel="noopener noreferrer nofollow" href="');
}
