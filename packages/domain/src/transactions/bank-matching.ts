/** An issued invoice or deposit invoice that still awaits money (cents). */
export type OpenInvoice = { quoteId: string; name: string; clientName: string; remaining: number; dueDate: string | null };
export type MatchSuggestion = { quoteId: string; name: string; clientName: string; remaining: number; score: number };

/** Amount tolerance: a bank line within 1 € or 1 % (the lesser) of what remains (bank fees, rounding). */
export const matchTolerance = (remaining: number) => Math.min(100, Math.round(remaining / 100));

const words = (s: string) =>
  new Set(
    s
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3 && !STOP.has(w)),
  );
const STOP = new Set([
  "vir",
  "virement",
  "sepa",
  "inst",
  "recu",
  "from",
  "de",
  "des",
  "les",
  "mme",
  "mlle",
  "mr",
  "m",
  "et",
  "prlv",
  "carte",
  "cb",
  "sas",
  "sarl",
  "ref",
  "motif",
]);

/**
 * Invoices a credit line may pay: the amount within tolerance of what remains, or the client's name
 * (or the invoice number) in the label. Exact amount + name first; at most three.
 */
export function suggestMatches(
  line: { amount: number; label: string; counterparty: string | null },
  open: readonly OpenInvoice[],
): MatchSuggestion[] {
  if (line.amount <= 0) return [];
  const text = `${line.label} ${line.counterparty ?? ""}`;
  const said = words(text);
  const upper = text.toUpperCase();
  const out: MatchSuggestion[] = [];
  for (const inv of open) {
    const gap = Math.abs(inv.remaining - line.amount);
    const amountScore = gap === 0 ? 60 : gap <= matchTolerance(inv.remaining) ? 45 : 0;
    const named = [...words(inv.clientName)].filter((w) => said.has(w)).length;
    const nameScore = upper.includes(inv.name.toUpperCase()) ? 50 : named > 0 ? 25 + Math.min(named, 2) * 5 : 0;
    // A name alone suggests a partial payment only when it does not exceed what remains.
    if (amountScore === 0 && (nameScore === 0 || line.amount > inv.remaining)) continue;
    out.push({
      quoteId: inv.quoteId,
      name: inv.name,
      clientName: inv.clientName,
      remaining: inv.remaining,
      score: amountScore + nameScore,
    });
  }
  return out.sort((a, b) => b.score - a.score || a.name.localeCompare(b.name)).slice(0, 3);
}

/** A match sure enough to be taken without asking: amount exact and name or number in the label. */
export const isSureMatch = (s: MatchSuggestion | undefined) => s !== undefined && s.score >= 85;

/**
 * The category the vendor gave most often to lines sharing a word with this label (its history), with
 * the share of those lines; null without history.
 */
export function suggestCategory(
  label: string,
  history: readonly { label: string; categoryId: string }[],
): { categoryId: string; confidence: number } | null {
  const said = words(label);
  const votes = new Map<string, number>();
  let total = 0;
  for (const h of history) {
    const shared = [...words(h.label)].filter((w) => said.has(w) && !/^\d+$/.test(w)).length;
    if (shared === 0) continue;
    votes.set(h.categoryId, (votes.get(h.categoryId) ?? 0) + shared);
    total += shared;
  }
  let best: { categoryId: string; confidence: number } | null = null;
  for (const [categoryId, v] of votes) {
    if (!best || v / total > best.confidence) best = { categoryId, confidence: Math.round((v / total) * 100) / 100 };
  }
  return best;
}
