import { expect, type Page } from "@playwright/test";
import { parisDay } from "./paris-time.ts";

const long = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const monthTitle = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });

/** The month after this one (in Paris), always in the future: its days can be marked. */
export function nextMonth(): { year: number; month: number; title: string } {
  const [year, month] = parisDay().slice(0, 7).split("-").map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  return { ...next, title: monthTitle.format(new Date(Date.UTC(next.year, next.month - 1, 1))) };
}

/** The day button of the calendar as announced: « samedi 12 juin 2027, disponible ». */
export const dayButton = (page: Page, m: { year: number; month: number }, day: number, state: "disponible" | "indisponible") =>
  page.getByRole("button", { name: `${long.format(new Date(Date.UTC(m.year, m.month - 1, day)))}, ${state}`, exact: true });

export const faqEntry = (page: Page, n: number) =>
  page.getByRole("list", { name: "Questions fréquentes" }).getByRole("listitem", { name: `Question ${n}`, exact: true });

/** Adds a question at the end of the FAQ (not saved yet). */
export async function addFaqEntry(page: Page, n: number, question: string, answer: string): Promise<void> {
  await page.getByRole("button", { name: "Ajouter une question" }).click();
  await faqEntry(page, n).getByRole("textbox", { name: "Question", exact: true }).fill(question);
  await faqEntry(page, n).getByRole("textbox", { name: "Réponse", exact: true }).fill(answer);
}

export async function saveFaq(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("FAQ enregistrée.")).toBeVisible();
}

export const noHorizontalOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
