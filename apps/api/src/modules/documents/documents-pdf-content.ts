import zlib from "node:zlib";

/**
 * A page's drawing operators, as text until the page is compressed. pdfkit turns every operator into its
 * own byte array as it is written (a few thousand per invoice page): here they are kept as text and made
 * bytes once. Two things written here rather than through pdfkit make the page shorter to write and to
 * compress, for the same drawing:
 * - consecutive texts share one text object (pdfkit wraps each line in its own save, flip, BT…ET, restore
 *   and names its font again): the object stays open until something else is drawn;
 * - a fill colour is written only when it changes (the layout sets one before every text).
 */

type PageContent = { buffer: Uint8Array[]; compress: boolean; data: { Filter?: string }; write: (chunk: unknown) => void };
export type Page = { content: PageContent; markings: unknown[]; height: number };

type Sink = {
  ops: string[];
  /** The text object left open, with the text state set in it. */
  text: { font: string; size: number; characterSpacing: number } | null;
  /** The fill colour in force after the operators so far (outside any open text object). */
  fill: string | null;
  /** The last fill colour set inside the open text object: set again once it closes (its restore undoes it). */
  fillInText: string | null;
};
const sinks = new WeakMap<PageContent, Sink>();

/** Starts collecting a new page's operators (call on each page pdfkit adds). */
export function collectPageText(page: Page): void {
  const content = page.content;
  const write = content.write.bind(content);
  const sink: Sink = { ops: [], text: null, fill: null, fillInText: null };
  sinks.set(content, sink);
  content.write = (chunk: unknown) => {
    closeText(sink);
    if (typeof chunk === "string") {
      sink.ops.push(chunk);
      // pdfkit's own colour operators (its text on a new page): what is in force is no longer known here.
      if (chunk.endsWith(" scn") || chunk.endsWith(" cs")) sink.fill = null;
    } else {
      flushPageText(content);
      write(chunk);
    }
  };
}

function closeText(sink: Sink): void {
  if (!sink.text) return;
  sink.ops.push("ET\nQ");
  sink.text = null;
  if (sink.fillInText !== null && sink.fillInText !== sink.fill) {
    sink.ops.push(fillOp(sink.fillInText));
    sink.fill = sink.fillInText;
  }
  sink.fillInText = null;
}

function flushPageText(content: PageContent): void {
  const sink = sinks.get(content);
  if (!sink) return;
  closeText(sink);
  if (sink.ops.length === 0) return;
  // As pdfkit writes each operator: its characters' low bytes, then a line feed.
  content.buffer.push(Buffer.from(`${sink.ops.join("\n")}\n`, "latin1"));
  if (content.compress) content.data.Filter = "FlateDecode";
  sink.ops.length = 0;
}

const fillOps = new Map<string, string>();
/** pdfkit's operators for a "#rrggbb" fill colour, with its numbers (each channel ÷ 255). */
function fillOp(color: string): string {
  let op = fillOps.get(color);
  if (op === undefined) {
    // Vendors choose their colours: the kept operators stay few.
    if (fillOps.size >= 1000) fillOps.clear();
    const hex = Number.parseInt(color.slice(1), 16);
    op = `/DeviceRGB cs\n${[hex >> 16, (hex >> 8) & 0xff, hex & 0xff].map((c) => c / 255).join(" ")} scn`;
    fillOps.set(color, op);
  }
  return op;
}

type FillDocument = { page: Page; _fillColor: unknown; fillColor: (color: string) => unknown };

/** Sets the fill colour ("#rrggbb") as pdfkit's fillColor would, unless it is already the one in force. */
export function setFill(doc: FillDocument, color: string): void {
  const sink = sinks.get(doc.page.content);
  if (!sink || !/^#[0-9a-f]{6}$/i.test(color)) {
    doc.fillColor(color);
    return;
  }
  // pdfkit reads it back to colour text it continues on a new page.
  doc._fillColor = [color, undefined];
  if (sink.text) {
    if ((sink.fillInText ?? sink.fill) === color) return;
    sink.ops.push(fillOp(color));
    sink.fillInText = color;
    return;
  }
  if (sink.fill === color) return;
  sink.ops.push(fillOp(color));
  sink.fill = color;
}

/**
 * The page's sink for text operators, opening a text object if none is open: its origin at the page's
 * top left like pdfkit's texts. Null when the page is not collected here.
 */
export function openText(page: Page): { ops: string[]; text: NonNullable<Sink["text"]> } | null {
  const sink = sinks.get(page.content);
  if (!sink) return null;
  if (!sink.text) {
    sink.ops.push(`q\n1 0 0 -1 0 ${Math.round(page.height * 1e6) / 1e6} cm\nBT`);
    sink.text = { font: "", size: 0, characterSpacing: 0 };
  }
  return sink as { ops: string[]; text: NonNullable<Sink["text"]> };
}

/**
 * pdfkit deflates each page's drawing at its default level when the document ends; an invoice page is a few
 * kilobytes of repetitive text operators that the fastest level compresses nearly as well, in a fraction of
 * the time. Pages already marked (tagged PDF) are left to pdfkit, which closes their marks first.
 */
export function compressPages(pages: Page[]): void {
  for (const page of pages) {
    const content = page.content;
    flushPageText(content);
    // What pdfkit writes from here (closing a tagged page's marks) goes its own way again.
    delete (content as Partial<PageContent>).write;
    if (!content.compress || page.markings.length > 0 || content.buffer.length === 0) continue;
    content.buffer = [zlib.deflateSync(Buffer.concat(content.buffer), { level: 1 })];
    content.compress = false;
    content.data.Filter = "FlateDecode";
  }
}
