import type { VendorApi } from "./clients-events-seed.ts";

export type SeededDocuments = { clientId: string; eventId: string; quoteName: string | null };

/** A couple, their wedding and a quote of two lines for it, plus a draft invoice outside the event. */
export async function seedClientDocuments(api: VendorApi): Promise<SeededDocuments> {
  const client = await api.post("/client/individual/create", {
    contacts: [
      {
        firstname: "Inès",
        lastname: "Moreau",
        email: "ines.moreau@exemple.fr",
        phone: "0611223344",
        address: { street: "8 rue Mercière", postalCode: "69002", city: "Lyon" },
      },
    ],
  });
  const event = await api.post("/event/create", {
    eventName: "Mariage d'Inès",
    eventType: "WEDDING",
    date: "2027-09-18",
    guestsCount: 120,
    status: "QUOTE_SENT",
    clientId: client.clientId,
  });
  const product = async (body: Record<string, unknown>) => (await api.post("/product/create", { product: body })).productId;
  const venue = await product({ name: "Location du domaine", price: 3000, unitType: "DAY" });
  const menu = await product({ name: "Menu Saison", price: 70, tax: "TAX_10", unitType: "PERSON" });
  const quote = await api.post("/quote/create", {
    quoteType: "QUOTE",
    quote: { clientId: client.clientId, eventId: event.eventId, date: "2026-11-20", expirationDate: "2026-12-20" },
    products: [
      { productId: venue, quantity: 1 },
      { productId: menu, quantity: 120 },
    ],
  });
  await api.post("/quote/create", {
    quoteType: "INVOICE",
    quote: { clientId: client.clientId, date: "2026-11-21" },
    products: [{ productId: venue, quantity: 1 }],
  });
  return {
    clientId: client.clientId as string,
    eventId: event.eventId as string,
    quoteName: (quote.name as string | null) ?? null,
  };
}
