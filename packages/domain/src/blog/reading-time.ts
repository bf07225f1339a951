/** Words a reader reads in a minute: the usual figure for French prose on a screen. */
export const READING_WORDS_PER_MINUTE = 200;

/** Minutes to read a text, rounded up, at least 1 for a non-empty text and 0 for an empty one. */
export function readingTimeOf(text: string): number {
  const words = text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return words === 0 ? 0 : Math.max(1, Math.ceil(words / READING_WORDS_PER_MINUTE));
}

type TipTapNode = { type?: string; text?: string; content?: TipTapNode[] };

/** The plain text of a TipTap document (its text nodes, blocks separated by spaces). */
export function tipTapText(doc: unknown): string {
  const parts: string[] = [];
  const walk = (node: TipTapNode | undefined) => {
    if (!node || typeof node !== "object") return;
    if (typeof node.text === "string") parts.push(node.text);
    if (Array.isArray(node.content)) for (const child of node.content) walk(child);
    parts.push(" ");
  };
  walk(doc as TipTapNode);
  return parts.join("").replace(/\s+/g, " ").trim();
}
