import type { ProductType, UnitType, VatCode, VendorType } from "@cortege/domain";
import type { Faker } from "@faker-js/faker";

/** One product of a vendor's catalogue, as the seed writes it (prices excluding tax, in cents). */
export type ProductSeed = {
  id: string;
  vendorId: string;
  name: string;
  ref: string;
  productType: ProductType;
  unitType: UnitType;
  description: string | null;
  priceCents: number;
  tax: VatCode;
  category: string;
  createdAt: Date;
};

type Template = {
  name: string;
  category: string;
  unitType: UnitType;
  tax: VatCode;
  /** Price range excluding tax, in euros. */
  min: number;
  max: number;
  productType?: ProductType;
  description?: string;
};

// Food and soft drinks served on site are at 10 % (restauration), rooms, music, photos and alcohol at 20 %;
// SACEM fees are re-invoiced at cost as disbursements (no VAT).
const sacemFees: Template = {
  name: "Droits SACEM",
  category: "Frais",
  unitType: "PACKAGE",
  tax: "TAX_0",
  min: 120,
  max: 260,
  productType: "DEBOUR",
};
const venue: Template[] = [
  { name: "Location du domaine (week-end)", category: "Location", unitType: "PACKAGE", tax: "TAX_20", min: 3500, max: 9000 },
  {
    name: "Location de la salle de réception (journée)",
    category: "Location",
    unitType: "DAY",
    tax: "TAX_20",
    min: 1500,
    max: 4500,
  },
  { name: "Cérémonie laïque dans le parc", category: "Location", unitType: "PACKAGE", tax: "TAX_20", min: 300, max: 900 },
  {
    name: "Menu de mariage (entrée, plat, dessert)",
    category: "Restauration",
    unitType: "PERSON",
    tax: "TAX_10",
    min: 55,
    max: 120,
  },
  { name: "Cocktail vin d'honneur (8 pièces)", category: "Restauration", unitType: "PERSON", tax: "TAX_10", min: 14, max: 30 },
  { name: "Brunch du lendemain", category: "Restauration", unitType: "PERSON", tax: "TAX_10", min: 22, max: 40 },
  { name: "Menu enfant", category: "Restauration", unitType: "PERSON", tax: "TAX_10", min: 15, max: 30 },
  { name: "Forfait boissons sans alcool", category: "Boissons", unitType: "PERSON", tax: "TAX_10", min: 5, max: 12 },
  { name: "Forfait champagne (1 coupe par invité)", category: "Boissons", unitType: "PERSON", tax: "TAX_20", min: 8, max: 18 },
  { name: "Open bar (4 heures)", category: "Boissons", unitType: "PERSON", tax: "TAX_20", min: 15, max: 35 },
  { name: "Hébergement en chambre double (nuit)", category: "Hébergement", unitType: "ITEM", tax: "TAX_10", min: 90, max: 220 },
  { name: "Ménage de fin de séjour", category: "Services", unitType: "PACKAGE", tax: "TAX_20", min: 250, max: 600 },
  sacemFees,
];
const catering: Template[] = [
  { name: "Menu gastronomique", category: "Menus", unitType: "PERSON", tax: "TAX_10", min: 60, max: 140 },
  { name: "Cocktail dînatoire (15 pièces)", category: "Menus", unitType: "PERSON", tax: "TAX_10", min: 30, max: 55 },
  { name: "Buffet de desserts", category: "Menus", unitType: "PERSON", tax: "TAX_10", min: 8, max: 18 },
  { name: "Menu enfant", category: "Menus", unitType: "PERSON", tax: "TAX_10", min: 15, max: 28 },
  { name: "Forfait vins (3 verres par invité)", category: "Boissons", unitType: "PERSON", tax: "TAX_20", min: 9, max: 20 },
  { name: "Forfait softs et eaux", category: "Boissons", unitType: "PERSON", tax: "TAX_10", min: 4, max: 9 },
  { name: "Maître d'hôtel", category: "Service", unitType: "HOUR", tax: "TAX_20", min: 35, max: 55 },
  { name: "Serveur", category: "Service", unitType: "HOUR", tax: "TAX_20", min: 25, max: 38 },
  { name: "Location de vaisselle et nappage", category: "Matériel", unitType: "PERSON", tax: "TAX_20", min: 4, max: 10 },
  { name: "Frais de déplacement de l'équipe", category: "Frais", unitType: "PACKAGE", tax: "TAX_20", min: 80, max: 300 },
];
const photo: Template[] = [
  { name: "Reportage photo journée complète", category: "Reportages", unitType: "PACKAGE", tax: "TAX_20", min: 1400, max: 3200 },
  { name: "Reportage photo demi-journée", category: "Reportages", unitType: "PACKAGE", tax: "TAX_20", min: 700, max: 1500 },
  { name: "Séance engagement", category: "Séances", unitType: "SESSION", tax: "TAX_20", min: 180, max: 400 },
  { name: "Heure supplémentaire", category: "Options", unitType: "HOUR", tax: "TAX_20", min: 120, max: 220 },
  { name: "Album photo 30 × 30 (40 pages)", category: "Tirages", unitType: "PIECE", tax: "TAX_20", min: 350, max: 800 },
  { name: "Tirages d'art", category: "Tirages", unitType: "PIECE", tax: "TAX_20", min: 25, max: 70 },
  { name: "Film des temps forts", category: "Vidéo", unitType: "PACKAGE", tax: "TAX_20", min: 900, max: 2200 },
  { name: "Photobooth avec impressions", category: "Options", unitType: "PACKAGE", tax: "TAX_20", min: 400, max: 900 },
  { name: "Frais de déplacement (au km)", category: "Frais", unitType: "ITEM", tax: "TAX_20", min: 0.5, max: 0.7 },
];
const music: Template[] = [
  { name: "Animation DJ soirée (jusqu'à 4 h)", category: "Animations", unitType: "PACKAGE", tax: "TAX_20", min: 900, max: 1900 },
  { name: "Animation vin d'honneur", category: "Animations", unitType: "PACKAGE", tax: "TAX_20", min: 250, max: 600 },
  { name: "Heure supplémentaire", category: "Options", unitType: "HOUR", tax: "TAX_20", min: 90, max: 180 },
  {
    name: "Éclairage d'ambiance et piste lumineuse",
    category: "Matériel",
    unitType: "PACKAGE",
    tax: "TAX_20",
    min: 200,
    max: 700,
  },
  { name: "Sonorisation de la cérémonie", category: "Matériel", unitType: "PACKAGE", tax: "TAX_20", min: 150, max: 400 },
  { name: "Repas des musiciens", category: "Frais", unitType: "PERSON", tax: "TAX_10", min: 20, max: 35 },
  sacemFees,
];
const decoration: Template[] = [
  { name: "Bouquet de la mariée", category: "Fleurs", unitType: "PIECE", tax: "TAX_10", min: 120, max: 280 },
  { name: "Boutonnière", category: "Fleurs", unitType: "PIECE", tax: "TAX_10", min: 12, max: 25 },
  { name: "Centre de table", category: "Fleurs", unitType: "PIECE", tax: "TAX_10", min: 35, max: 90 },
  { name: "Arche de cérémonie fleurie", category: "Décoration", unitType: "PIECE", tax: "TAX_20", min: 450, max: 1400 },
  { name: "Location de photophores", category: "Décoration", unitType: "PIECE", tax: "TAX_20", min: 2, max: 6 },
  { name: "Installation et reprise", category: "Services", unitType: "PACKAGE", tax: "TAX_20", min: 150, max: 450 },
  { name: "Coordination le jour J", category: "Services", unitType: "DAY", tax: "TAX_20", min: 500, max: 1200 },
  { name: "Frais de déplacement", category: "Frais", unitType: "PACKAGE", tax: "TAX_20", min: 50, max: 200 },
];
const pastry: Template[] = [
  { name: "Pièce montée (choux)", category: "Gâteaux", unitType: "PERSON", tax: "TAX_5_5", min: 4, max: 9 },
  { name: "Wedding cake trois étages", category: "Gâteaux", unitType: "PIECE", tax: "TAX_5_5", min: 350, max: 900 },
  { name: "Mignardises", category: "Douceurs", unitType: "PERSON", tax: "TAX_5_5", min: 3, max: 7 },
  { name: "Bar à bonbons", category: "Douceurs", unitType: "PACKAGE", tax: "TAX_5_5", min: 150, max: 400 },
  { name: "Livraison et installation", category: "Services", unitType: "PACKAGE", tax: "TAX_20", min: 60, max: 180 },
  { name: "Service du dessert", category: "Services", unitType: "HOUR", tax: "TAX_20", min: 30, max: 45 },
];

const byType: Partial<Record<VendorType, Template[]>> = {
  RECEPTION_VENUE: venue,
  CATERING: catering,
  PHOTOGRAPHER: photo,
  VIDEOGRAPHER: photo,
  DJ: music,
  MUSIC_BAND: music,
  FLORIST: decoration,
  DECORATOR: decoration,
  WEDDING_PLANNER: decoration,
  PASTRY_CHEF: pastry,
};

const refPrefix = (category: string) =>
  category
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .slice(0, 3)
    .toUpperCase();

/** The vendor's catalogue: its type's usual products, priced in its own range, in creation order. */
export function generateCatalogue(f: Faker, vendorId: string, vendorType: VendorType, createdAt: number): ProductSeed[] {
  const templates = byType[vendorType] ?? decoration;
  return templates.map((t, i) => {
    const euros = t.min + f.number.float() * (t.max - t.min);
    // Prices end in round figures as vendors type them (5 € steps above 100 €, cents below 1 €).
    const priceCents = euros < 1 ? Math.round(euros * 100) : euros < 100 ? Math.round(euros) * 100 : Math.round(euros / 5) * 500;
    return {
      id: f.string.uuid(),
      vendorId,
      name: t.name,
      ref: `${refPrefix(t.category)}-${String(i + 1).padStart(3, "0")}`,
      productType: t.productType ?? (t.category === "Restauration" || t.category === "Menus" ? "BIC_1" : "BNC"),
      unitType: t.unitType,
      description: t.description ?? null,
      priceCents,
      tax: t.tax,
      category: t.category,
      createdAt: new Date(createdAt + i * 60_000),
    };
  });
}
