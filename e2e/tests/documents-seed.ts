import type { APIRequestContext, Page } from "@playwright/test";
import type { VendorApi } from "./clients-events-seed.ts";
import { seedCatalogue } from "./products-seed.ts";
import { screenshot } from "./support.ts";

/** Every mention a French invoice needs, as the missing-information dialog would have completed them. */
export async function completeCompany(api: VendorApi, tradeName: string): Promise<void> {
  await api.post("/vendor/company/update", {
    corporateName: `${tradeName} SAS`,
    tradeName,
    type: "COMPANY",
    legalForm: "SAS",
    siren: "732829320",
    siret: "73282932000074",
    vatNumber: "FR44732829320",
    rcsNumber: "RCS Lyon 732 829 320",
    registrationCourt: "Lyon",
    shareCapital: 10000,
    contact: {
      firstname: "Claire",
      lastname: "Dumas",
      email: "contact@orangerie.example.fr",
      phoneCode: "+33",
      address: { street: "12 chemin des Vignes", postalCode: "69380", city: "Lozanne" },
    },
  });
}

export type SeededWedding = { clientId: string; clientName: string; eventId: string };

/** A couple with a postal address (an invoice names it) and their wedding, then the venue's catalogue. */
export async function seedWedding(api: VendorApi): Promise<SeededWedding> {
  const client = await api.post("/client/individual/create", {
    contacts: [
      {
        firstname: "Camille",
        lastname: "Lefèvre",
        email: "camille.lefevre@exemple.fr",
        phone: "0612345678",
        address: { street: "3 allée des Tilleuls", postalCode: "69003", city: "Lyon" },
      },
    ],
  });
  const event = await api.post("/event/create", {
    eventName: "Mariage de Camille",
    eventType: "WEDDING",
    date: "2027-06-12",
    guestsCount: 80,
    status: "QUOTE_SENT",
    clientId: client.clientId,
  });
  await seedCatalogue(api);
  return { clientId: client.clientId as string, clientName: client.name as string, eventId: event.eventId as string };
}

/** The PDF of a document as the vendor downloads it. */
export async function documentPdf(
  request: APIRequestContext,
  token: string,
  vendorId: string,
  quoteType: string,
  quoteId: string,
): Promise<Buffer> {
  const res = await request.get("/api/quote/pdf", {
    headers: { authorization: `Bearer ${token}` },
    params: { vendorId, quoteType, quoteId },
  });
  if (!res.ok()) throw new Error(`quote/pdf ${res.status()}: ${await res.text()}`);
  return res.body();
}

/**
 * A full-page screenshot with the viewport stretched to the page first: the sticky top bar then stays
 * at the top instead of being painted halfway down the capture.
 */
export async function pageScreenshot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize();
  if (!viewport) return screenshot(page, name);
  await page.evaluate(() => window.scrollTo(0, 0));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await screenshot(page, name);
  await page.setViewportSize(viewport);
}
