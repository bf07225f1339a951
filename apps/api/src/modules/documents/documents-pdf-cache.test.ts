import { describe, expect, it } from "vitest";
import { benchFixture } from "./documents-pdf.fixtures.ts";
import { renderDocumentPdf } from "./documents-pdf.ts";
import { createPdfCache } from "./documents-pdf-cache.ts";
import { toPrintDocument } from "./documents-print.ts";

describe("the PDF cache of drafts", () => {
  it("serves the same bytes for an unchanged draft and renders again once anything printed changes", async () => {
    const cache = createPdfCache();
    const draft = toPrintDocument(benchFixture(5, null));
    const first = await cache.render(draft);
    // Same bytes as a fresh rendering: nothing is left out of the cached file.
    expect(first.equals(await renderDocumentPdf(draft))).toBe(true);
    // A second download of the unchanged draft is the kept file, not a new rendering.
    expect(await cache.render(toPrintDocument(benchFixture(5, null)))).toBe(first);

    const renamed = toPrintDocument(benchFixture(5, null));
    renamed.lines[0] = { ...(renamed.lines[0] as (typeof renamed.lines)[number]), name: "Cocktail au jardin" };
    const edited = await cache.render(renamed);
    expect(edited).not.toBe(first);
    expect(edited.equals(await renderDocumentPdf(renamed))).toBe(true);
  });

  it("keeps within its byte budget, dropping the least recently used first", async () => {
    const one = toPrintDocument(benchFixture(5, null));
    const size = (await renderDocumentPdf(one)).length;
    const cache = createPdfCache(Math.floor(size * 2.5));
    const variant = (name: string) => {
      const doc = toPrintDocument(benchFixture(5, null));
      doc.numberLabel = name;
      return doc;
    };
    const a = await cache.render(variant("A"));
    await cache.render(variant("B"));
    expect(await cache.render(variant("A"))).toBe(a);
    await cache.render(variant("C"));
    // B, the least recently used, made room for C; A stayed.
    expect(cache.size).toBe(2);
    expect(await cache.render(variant("A"))).toBe(a);
  });
});
