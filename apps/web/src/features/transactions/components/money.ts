import { parseBankAmount } from "@cortege/domain";
import { formatCents } from "../../../lib/format-money.ts";
import { dateTimeFormat } from "../../../lib/intl.ts";

/** Signed cents as the French read them: « −62,40 € ». */
export const money = (cents: number, language: string) => formatCents(cents, language).replace("-", "−");

/** What the user typed in an amount field (« 1 350,00 », « -62,4 ») as cents, or null. */
export const centsOfText = (text: string) => parseBankAmount(text.replace("−", "-"));

/** « 27 nov. 2026 ». */
export const shortDate = (iso: string, language: string) =>
  dateTimeFormat(language === "en" ? "en-GB" : "fr-FR", {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));

export const parisToday = () => dateTimeFormat("en-CA", { timeZone: "Europe/Paris" }).format(new Date());
