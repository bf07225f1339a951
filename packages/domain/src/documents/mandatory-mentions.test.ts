import { describe, expect, it } from "vitest";
import {
  checkMandatoryMentions,
  DEFAULT_LATE_PAYMENT_PENALTIES,
  type MentionsInput,
  sellerDisplayName,
  VAT_FRANCHISE_MENTION,
} from "./mandatory-mentions.ts";

const address = { street: "12 rue des Lilas", postalCode: "69003", city: "Lyon" };

const invoice: MentionsInput = {
  quoteType: "INVOICE",
  seller: {
    corporateName: "Domaine des Tilleuls",
    type: "COMPANY",
    legalForm: "SARL",
    siren: "732829320",
    siret: "73282932000074",
    vatNumber: "FR44732829320",
    rcsNumber: "732 829 320",
    registrationCourt: "Lyon",
    shareCapital: 10_000,
    address,
  },
  isVat: true,
  vatMention: null,
  client: { type: "INDIVIDUAL", name: "Camille et Hugo Martin", address },
  date: "2026-11-21",
  dueDate: "2026-12-21",
  lines: [{ name: "Location du domaine", group: "TAX_20" }],
  totalExcludingTaxCents: 500_000,
  latePaymentPenalties: DEFAULT_LATE_PAYMENT_PENALTIES,
};

const codes = (input: MentionsInput) => checkMandatoryMentions(input).missing.map((m) => m.code);

describe("mandatory mentions (reference §1.2)", () => {
  it("finds nothing missing on a complete invoice to a couple, and prints no recovery indemnity", () => {
    expect(checkMandatoryMentions(invoice)).toEqual({ missing: [], printed: ["Facture"] });
  });

  it("prints the penalties, the 40 € indemnity and the discount terms for a business client", () => {
    const r = checkMandatoryMentions({
      ...invoice,
      client: { type: "PROFESSIONAL", name: "Agence Oui", address, siren: "732829320" },
    });
    expect(r.missing).toEqual([]);
    expect(r.printed).toEqual([
      "Facture",
      DEFAULT_LATE_PAYMENT_PENALTIES,
      "Une indemnité forfaitaire de 40 € pour frais de recouvrement est due en cas de retard de paiement (art. L441-10 et D441-5 du Code de commerce).",
      "Pas d'escompte pour paiement anticipé.",
    ]);
  });

  it.each<[string, Partial<MentionsInput>, { code: string; message: string }[]]>([
    [
      "a company without identity",
      {
        seller: {
          ...invoice.seller,
          corporateName: " ",
          siren: null,
          siret: null,
          legalForm: null,
          address: { street: "1 rue", postalCode: "", city: "Lyon" },
        },
      },
      [
        { code: "SELLER_NAME", message: "La raison sociale de votre entreprise est manquante." },
        { code: "SELLER_ADDRESS", message: "L'adresse de votre entreprise est incomplète (rue, code postal et ville)." },
        { code: "SELLER_SIREN", message: "Le numéro SIREN de votre entreprise est manquant." },
        {
          code: "SELLER_SIRET",
          message: "Le numéro SIRET de votre entreprise est manquant (ou indiquez qu'il est en cours d'attribution).",
        },
        { code: "SELLER_LEGAL_FORM", message: "La forme juridique de votre entreprise est manquante." },
      ],
    ],
    [
      "a SARL without capital nor RCS",
      { seller: { ...invoice.seller, shareCapital: null, registrationCourt: null } },
      [
        { code: "SELLER_SHARE_CAPITAL", message: "Le capital social de votre entreprise est manquant." },
        { code: "SELLER_RCS", message: "Le numéro RCS et la ville du greffe de votre entreprise sont manquants." },
      ],
    ],
    [
      "a VAT-registered seller without VAT number above 150 €",
      { seller: { ...invoice.seller, vatNumber: null } },
      [{ code: "SELLER_VAT_NUMBER", message: "Le numéro de TVA intracommunautaire de votre entreprise est manquant." }],
    ],
    [
      "a seller without VAT and without its mention, charging VAT",
      { isVat: false },
      [
        {
          code: "VAT_EXEMPTION_MENTION",
          message: "La mention d'exonération de TVA est manquante (par exemple « TVA non applicable, art. 293 B du CGI »).",
        },
        {
          code: "VAT_ON_EXEMPT_SELLER",
          message: "Votre entreprise n'applique pas la TVA : toutes les lignes doivent être à 0 %.",
        },
      ],
    ],
    [
      "an invoice without client, lines, date nor due date",
      { client: null, lines: [], date: null, dueDate: null },
      [
        { code: "CLIENT_NAME", message: "Le nom du client est manquant." },
        { code: "LINES", message: "Le document doit contenir au moins une ligne." },
        { code: "ISSUE_DATE", message: "La date du document est manquante." },
        { code: "DUE_DATE", message: "La date d'échéance du paiement est manquante." },
      ],
    ],
    [
      "a client without address and a line without name",
      {
        client: { type: "INDIVIDUAL", name: "Camille", address: null },
        lines: [
          { name: "Cocktail", group: "TAX_10" },
          { name: "", group: "DEBOUR" },
        ],
      },
      [
        { code: "CLIENT_ADDRESS", message: "L'adresse du client est incomplète (rue, code postal et ville)." },
        { code: "LINE_NAME", message: "La désignation de la ligne 2 est manquante." },
      ],
    ],
    [
      "a business client without late-payment penalties",
      { client: { type: "PROFESSIONAL", name: "Agence Oui", address, siren: "732829320" }, latePaymentPenalties: "" },
      [
        {
          code: "LATE_PAYMENT_PENALTIES",
          message: "Le taux des pénalités de retard est manquant : il est obligatoire sur une facture à un client professionnel.",
        },
      ],
    ],
    [
      "a credit note without the invoice it corrects",
      { quoteType: "CREDIT_NOTE", correctedInvoice: { number: "F-2026-00012", date: null } },
      [{ code: "CORRECTED_INVOICE", message: "L'avoir doit indiquer la facture qu'il corrige (numéro et date)." }],
    ],
    [
      "a final invoice deducting a deposit not yet issued",
      {
        deductedDeposits: [
          { number: "AC-2026-00003", date: "2026-06-01" },
          { number: null, date: null },
        ],
      },
      [
        {
          code: "DEDUCTED_DEPOSIT",
          message: "L'acompte déduit n° 2 n'a pas de facture d'acompte émise : émettez-la avant la facture de solde.",
        },
      ],
    ],
    [
      "a quote without client, products nor validity date",
      { quoteType: "QUOTE", client: null, lines: [], expirationDate: null, dueDate: null },
      [
        { code: "CLIENT_NAME", message: "Veuillez renseigner un client pour le devis" },
        { code: "LINES", message: "Veuillez ajouter au moins un produit au devis" },
        { code: "QUOTE_VALIDITY", message: "La date de validité du devis est manquante." },
      ],
    ],
  ])("%s", (_, change, missing) => {
    expect(checkMandatoryMentions({ ...invoice, ...change }).missing).toEqual(missing);
  });

  it("lets a small invoice go without the VAT number (total excluding tax ≤ 150 €)", () => {
    const seller = { ...invoice.seller, vatNumber: null };
    expect(codes({ ...invoice, seller, totalExcludingTaxCents: 15_000 })).toEqual([]);
    expect(codes({ ...invoice, seller, totalExcludingTaxCents: 15_001 })).toEqual(["SELLER_VAT_NUMBER"]);
  });

  it("prints the franchise mention and the EI of a micro-entrepreneur", () => {
    const seller = {
      ...invoice.seller,
      corporateName: "Julie Lemoine",
      legalForm: "Micro-entreprise" as const,
      shareCapital: null,
      rcsNumber: null,
      registrationCourt: null,
      vatNumber: null,
    };
    const r = checkMandatoryMentions({
      ...invoice,
      seller,
      isVat: false,
      vatMention: VAT_FRANCHISE_MENTION,
      lines: [{ name: "Reportage photo", group: "TAX_0" }],
    });
    expect(r).toEqual({ missing: [], printed: ["Facture", "TVA non applicable, art. 293 B du CGI"] });
    expect(sellerDisplayName(seller)).toBe("Julie Lemoine EI");
    expect(sellerDisplayName({ corporateName: "Julie Lemoine EI", legalForm: "EI" })).toBe("Julie Lemoine EI");
    expect(sellerDisplayName(invoice.seller)).toBe("Domaine des Tilleuls");
  });

  it("accepts a SIRET being assigned, and prints it", () => {
    const r = checkMandatoryMentions({ ...invoice, seller: { ...invoice.seller, siret: null, siretPending: true } });
    expect(r).toEqual({ missing: [], printed: ["Facture", "Attribution du numéro SIRET en cours"] });
  });

  it("prints the references of credit notes, deducted deposits and the deposit's commitment", () => {
    expect(
      checkMandatoryMentions({
        ...invoice,
        quoteType: "CREDIT_NOTE",
        correctedInvoice: { number: "F-2026-00012", date: "2026-03-05" },
      }).printed,
    ).toEqual(["Avoir", "Avoir sur la facture n° F-2026-00012 du 05/03/2026"]);
    expect(
      checkMandatoryMentions({ ...invoice, deductedDeposits: [{ number: "AC-2026-00003", date: "2026-06-01" }] }).printed,
    ).toEqual(["Facture", "Acompte déduit : facture d'acompte n° AC-2026-00003 du 01/06/2026"]);
    expect(checkMandatoryMentions({ ...invoice, quoteType: "DEPOSIT" }).printed).toEqual([
      "Facture d'acompte",
      "Acompte : somme versée à titre d'engagement ferme des deux parties.",
    ]);
  });

  it("asks an association that invoices for its SIREN, not for a quote", () => {
    const association = {
      ...invoice.seller,
      type: "ASSOCIATION" as const,
      legalForm: "Association" as const,
      siren: null,
      siret: null,
    };
    expect(checkMandatoryMentions({ ...invoice, seller: association }).missing).toEqual([
      {
        code: "SELLER_SIREN",
        message:
          "Le numéro SIREN de votre association est manquant : il est obligatoire pour facturer (l'Insee l'attribue sur demande).",
      },
    ]);
    expect(codes({ ...invoice, seller: { ...association, siren: "732829320" } })).toEqual([]);
    expect(codes({ ...invoice, quoteType: "QUOTE", expirationDate: "2026-12-21", seller: association })).toEqual([]);
  });

  it("lets an intermittent performer quote but not invoice (paid as an employee through the GUSO)", () => {
    const intermittent = { ...invoice.seller, type: "INTERMITTENT" as const, legalForm: null, siren: null, siret: null };
    for (const quoteType of ["INVOICE", "DEPOSIT", "CREDIT_NOTE"] as const) {
      expect(
        codes({ ...invoice, quoteType, seller: intermittent, correctedInvoice: { number: "F-1", date: "2026-01-02" } }),
      ).toEqual(["SELLER_INTERMITTENT"]);
    }
    expect(codes({ ...invoice, quoteType: "QUOTE", expirationDate: "2026-12-21", seller: intermittent })).toEqual([]);
  });
});

describe("2027 mentions (e-invoicing reform, reference §1.2 #20)", () => {
  const pro = { type: "PROFESSIONAL" as const, name: "Agence Oui", address };

  it.each<[string, Partial<MentionsInput>, string[]]>([
    ["a French business client without SIREN", { client: pro }, ["CLIENT_SIREN"]],
    ["a French business client with its SIREN", { client: { ...pro, siren: "732829320" } }, []],
    ["a foreign business client (no SIREN exists)", { client: { ...pro, address: { ...address, countryCode: "BE" } } }, []],
    ["a couple", {}, []],
    ["a quote to a business client without SIREN", { quoteType: "QUOTE", expirationDate: "2026-12-21", client: pro }, []],
  ])("%s", (_, change, expected) => {
    expect(codes({ ...invoice, ...change })).toEqual(expected);
  });

  it.each<[string, MentionsInput["lines"], boolean, boolean, string[]]>([
    [
      "services, no option",
      [{ name: "DJ", group: "TAX_20", productType: "BNC" }],
      true,
      false,
      ["Nature de l'opération : Prestation de services"],
    ],
    [
      "services with the debits option",
      [{ name: "DJ", group: "TAX_20", productType: "BIC_2" }],
      true,
      true,
      ["Nature de l'opération : Prestation de services", "Option pour le paiement de la taxe d'après les débits"],
    ],
    [
      "goods only: the option means nothing",
      [{ name: "Dragées", group: "TAX_5_5", productType: "BIC_1" }],
      true,
      true,
      ["Nature de l'opération : Livraison de biens"],
    ],
    [
      "both, a disbursement not counted",
      [
        { name: "Dragées", group: "TAX_5_5", productType: "BIC_1" },
        { name: "Service", group: "TAX_10", productType: "BNC" },
        { name: "SACEM", group: "DEBOUR", productType: "DEBOUR" },
      ],
      true,
      true,
      [
        "Nature de l'opération : Livraison de biens et prestation de services",
        "Option pour le paiement de la taxe d'après les débits",
      ],
    ],
    ["only a disbursement: nothing to say", [{ name: "SACEM", group: "DEBOUR", productType: "DEBOUR" }], true, true, []],
  ])("prints the nature of %s", (_, lines, isVat, vatOnDebits, expected) => {
    expect(checkMandatoryMentions({ ...invoice, lines, isVat, vatOnDebits }).printed).toEqual(["Facture", ...expected]);
  });

  it("prints no debits option without VAT, nor on a quote", () => {
    const lines = [{ name: "Photo", group: "TAX_0" as const, productType: "BNC" as const }];
    expect(
      checkMandatoryMentions({ ...invoice, lines, isVat: false, vatMention: VAT_FRANCHISE_MENTION, vatOnDebits: true }).printed,
    ).toEqual(["Facture", VAT_FRANCHISE_MENTION, "Nature de l'opération : Prestation de services"]);
    expect(
      checkMandatoryMentions({ ...invoice, quoteType: "QUOTE", expirationDate: "2026-12-21", lines, vatOnDebits: true }).printed,
    ).toEqual(["Devis"]);
  });
});
