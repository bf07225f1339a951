/**
 * The new text of an e-mail reply: the quoted history and the signature removed, so that only what
 * the couple wrote lands in the thread. Pure rules, cut at the first line that starts the history.
 */
const historyStarts: RegExp[] = [
  // Gmail, French: « Le sam. 12 juin 2027 à 10:00, Château <x@y.fr> a écrit : » (may wrap over two lines).
  /^Le .{3,200}a écrit\s?:\s*$/i,
  // Gmail, English: « On Sat, Jun 12, 2027 at 10:00 AM Château <x@y.fr> wrote: ».
  /^On .{3,200}wrote:\s*$/i,
  // Outlook, French and English headers of the forwarded/quoted message.
  /^De\s?: .+$/,
  /^From: .+$/,
  /^-{2,}\s*(Message d'origine|Original Message|Message transféré|Forwarded message)\s*-{2,}\s*$/i,
  /^_{10,}\s*$/,
  // Apple Mail, French: « Le 12 juin 2027 à 10:00, Château <x@y.fr> a écrit : » (same as Gmail), and the iOS form.
  /^Envoyé de mon (iPhone|iPad)\s*$/i,
  /^Sent from my (iPhone|iPad)\s*$/i,
  // The « -- » signature separator (RFC 3676), with or without its trailing space.
  /^--\s?$/,
];

/** Gmail wraps a long « Le …, X <x@y.fr> a écrit : » line: the joined pair is checked too. */
const twoLineHistory = /^Le .{3,300}a écrit\s?:\s*$/i;

export function stripReply(text: string): string {
  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  let end = lines.length;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] ?? "").trimEnd();
    const next = (lines[i + 1] ?? "").trim();
    if (line.startsWith(">")) {
      end = i;
      break;
    }
    if (historyStarts.some((rule) => rule.test(line.trim()))) {
      end = i;
      break;
    }
    if (next && twoLineHistory.test(`${line.trim()} ${next}`)) {
      end = i;
      break;
    }
  }
  return lines
    .slice(0, end)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
