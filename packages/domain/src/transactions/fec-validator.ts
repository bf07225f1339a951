import { isCalendarDate } from "../documents/calendar-dates.ts";
import { fecColumns } from "./fec-format.ts";

export type FecProblem = { line: number; rule: string; message: string };

const dateOk = (v: string) => /^\d{8}$/.test(v) && isCalendarDate(`${v.slice(0, 4)}-${v.slice(4, 6)}-${v.slice(6, 8)}`);
const amountRe = /^-?\d+(,\d{1,2})?$/;
const toCents = (v: string) => {
  if (v === "") return 0;
  const [int = "0", dec = ""] = v.replace("-", "").split(",");
  return (v.startsWith("-") ? -1 : 1) * (Number(int) * 100 + Number(dec.padEnd(2, "0")));
};
// The columns that may be empty: auxiliary account, amounts (one of the two), lettrage and currency.
const mayBeEmpty = new Set(["CompAuxNum", "CompAuxLib", "Debit", "Credit", "EcritureLet", "DateLet", "Montantdevise", "Idevise"]);
const required = fecColumns.filter((c) => !mayBeEmpty.has(c));

/**
 * Checks a FEC against the published format rules (art. A47 A-1 LPF, BOI-CF-IOR-60-40-20): the 18
 * columns in order, one separator (tab or |), every line of 18 fields, the mandatory fields filled,
 * AAAAMMJJ dates, account numbers starting with 3 digits, amounts with a decimal comma, debit or credit
 * on each line, auxiliary, lettrage and currency fields paired, every entry balanced on one day, entry
 * numbers continuous within each journal, lines in validation-date order, dates within the fiscal year.
 * Line numbers are the file's (header = 1).
 */
export function validateFec(text: string, fiscalYear?: { start: string; end: string }): FecProblem[] {
  const problems: FecProblem[] = [];
  const add = (line: number, rule: string, message: string) => problems.push({ line, rule, message });
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.at(-1) === "") lines.pop();
  const header = lines[0] ?? "";
  const sep = header.includes("\t") ? "\t" : header.includes("|") ? "|" : null;
  if (!sep) return [{ line: 1, rule: "separator", message: "Séparateur absent : tabulation ou barre verticale attendue." }];
  if (header.includes("\t") && header.includes("|")) add(1, "separator", "Un seul séparateur par fichier.");
  const names = header.split(sep);
  if (names.join("|") !== fecColumns.join("|")) add(1, "header", `En-tête attendu : ${fecColumns.join(", ")}.`);

  type Entry = { first: number; date: string; debit: number; credit: number };
  const entries = new Map<string, Entry>();
  const order = new Map<string, string[]>();
  let lastValid = "";
  let totalDebit = 0;
  let totalCredit = 0;
  const from = fiscalYear?.start.replaceAll("-", "");
  const to = fiscalYear?.end.replaceAll("-", "");

  lines.slice(1).forEach((raw, i) => {
    const n = i + 2;
    const fields = raw.split(sep);
    if (fields.length !== fecColumns.length) {
      add(n, "fields", `${fields.length} champs au lieu de ${fecColumns.length}.`);
      return;
    }
    const r = Object.fromEntries(fecColumns.map((c, k) => [c, fields[k] ?? ""])) as Record<(typeof fecColumns)[number], string>;
    for (const c of required) if (r[c].trim() === "") add(n, "required", `${c} est obligatoire.`);
    for (const c of ["EcritureDate", "PieceDate", "ValidDate"] as const) {
      if (r[c] !== "" && !dateOk(r[c])) add(n, "date", `${c} « ${r[c]} » n'est pas une date AAAAMMJJ.`);
    }
    if (r.DateLet !== "" && !dateOk(r.DateLet)) add(n, "date", `DateLet « ${r.DateLet} » n'est pas une date AAAAMMJJ.`);
    if (!/^\d{3}/.test(r.CompteNum)) add(n, "account", `CompteNum « ${r.CompteNum} » doit commencer par 3 chiffres du PCG.`);
    let amountsOk = true;
    for (const c of ["Debit", "Credit"] as const) {
      if (!amountRe.test(r[c]) || r[c].startsWith("-")) {
        add(n, "amount", `${c} « ${r[c]} » n'est pas un montant positif à virgule décimale.`);
        amountsOk = false;
      }
    }
    const debit = amountsOk ? toCents(r.Debit) : 0;
    const credit = amountsOk ? toCents(r.Credit) : 0;
    if (amountsOk && debit !== 0 && credit !== 0) add(n, "amount", "Une ligne porte un débit ou un crédit, pas les deux.");
    if (amountsOk && debit === 0 && credit === 0) add(n, "amount", "Ligne sans montant.");
    if ((r.CompAuxNum === "") !== (r.CompAuxLib === "")) add(n, "pair", "CompAuxNum et CompAuxLib vont ensemble.");
    if ((r.EcritureLet === "") !== (r.DateLet === "")) add(n, "pair", "EcritureLet et DateLet vont ensemble.");
    if ((r.Montantdevise === "") !== (r.Idevise === "")) add(n, "pair", "Montantdevise et Idevise vont ensemble.");
    if (r.Montantdevise !== "" && !amountRe.test(r.Montantdevise)) add(n, "amount", "Montantdevise n'est pas un montant.");
    if (dateOk(r.ValidDate)) {
      if (r.ValidDate < lastValid) add(n, "order", "Les lignes doivent suivre l'ordre des dates de validation.");
      lastValid = r.ValidDate > lastValid ? r.ValidDate : lastValid;
    }
    if (from && to && dateOk(r.EcritureDate) && (r.EcritureDate < from || r.EcritureDate > to)) {
      add(n, "period", `EcritureDate ${r.EcritureDate} hors de l'exercice.`);
    }
    const key = `${r.JournalCode}\u0000${r.EcritureNum}`;
    const entry = entries.get(key);
    if (!entry) {
      entries.set(key, { first: n, date: r.EcritureDate, debit, credit });
      order.set(r.JournalCode, [...(order.get(r.JournalCode) ?? []), r.EcritureNum]);
    } else {
      if (entry.date !== r.EcritureDate) add(n, "entry-date", `L'écriture ${r.EcritureNum} porte deux dates.`);
      entry.debit += debit;
      entry.credit += credit;
    }
    totalDebit += debit;
    totalCredit += credit;
  });

  for (const [key, e] of entries) {
    if (e.debit !== e.credit)
      add(e.first, "balance", `L'écriture ${key.split("\u0000")[1]} n'est pas équilibrée (débit ≠ crédit).`);
  }
  for (const [journal, nums] of order) {
    // Continuous numbering: the numeric tail of each entry number, in order of appearance, goes up by one.
    const tails = nums.map((num) => Number(num.match(/(\d+)$/)?.[1] ?? Number.NaN));
    tails.forEach((t, k) => {
      if (k > 0 && !(t === (tails[k - 1] ?? 0) + 1)) {
        add(
          entries.get(`${journal}\u0000${nums[k]}`)?.first ?? 0,
          "numbering",
          `Numérotation discontinue dans le journal ${journal}.`,
        );
      }
    });
  }
  if (totalDebit !== totalCredit) add(lines.length, "balance", "Le total des débits n'égale pas celui des crédits.");
  return problems;
}
