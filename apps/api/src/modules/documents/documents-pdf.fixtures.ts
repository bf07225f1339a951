import type { Client, QuoteWire } from "@cortege/domain";
import type { PrintSource } from "./documents-print.ts";

/**
 * Documents to render in the golden-image tests and the benchmark: fixed data (no database, no
 * clock), covering accents, long addresses, many pages, deductions, credit notes, both kinds of
 * client and the special mentions.
 */

const CREATED = new Date("2026-03-05T10:00:00Z");

export const businessCompany: Record<string, unknown> = {
  corporateName: "Château de la Roseraie SAS",
  tradeName: "Château de la Roseraie",
  type: "COMPANY",
  legalForm: "SAS",
  siren: "732829320",
  siret: "73282932000074",
  vatNumber: "FR44732829320",
  rcsNumber: "RCS Angoulême 732 829 320",
  registrationCourt: "Angoulême",
  shareCapital: 150000,
  address: { street: "12 allée des Tilleuls centenaires", postalCode: "16000", city: "Angoulême" },
  contact: { firstname: "Hélène", lastname: "Dupré-Lefèvre", email: "contact@roseraie.fr", phone: "05 45 12 34 56" },
};

export const soleTraderCompany: Record<string, unknown> = {
  corporateName: "Zoé Mercier",
  tradeName: "Zoé Fleurs & Émotions",
  type: "COMPANY",
  legalForm: "Micro-entreprise",
  siren: "123456782",
  siret: null,
  siretPending: true,
  address: { street: "4 rue du Général-de-Gaulle", postalCode: "33000", city: "Bordeaux" },
  contact: { firstname: "Zoé", lastname: "Mercier", email: "zoe@fleurs-emotions.fr", phone: "06 12 34 56 78" },
};

const baseConfig = {
  backgroundColor: "#f4eee8",
  color: "#4a2c40",
  logo: null,
  methodOfPayment: "BANK_TRANSFER",
  paymentTerms: { code: "DAYS_30" },
  latePaymentPenalties:
    "En cas de retard de paiement, des pénalités sont exigibles au taux d'intérêt appliqué par la Banque centrale européenne à son opération de refinancement la plus récente, majoré de 10 points.",
  earlyPaymentDiscount: null,
  electronicSignature: null,
  headerNote: "Mariage de Léa & Théo — samedi 12 septembre 2026, Château de la Roseraie.",
  otherMentions: "Conditions générales de vente disponibles sur demande.\nMédiateur de la consommation : CM2C, www.cm2c.net.",
  isVat: true,
  vatMention: null,
  approvedBy: "Hélène Dupré-Lefèvre, gérante",
  infosToDisplay: ["FULL_NAME", "EMAIL", "PHONE", "ADDRESS", "LEGAL_MENTIONS"],
  bankDetails: {
    name: "Crédit Agricole Charente-Périgord",
    bic: "AGRIFRPP824",
    countryCode: "FR",
    checkDigits: "76",
    bankCode: "30006",
    branchCode: "00001",
    accountNumber: "12345678901",
    ribKey: "89",
  },
  depositAccountBalanceDate: null,
  isDepositAccountBalanceDate: true,
  attachments: [],
  emailTemplate: null,
  titleEmailTemplate: null,
};

const totals = (
  ht: number,
  tax: number,
  details: { taxType: "TAX_10" | "TAX_20" | "TAX_5_5"; base: number; taxAmount: number }[],
  disbursements = 0,
) => ({
  totalExcludingTax: ht,
  totalTax: tax,
  totalIncludingTax: Math.round((ht + tax) * 100) / 100,
  totalTaxDetails: details,
  disbursements,
});
const zero = totals(0, 0, []);

type Line = QuoteWire["products"][number];
const product = (name: string, price: number, tax: string, extra: Partial<Line["product"]> = {}): Line["product"] => ({
  name,
  ref: null,
  description: null,
  productType: "SERVICE",
  unitType: "PIECE",
  tax,
  price,
  ...extra,
});
const line = (position: number, p: Line["product"], quantity: number, total: number, extra: Partial<Line> = {}): Line => ({
  lineId: `line-${position}`,
  productId: null,
  product: p,
  quantity,
  position,
  discountType: "PERCENTAGE",
  discountValue: 0,
  total,
  children: [],
  ...extra,
});

const weddingLines = (): Line[] => [
  line(
    0,
    product("Formule réception « Élégance »", 130, "TAX_10", { description: "Cocktail, dîner trois plats et pièce montée." }),
    3,
    390,
    {
      children: [
        { productId: null, product: product("Repas gastronomique", 50, "TAX_10"), quantity: 2 },
        { productId: null, product: product("Champagne brut (bouteille)", 30, "TAX_20"), quantity: 1 },
      ],
    },
  ),
  line(1, product("Frais de mairie", 45.5, "TAX_0", { productType: "DEBOUR" }), 1, 45.5),
  line(2, product("Animation DJ — soirée dansante jusqu'à 4 h", 100, "TAX_20"), 2.5, 225, {
    discountType: "PERCENTAGE",
    discountValue: 10,
    total: 225,
  }),
];

function quote(overrides: Partial<QuoteWire>): QuoteWire {
  return {
    quoteId: "00000000-0000-4000-8000-000000000001",
    name: "D-2026-00001",
    quoteType: "QUOTE",
    status: "SENT",
    clientId: null,
    clientName: "Léa Martin-Éluard",
    eventId: null,
    date: "2026-03-05",
    expirationDate: "2026-04-04",
    issuedDate: "2026-03-05",
    dueDate: null,
    totalExcludingTax: 0,
    totalTax: 0,
    totalIncludingTax: 0,
    totalTaxDetails: [],
    isArchived: false,
    linkedQuotes: [],
    createdAt: CREATED.toISOString(),
    updatedAt: CREATED.toISOString(),
    globalDiscountType: "PERCENTAGE",
    globalDiscountValue: 0,
    globalDiscount: 0,
    charged: zero,
    deducted: zero,
    disbursements: 0,
    products: [],
    quoteConfig: baseConfig,
    address: null,
    serviceAddress: null,
    deposits: [],
    remainingBalance: null,
    mentions: [],
    signedFilename: null,
    originalSha256: null,
    ...overrides,
  };
}

const privateClient = (name: string, street: string): Client =>
  ({
    clientId: "00000000-0000-4000-8000-0000000000c1",
    name,
    type: "INDIVIDUAL",
    contacts: [
      {
        firstname: "Léa",
        lastname: "Martin-Éluard",
        email: "lea@exemple.fr",
        phone: "0612345678",
        address: { street, secondaryUnit: "Bâtiment C, escalier 2, 3ᵉ étage, porte gauche", postalCode: "69003", city: "Lyon" },
      },
    ],
    company: null,
  }) as unknown as Client;

const businessClient = {
  clientId: "00000000-0000-4000-8000-0000000000c2",
  name: "Événements Sérénité SARL",
  type: "PROFESSIONAL",
  contacts: [
    {
      firstname: "Gaëlle",
      lastname: "Noël",
      email: "gaelle@serenite.fr",
      phone: "0145678901",
      address: { street: "88 boulevard Haussmann", postalCode: "75008", city: "Paris" },
    },
  ],
  company: { corporateName: "Événements Sérénité SARL", siren: "552100554", vatNumber: "FR40552100554", contact: null },
} as unknown as Client;

const businessMentions = (title: string, extra: string[] = []) => [
  title,
  baseConfig.latePaymentPenalties,
  "Une indemnité forfaitaire de 40 € pour frais de recouvrement est due en cas de retard de paiement (art. L441-10 et D441-5 du Code de commerce).",
  "Pas d'escompte pour paiement anticipé.",
  ...extra,
];

const weddingTotals = totals(
  406.25,
  49.51,
  [
    { taxType: "TAX_20", base: 285.75, taxAmount: 57.15 },
    { taxType: "TAX_10", base: 277.5, taxAmount: 27.75 },
  ],
  45.5,
);
const weddingDeposits = totals(195.31, 20.0, [
  { taxType: "TAX_20", base: 97.15, taxAmount: 11.67 },
  { taxType: "TAX_10", base: 98.16, taxAmount: 8.33 },
]);

export type PdfFixture = { name: string; source: PrintSource };

export function pdfFixtures(logo: Buffer | null): PdfFixture[] {
  const longStreet =
    "Domaine des Grands-Chênes, 1247 chemin de la Croix-Blanche prolongé, lieu-dit « Les Hauts de Saint-Étienne-sur-Chalaronne »";
  const manyLines: Line[] = Array.from({ length: 70 }, (_, i) =>
    line(
      i,
      product(
        `Prestation n° ${i + 1} — décoration florale « pivoine & gypsophile »`,
        12.5 + i,
        i % 3 === 0 ? "TAX_10" : "TAX_20",
        {
          description:
            i % 4 === 0 ? "Installation, mise en place la veille et démontage le lendemain, déplacements compris." : null,
        },
      ),
      1 + (i % 3),
      (12.5 + i) * (1 + (i % 3)),
    ),
  );
  const manyTotal = manyLines.reduce((s, l) => s + l.total, 0);
  return [
    {
      name: "quote-business",
      source: {
        quote: quote({
          clientName: businessClient.name,
          globalDiscountValue: 7.5,
          globalDiscount: 45.94,
          products: weddingLines(),
          charged: weddingTotals,
          ...weddingTotals,
          deposits: [
            {
              depositType: "PERCENTAGE",
              depositValue: 30,
              numberOfDays: 0,
              dueDate: "2026-03-05",
              amount: 136.73,
              isFinal: false,
            },
            {
              depositType: "PERCENTAGE",
              depositValue: 70,
              numberOfDays: 0,
              dueDate: "2026-09-12",
              amount: 319.03,
              isFinal: true,
            },
          ],
        }),
        company: businessCompany,
        client: businessClient,
        mentions: ["Devis"],
        deductedDeposits: [],
        source: null,
        logo,
        serviceDate: "2026-09-05",
        createdAt: CREATED,
      },
    },
    {
      name: "invoice-private-long",
      source: {
        quote: quote({
          name: "F-2026-00042",
          quoteType: "INVOICE",
          clientName: "Léa Martin-Éluard",
          expirationDate: null,
          dueDate: "2026-04-04",
          products: manyLines,
          charged: totals(manyTotal, 0, []),
          ...totals(manyTotal, 0, []),
          address: null,
        }),
        company: businessCompany,
        client: privateClient("Léa Martin-Éluard", longStreet),
        mentions: ["Facture"],
        deductedDeposits: [],
        source: null,
        logo,
        createdAt: CREATED,
      },
    },
    {
      name: "final-invoice-deposits",
      source: {
        quote: quote({
          name: "F-2026-00043",
          quoteType: "INVOICE",
          clientName: businessClient.name,
          expirationDate: null,
          dueDate: "2026-10-12",
          date: "2026-09-12",
          globalDiscountValue: 7.5,
          globalDiscount: 45.94,
          products: weddingLines(),
          charged: weddingTotals,
          deducted: weddingDeposits,
          totalExcludingTax: 210.94,
          totalTax: 29.51,
          totalIncludingTax: 240.45,
          serviceAddress: { street: "Château de la Roseraie, 12 allée des Tilleuls", postalCode: "16000", city: "Angoulême" },
        }),
        company: businessCompany,
        client: businessClient,
        mentions: businessMentions("Facture", [
          "Acompte déduit : facture d'acompte n° AC-2026-00001 du 05/03/2026",
          "Acompte déduit : facture d'acompte n° AC-2026-00002 du 12/06/2026",
        ]),
        deductedDeposits: [
          { name: "AC-2026-00001", date: "2026-03-05", totalIncludingTaxCents: 13673 },
          { name: "AC-2026-00002", date: "2026-06-12", totalIncludingTaxCents: 7858 },
        ],
        source: { quoteType: "QUOTE", name: "D-2026-00001", date: "2026-03-05" },
        logo,
        serviceDate: "2026-09-05",
        createdAt: CREATED,
      },
    },
    {
      // A full credit note of the final invoice above: it takes back what the invoice charged net of its
      // deposits (credited on their own invoices), and prints that amount and that VAT.
      name: "credit-note-final",
      source: {
        quote: quote({
          name: "AV-2026-00002",
          quoteType: "CREDIT_NOTE",
          clientName: businessClient.name,
          expirationDate: null,
          date: "2026-09-20",
          globalDiscountValue: 7.5,
          globalDiscount: 45.94,
          products: weddingLines(),
          charged: weddingTotals,
          deducted: weddingDeposits,
          totalExcludingTax: 210.94,
          totalTax: 29.51,
          totalIncludingTax: 240.45,
        }),
        company: businessCompany,
        client: businessClient,
        mentions: ["Avoir", "Avoir sur la facture n° F-2026-00043 du 12/09/2026"],
        deductedDeposits: [
          { name: "AC-2026-00001", date: "2026-03-05", totalIncludingTaxCents: 13673 },
          { name: "AC-2026-00002", date: "2026-06-12", totalIncludingTaxCents: 7858 },
        ],
        source: { quoteType: "INVOICE", name: "F-2026-00043", date: "2026-09-12" },
        logo: null,
        createdAt: CREATED,
      },
    },
    {
      name: "credit-note",
      source: {
        quote: quote({
          name: "AV-2026-00001",
          quoteType: "CREDIT_NOTE",
          clientName: businessClient.name,
          expirationDate: null,
          date: "2026-09-20",
          products: [line(0, product("Avoir sur la facture F-2026-00043 (TVA 20 %)", 50, "TAX_20"), 1, 50)],
          charged: totals(50, 10, [{ taxType: "TAX_20", base: 50, taxAmount: 10 }]),
          ...totals(50, 10, [{ taxType: "TAX_20", base: 50, taxAmount: 10 }]),
        }),
        company: businessCompany,
        client: businessClient,
        mentions: ["Avoir", "Avoir sur la facture n° F-2026-00043 du 12/09/2026"],
        deductedDeposits: [],
        source: { quoteType: "INVOICE", name: "F-2026-00043", date: "2026-09-12" },
        logo: null,
        createdAt: CREATED,
      },
    },
    {
      name: "deposit-sole-trader-no-vat",
      source: {
        quote: quote({
          name: "AC-2026-00007",
          quoteType: "DEPOSIT",
          clientName: "Théo Lambert",
          expirationDate: null,
          dueDate: "2026-03-20",
          products: [line(0, product("Acompte sur le devis D-2026-00003 (TVA 0 %)", 450, "TAX_0"), 1, 450)],
          charged: totals(450, 0, []),
          ...totals(450, 0, []),
          quoteConfig: {
            ...baseConfig,
            color: "#2e5e4e",
            backgroundColor: "#eaf3ef",
            isVat: false,
            vatMention: "TVA non applicable, art. 293 B du CGI",
            bankDetails: null,
            methodOfPayment: "CHECK",
            headerNote: null,
          },
        }),
        company: soleTraderCompany,
        client: privateClient("Théo Lambert", "7 impasse des Lilas"),
        mentions: [
          "Facture d'acompte",
          "Attribution du numéro SIRET en cours",
          "TVA non applicable, art. 293 B du CGI",
          "Acompte : somme versée à titre d'engagement ferme des deux parties.",
        ],
        deductedDeposits: [],
        source: { quoteType: "QUOTE", name: "D-2026-00003", date: "2026-03-01" },
        logo: null,
        createdAt: CREATED,
      },
    },
  ];
}

/** A plain invoice of `lineCount` lines, for the benchmark (1 page ≈ 8 lines, 4 pages ≈ 90). */
export function benchFixture(lineCount: number, logo: Buffer | null): PrintSource {
  const [, invoice] = pdfFixtures(logo);
  const source = invoice as PdfFixture;
  const lines = Array.from({ length: lineCount }, (_, i) => ({
    ...(source.source.quote.products[i % 70] as Line),
    position: i,
    lineId: `line-${i}`,
  }));
  return { ...source.source, quote: { ...source.source.quote, products: lines } };
}
