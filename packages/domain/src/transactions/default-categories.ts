import type { ParentCategory } from "./transaction-enums.ts";

export type DefaultCategory = {
  code: string;
  parentCategory: ParentCategory;
  category: string;
  description: string;
  /** Plan comptable général account the category posts to in the FEC. */
  account: string;
};

/**
 * The default French chart of categories of an event vendor, under the spec's six parent groups, each
 * mapped to its PCG account (docs/decisions.md "Transactions: default categories"). The vendor may
 * rename, hide or add categories; reset-categories brings this chart back.
 */
export const defaultCategories: readonly DefaultCategory[] = [
  {
    code: "INC_SERVICES",
    parentCategory: "INCOME",
    category: "Prestations de services",
    description: "Prestations facturées (lieu, traiteur, animation…)",
    account: "706000",
  },
  {
    code: "INC_GOODS",
    parentCategory: "INCOME",
    category: "Ventes de marchandises",
    description: "Marchandises revendues (décoration, cadeaux…)",
    account: "707000",
  },
  {
    code: "INC_DEPOSITS",
    parentCategory: "INCOME",
    category: "Acomptes clients",
    description: "Acomptes reçus sur commandes",
    account: "419100",
  },
  {
    code: "INC_OTHER",
    parentCategory: "INCOME",
    category: "Autres produits",
    description: "Produits divers de gestion",
    account: "758000",
  },
  {
    code: "REM_SALARIES",
    parentCategory: "REMUNERATIONS",
    category: "Salaires",
    description: "Rémunérations du personnel",
    account: "641000",
  },
  {
    code: "REM_SOCIAL",
    parentCategory: "REMUNERATIONS",
    category: "Charges sociales",
    description: "Cotisations URSSAF et caisses",
    account: "645000",
  },
  {
    code: "REM_EXTRAS",
    parentCategory: "REMUNERATIONS",
    category: "Extras et intermittents",
    description: "Personnel extérieur, cachets",
    account: "621000",
  },
  {
    code: "REM_OWNER",
    parentCategory: "REMUNERATIONS",
    category: "Rémunération du dirigeant",
    description: "Prélèvements ou rémunération de l'exploitant",
    account: "644000",
  },
  {
    code: "OPS_PURCHASES",
    parentCategory: "OPERATING_COSTS",
    category: "Achats de marchandises",
    description: "Marchandises destinées à la revente",
    account: "607000",
  },
  {
    code: "OPS_SUPPLIES",
    parentCategory: "OPERATING_COSTS",
    category: "Fournitures et petit équipement",
    description: "Consommables, petit matériel",
    account: "606300",
  },
  {
    code: "OPS_SUBCONTRACTING",
    parentCategory: "OPERATING_COSTS",
    category: "Sous-traitance",
    description: "Prestataires pour vos événements",
    account: "611000",
  },
  {
    code: "OPS_RENTALS",
    parentCategory: "OPERATING_COSTS",
    category: "Locations de matériel",
    description: "Matériel, mobilier, véhicules loués",
    account: "613500",
  },
  {
    code: "OPS_ADVERTISING",
    parentCategory: "OPERATING_COSTS",
    category: "Publicité et salons",
    description: "Annonces, salons du mariage, marketplaces",
    account: "623000",
  },
  {
    code: "OPS_FEES",
    parentCategory: "OPERATING_COSTS",
    category: "Honoraires",
    description: "Expert-comptable, avocat",
    account: "622600",
  },
  {
    code: "OPS_BANK",
    parentCategory: "OPERATING_COSTS",
    category: "Frais bancaires",
    description: "Commissions et frais de tenue de compte",
    account: "627000",
  },
  {
    code: "TRV_FUEL",
    parentCategory: "TRAVEL",
    category: "Carburant",
    description: "Carburant des véhicules",
    account: "606100",
  },
  {
    code: "TRV_TRAVEL",
    parentCategory: "TRAVEL",
    category: "Voyages et déplacements",
    description: "Train, péages, parkings, hôtels",
    account: "625100",
  },
  { code: "TRV_MEALS", parentCategory: "TRAVEL", category: "Repas", description: "Repas en déplacement", account: "625600" },
  {
    code: "FIX_RENT",
    parentCategory: "FIXED_EXPENSES",
    category: "Loyer",
    description: "Loyer et charges locatives",
    account: "613200",
  },
  {
    code: "FIX_INSURANCE",
    parentCategory: "FIXED_EXPENSES",
    category: "Assurances",
    description: "Responsabilité civile, multirisque",
    account: "616000",
  },
  {
    code: "FIX_TELECOM",
    parentCategory: "FIXED_EXPENSES",
    category: "Téléphone et internet",
    description: "Forfaits, box, hébergement web",
    account: "626000",
  },
  {
    code: "FIX_SOFTWARE",
    parentCategory: "FIXED_EXPENSES",
    category: "Logiciels et abonnements",
    description: "Abonnements logiciels",
    account: "651000",
  },
  {
    code: "FIX_ENERGY",
    parentCategory: "FIXED_EXPENSES",
    category: "Énergie",
    description: "Électricité, gaz, eau",
    account: "606100",
  },
  {
    code: "TAX_CFE",
    parentCategory: "TAXES",
    category: "CFE et impôts locaux",
    description: "Cotisation foncière des entreprises",
    account: "635110",
  },
  {
    code: "TAX_VAT",
    parentCategory: "TAXES",
    category: "TVA reversée",
    description: "Paiements de TVA au Trésor",
    account: "445510",
  },
  {
    code: "TAX_OTHER",
    parentCategory: "TAXES",
    category: "Autres impôts et taxes",
    description: "Taxes diverses",
    account: "637000",
  },
];

/** PCG accounts the FEC posts to besides the categories. */
export const ledgerAccounts = {
  bank: { num: "512000", label: "Banque" },
  cash: { num: "530000", label: "Caisse" },
  clients: { num: "411000", label: "Clients" },
  deposits: { num: "419100", label: "Clients - avances et acomptes reçus" },
  suppliers: { num: "401000", label: "Fournisseurs" },
  vatCollected: { num: "445710", label: "TVA collectée" },
  vatDeductible: { num: "445660", label: "TVA déductible sur autres biens et services" },
  sales: { num: "706000", label: "Prestations de services" },
  suspense: { num: "471000", label: "Compte d'attente" },
} as const;
