import { createHash } from "node:crypto";
import { type PrintDocument, renderDocumentPdf } from "./documents-pdf.ts";

/** Bytes of PDFs kept in this process (a 1-page invoice is ~30 KiB, a logo-heavy 4-page one ~150 KiB). */
const MAX_BYTES = 32 * 2 ** 20;

/**
 * The whole input of a rendering, hashed: the printable document (every text, amount, date, colour and
 * the logo's bytes) and the Factur-X XML. Same key, same bytes (renderDocumentPdf is deterministic).
 */
function keyOf(input: PrintDocument, facturX: Buffer | null): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify({ ...input, logo: null }));
  hash.update("\0logo\0");
  if (input.logo) hash.update(input.logo);
  hash.update("\0facturx\0");
  if (facturX) hash.update(facturX);
  return hash.digest("base64url");
}

/**
 * A draft or quote PDF is rendered live at each download or preview (issued documents serve their stored
 * original). pdfkit's layout and drawing are most of that work and block the event loop (a few ms for a
 * page, more for an edited draft whose texts are new): when nothing printed changed since the last rendering, the
 * same bytes are served from memory.
 * The key is the full printed input, never the document's id, so an edit, a new logo or a changed
 * mention (today's date in a draft's due date) renders again; least recently used entries go first.
 */
export function createPdfCache(maxBytes = MAX_BYTES) {
  const entries = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let bytes = 0;

  const evict = () => {
    for (const key of entries.keys()) {
      if (bytes <= maxBytes) return;
      bytes -= sizes.get(key) ?? 0;
      entries.delete(key);
      sizes.delete(key);
    }
  };

  return {
    render(input: PrintDocument, facturX: Buffer | null = null): Promise<Buffer> {
      const key = keyOf(input, facturX);
      const hit = entries.get(key);
      if (hit) {
        // Most recently used goes last (Map keeps insertion order).
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      // The promise is kept at once: two downloads of the same draft together render it once.
      const pending = renderDocumentPdf(input, facturX);
      entries.set(key, pending);
      pending.then(
        (pdf) => {
          if (entries.get(key) !== pending) return;
          sizes.set(key, pdf.length);
          bytes += pdf.length;
          evict();
        },
        () => entries.delete(key),
      );
      return pending;
    },
    get size() {
      return entries.size;
    },
  };
}

/** The process's cache, shared by the API's renderings (documents' downloads, previews and e-mails). */
export const pdfCache = createPdfCache();
