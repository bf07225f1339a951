import { expect, type Locator, type Page } from "@playwright/test";

export const roomCard = (panel: Locator, name: string) =>
  panel.getByRole("list", { name: "Chambres de l'hébergement" }).getByRole("listitem", { name, exact: true });

/** Opens the folding group of amenities and ticks one. */
export async function tickAmenity(panel: Locator, group: string, amenity: string): Promise<void> {
  await panel.getByRole("button", { name: group }).click();
  await panel.getByRole("checkbox", { name: amenity, exact: true }).check();
}

export const accommodationCard = (page: Page, name: string) =>
  page.getByRole("list", { name: "Hébergements" }).getByRole("listitem", { name, exact: true });
export const promotionCard = (page: Page, title: string) =>
  page.getByRole("list", { name: "Promotions" }).getByRole("listitem", { name: title, exact: true });
export const memberCard = (page: Page, name: string) =>
  page.getByRole("list", { name: "Membres de l'équipe" }).getByRole("listitem", { name, exact: true });

export async function expectNotice(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

/** Waits until the uploader's files have arrived (no progress bar left), so that a save keeps them. */
export async function expectUploaded(list: Locator, count: number): Promise<void> {
  await expect(list.getByRole("listitem")).toHaveCount(count);
  await expect(list.getByRole("progressbar")).toHaveCount(0);
}
