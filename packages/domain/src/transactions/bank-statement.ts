/** One line of a bank statement, as every parser gives it (signed cents: credit positive). */
export type BankLine = {
  /** The bank's own id (OFX FITID, CAMT AcctSvcrRef/NtryRef), or null when the format has none. */
  reference: string | null;
  date: string;
  amount: number;
  label: string;
  /** The other party when the bank names it (CAMT Dbtr/Cdtr, OFX NAME). */
  counterparty: string | null;
};
export type BankParseResult =
  | { ok: true; format: "OFX" | "CAMT053" | "CSV"; account: string | null; lines: BankLine[] }
  | { ok: false; line: number; reason: string };

export const bankFail = (line: number, reason: string): BankParseResult => ({ ok: false, line, reason });

/** "1 234,56", "-45.10", "+12", "1.234,56" → cents, or null. */
export function parseBankAmount(raw: string): number | null {
  let s = raw
    .trim()
    .replace(/[\s\u00a0\u202f€]/g, "")
    .replace(/^\+/, "");
  if (s === "") return null;
  const neg = s.startsWith("-") || (s.startsWith("(") && s.endsWith(")"));
  s = s.replace(/^[-(]|\)$/g, "");
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(s)) s = s.replace(/\./g, "").replace(",", ".");
  else if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, "");
  else s = s.replace(",", ".");
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const [int = "0", dec = ""] = s.split(".");
  const cents = Number(int) * 100 + Number(dec.padEnd(2, "0"));
  return neg ? -cents : cents;
}

/** "27/11/2026", "27-11-26", "2026-11-27", "20261127" → 2026-11-27, or null. */
export function parseBankDate(raw: string): string | null {
  const s = raw.trim().split(/\s+/)[0] ?? "";
  let m = s.match(/^(\d{4})-?(\d{2})-?(\d{2})/);
  let iso: string | null = null;
  if (m) iso = `${m[1]}-${m[2]}-${m[3]}`;
  else {
    m = s.match(/^(\d{2})[/.-](\d{2})[/.-](\d{2}|\d{4})$/);
    if (m) iso = `${m[3]?.length === 2 ? `20${m[3]}` : m[3]}-${m[2]}-${m[1]}`;
  }
  if (!iso) return null;
  const d = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso ? null : iso;
}

const lineOf = (text: string, index: number) => text.slice(0, index).split(/\r\n|\r|\n/).length;

/**
 * OFX 1.x (SGML, the French banks' "Money" export: unclosed leaf tags, Latin-1) and OFX 2.x (XML):
 * each STMTTRN gives one line.
 */
export function parseOfx(text: string): BankParseResult {
  if (!/<OFX>/i.test(text)) return bankFail(1, "Balise <OFX> absente.");
  const account = text.match(/<ACCTID>\s*([^<\r\n]+)/i)?.[1]?.trim() ?? null;
  const lines: BankLine[] = [];
  const re = /<STMTTRN>([\s\S]*?)(?=<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>)/gi;
  for (const m of text.matchAll(re)) {
    const block = m[1] ?? "";
    const at = lineOf(text, m.index ?? 0);
    const tag = (name: string) => block.match(new RegExp(`<${name}>\\s*([^<\\r\\n]*)`, "i"))?.[1]?.trim() ?? "";
    const date = parseBankDate(tag("DTPOSTED"));
    if (!date) return bankFail(at, `Date DTPOSTED invalide : « ${tag("DTPOSTED")} ».`);
    const amount = parseBankAmount(tag("TRNAMT"));
    if (amount === null || amount === 0) return bankFail(at, `Montant TRNAMT invalide : « ${tag("TRNAMT")} ».`);
    const name = tag("NAME");
    const memo = tag("MEMO");
    lines.push({
      reference: tag("FITID") || null,
      date,
      amount,
      label: [name, memo].filter(Boolean).join(" ").trim() || tag("TRNTYPE"),
      counterparty: name || null,
    });
  }
  if (lines.length === 0) return bankFail(1, "Aucune opération (STMTTRN) dans le fichier.");
  return { ok: true, format: "OFX", account, lines };
}

const xmlText = (block: string, path: string[]): string => {
  let b = block;
  for (const name of path) {
    const m = b.match(new RegExp(`<(?:\\w+:)?${name}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${name}>`));
    if (!m) return "";
    b = m[1] ?? "";
  }
  return b
    .trim()
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&apos;/g, "'")
    .replace(/&quot;/g, '"');
};

/** ISO 20022 camt.053 (relevé de compte): each Ntry gives one line, CRDT positive, DBIT negative. */
export function parseCamt053(text: string): BankParseResult {
  if (!/BkToCstmrStmt/.test(text)) return bankFail(1, "Élément BkToCstmrStmt absent : ce n'est pas un relevé camt.053.");
  const account = xmlText(text, ["Acct", "IBAN"]) || null;
  const lines: BankLine[] = [];
  for (const m of text.matchAll(/<(?:\w+:)?Ntry>([\s\S]*?)<\/(?:\w+:)?Ntry>/g)) {
    const block = m[1] ?? "";
    const at = lineOf(text, m.index ?? 0);
    const rawAmount = xmlText(block, ["Amt"]);
    const amount = parseBankAmount(rawAmount);
    if (amount === null || amount === 0) return bankFail(at, `Montant Amt invalide : « ${rawAmount} ».`);
    const indicator = xmlText(block, ["CdtDbtInd"]);
    if (indicator !== "CRDT" && indicator !== "DBIT")
      return bankFail(at, `CdtDbtInd doit valoir CRDT ou DBIT (« ${indicator} »).`);
    const rawDate = xmlText(block, ["BookgDt", "Dt"]) || xmlText(block, ["BookgDt", "DtTm"]) || xmlText(block, ["ValDt", "Dt"]);
    const date = parseBankDate(rawDate);
    if (!date) return bankFail(at, `Date de comptabilisation invalide : « ${rawDate} ».`);
    const party =
      indicator === "CRDT" ? xmlText(block, ["RltdPties", "Dbtr", "Nm"]) : xmlText(block, ["RltdPties", "Cdtr", "Nm"]);
    const info = xmlText(block, ["RmtInf", "Ustrd"]) || xmlText(block, ["AddtlNtryInf"]);
    lines.push({
      reference: xmlText(block, ["AcctSvcrRef"]) || xmlText(block, ["NtryRef"]) || null,
      date,
      amount: indicator === "DBIT" ? -Math.abs(amount) : Math.abs(amount),
      label: [party, info].filter(Boolean).join(" ").trim() || "Opération",
      counterparty: party || null,
    });
  }
  if (lines.length === 0) return bankFail(1, "Aucune écriture (Ntry) dans le relevé.");
  return { ok: true, format: "CAMT053", account, lines };
}

/** Splits one CSV line on the separator, honouring double quotes. */
function splitCsv(line: string, sep: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cur += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      out.push(cur);
      cur = "";
    } else cur += c;
  }
  out.push(cur);
  return out.map((s) => s.trim());
}

const norm = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");

/**
 * The CSV exports of the main French banks (BNP Paribas, Société Générale, Crédit Agricole, LCL, Caisse
 * d'Épargne / Banque Populaire, Crédit Mutuel / CIC, La Banque Postale, Boursorama, Qonto, Shine):
 * semicolons or commas, a header line somewhere in the first 15 lines naming a date column, a label
 * column and either one amount column or a debit and a credit column.
 */
export function parseBankCsv(text: string): BankParseResult {
  const rows = text.split(/\r\n|\r|\n/);
  for (let h = 0; h < Math.min(rows.length, 15); h++) {
    const raw = rows[h] ?? "";
    const sep = [";", "\t", ","].find((s) => raw.includes(s));
    if (!sep) continue;
    const cols = splitCsv(raw, sep).map(norm);
    const find = (...names: string[]) => cols.findIndex((c) => names.some((n) => c === n || c.startsWith(n)));
    const date = find("dateoperation", "datedoperation", "datecomptable", "datecompta", "date", "dateop");
    const label = find("libelle", "label", "detail", "description", "nature", "operation", "nomdelacontrepartie", "contrepartie");
    const amount = find("montant", "amount", "montanteur", "montantdeloperation");
    const debit = find("debit", "debiteuros", "debiteur");
    const credit = find("credit", "crediteuros", "crediteur");
    const party = find("nomdelacontrepartie", "contrepartie", "counterparty", "beneficiaire", "tiers");
    const ref = find("reference", "referencedeloperation", "id", "transactionid");
    if (date < 0 || label < 0 || (amount < 0 && (debit < 0 || credit < 0))) continue;
    const lines: BankLine[] = [];
    for (let i = h + 1; i < rows.length; i++) {
      const row = rows[i] ?? "";
      if (row.trim() === "" || /^[;,\t\s]*$/.test(row)) continue;
      const f = splitCsv(row, sep);
      const n = i + 1;
      const d = parseBankDate(f[date] ?? "");
      if (!d) return bankFail(n, `Date invalide : « ${f[date] ?? ""} ».`);
      let cents: number | null;
      if (amount >= 0) cents = parseBankAmount(f[amount] ?? "");
      else {
        const db = parseBankAmount(f[debit] ?? "");
        const cr = parseBankAmount(f[credit] ?? "");
        cents = db !== null && db !== 0 ? -Math.abs(db) : cr !== null && cr !== 0 ? Math.abs(cr) : null;
      }
      if (cents === null || cents === 0) return bankFail(n, "Montant absent ou invalide.");
      const lbl = (f[label] ?? "").replace(/\s+/g, " ").trim();
      if (!lbl) return bankFail(n, "Libellé absent.");
      lines.push({
        reference: ref >= 0 && ref !== label ? f[ref] || null : null,
        date: d,
        amount: cents,
        label: lbl,
        counterparty: party >= 0 && party !== label ? f[party] || null : null,
      });
    }
    if (lines.length === 0) return bankFail(h + 2, "Aucune opération sous l'en-tête.");
    return { ok: true, format: "CSV", account: null, lines };
  }
  return bankFail(1, "En-tête introuvable : colonnes Date, Libellé et Montant (ou Débit et Crédit) attendues.");
}

/** The format told by the content: OFX, camt.053, else CSV. */
export function parseBankStatement(text: string): BankParseResult {
  const body = text.replace(/^\uFEFF/, "");
  if (body.trim() === "") return bankFail(1, "Le fichier est vide.");
  if (/OFXHEADER|<OFX>/i.test(body.slice(0, 2000))) return parseOfx(body);
  if (/<\?xml|<Document/i.test(body.slice(0, 500))) return parseCamt053(body);
  return parseBankCsv(body);
}

/** The key two lines share when they are the same operation seen twice: the bank's id, else day + amount + label. */
export const bankLineKey = (l: BankLine) =>
  l.reference ? `ref:${l.reference}` : `dal:${l.date}|${l.amount}|${norm(l.label).slice(0, 40)}`;
