import type { VendorApi } from "./clients-events-seed.ts";

/** A venue's catalogue as a vendor would have typed it: rental, catering at 10 %, drinks at 20 %, a disbursement, a bundle. */
export async function seedCatalogue(api: VendorApi): Promise<void> {
  await api.post("/product/config/update", { categories: ["Location", "Traiteur", "Boissons", "Animation"] });
  const create = async (product: Record<string, unknown>) => (await api.post("/product/create", { product })).productId as string;
  const salle = await create({
    name: "Location de la salle Orangerie",
    ref: "LOC-01",
    price: 2800,
    category: "Location",
    unitType: "DAY",
  });
  const menu = await create({
    name: "Menu Tradition",
    ref: "TRA-01",
    price: 68,
    tax: "TAX_10",
    category: "Traiteur",
    unitType: "PERSON",
    description: "Cocktail, entrée, plat, fromages et pièce montée",
  });
  await create({
    name: "Brunch du lendemain",
    ref: "TRA-02",
    price: 32,
    tax: "TAX_10",
    category: "Traiteur",
    unitType: "PERSON",
  });
  const vin = await create({ name: "Vin d'honneur", ref: "BOI-01", price: 12.5, category: "Boissons", unitType: "PERSON" });
  await create({ name: "Soirée DJ", ref: "ANI-01", price: 950, category: "Animation", unitType: "SESSION" });
  await create({ name: "Navette des invités", ref: "DEB-01", price: 240, productType: "DEBOUR", unitType: "PACKAGE" });
  await create({
    name: "Forfait Mariage Orangerie",
    ref: "FOR-01",
    unitType: "PACKAGE",
    childIds: [
      { id: salle, quantity: 1 },
      { id: menu, quantity: 80 },
      { id: vin, quantity: 80 },
    ],
  });
}
