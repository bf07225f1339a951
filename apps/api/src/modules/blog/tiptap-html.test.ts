import { describe, expect, it } from "vitest";
import { articleHtmlOf, sanitizeArticleHtml } from "./tiptap-html.ts";

const doc = (...content: unknown[]) => ({ type: "doc", content });
const text = (value: string, marks?: unknown[]) => ({ type: "text", text: value, ...(marks ? { marks } : {}) });

describe("article HTML from TipTap JSON", () => {
  it("renders StarterKit's nodes and marks", () => {
    const out = articleHtmlOf(
      doc(
        { type: "heading", attrs: { level: 2 }, content: [text("Le budget")] },
        {
          type: "paragraph",
          content: [
            text("Un "),
            text("bon", [{ type: "bold" }]),
            text(" lien", [{ type: "link", attrs: { href: "https://exemple.fr" } }]),
          ],
        },
        { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [text("Fleurs")] }] }] },
        { type: "blockquote", content: [{ type: "paragraph", content: [text("Oui")] }] },
        { type: "horizontalRule" },
      ),
    );
    expect(out).toBe(
      '<h2>Le budget</h2><p>Un <strong>bon</strong><a rel="noopener noreferrer nofollow" href="https://exemple.fr"> lien</a></p>' +
        "<ul><li><p>Fleurs</p></li></ul><blockquote><p>Oui</p></blockquote><hr>",
    );
  });

  it("escapes text typed as markup", () => {
    expect(articleHtmlOf(doc({ type: "paragraph", content: [text("<script>alert(1)</script>")] }))).toBe(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>",
    );
  });

  it("drops javascript: links and images with handlers from a forged document", () => {
    const out = articleHtmlOf(
      doc(
        { type: "paragraph", content: [text("clic", [{ type: "link", attrs: { href: "javascript:alert(1)" } }])] },
        { type: "image", attrs: { src: 'x" onerror="alert(1)', alt: "a" } },
      ),
    );
    expect(out).not.toContain("javascript:");
    expect(out).not.toMatch(/<img[^>]*onerror/);
    expect(out).toContain("clic");
  });

  it("the sanitiser strips <script> and onerror from raw HTML", () => {
    const out = sanitizeArticleHtml('<p>ok</p><script>alert(1)</script><img src="/a.png" onerror="alert(1)" alt="">');
    expect(out).toBe('<p>ok</p><img src="/a.png" alt="">');
  });
});
