import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { useEnsureInvoiceCompanyData } from "./use-ensure-invoice-company-data.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const contact = {
  firstname: "Claire",
  lastname: "Dumas",
  email: "claire@orangerie.fr",
  phoneCode: "33",
  address: { street: "12 chemin des Vignes", postalCode: "69380", city: "Lozanne", countryCode: "FR" },
};
const completeCompany = {
  corporateName: "L'Orangerie SAS",
  tradeName: "L'Orangerie",
  type: "COMPANY",
  siren: "732829320",
  siret: "73282932000074",
  nafCode: null,
  vatNumber: "FR44732829320",
  rcsNumber: "RCS Lyon 732 829 320",
  registrationCourt: "Lyon",
  rmNumber: null,
  rmDepartment: null,
  shareCapital: 10000,
  mainActivity: null,
  rnaNumber: null,
  gusoNumber: null,
  creationDate: null,
  isVatSubject: true,
  legalForm: "SAS",
  siretPending: false,
  contact,
};

let company: Record<string, unknown> = completeCompany;
/** A vendor that has no company yet: the server answers 404. */
const noCompany: Record<string, unknown> = {};
const clientId = "5d0c7a3e-8f0e-4c7b-9f1e-2a6b7c8d9e01";
const couple = {
  clientId,
  name: "Anne et Paul Roy",
  type: "INDIVIDUAL",
  contacts: [
    { firstname: "Anne", lastname: "Roy", email: "anne@roy.fr", phone: "06 12 34 56 78", phoneCode: "33", address: null },
  ],
  source: null,
  status: "IN_PROGRESS",
  note: null,
  attachments: [],
  company: null,
  isArchived: false,
  createdAt: "2026-01-05T10:00:00.000Z",
};
let answerClientUpdate: (body: Record<string, unknown>) => Response = (body) => json({ ...couple, ...body });
let clientRecord: Record<string, unknown> = couple;
/** A business client (an association: RNA, no SIREN yet) whose head office is known. */
const committee = {
  ...couple,
  name: "Comité des fêtes",
  type: "PROFESSIONAL",
  contacts: [{ ...couple.contacts[0], address: null }],
  company: {
    corporateName: "Comité des fêtes",
    tradeName: "Comité des fêtes",
    type: "ASSOCIATION",
    rnaNumber: "W591234567",
    siren: null,
    siret: null,
    address: { street: "5 rue Haute", postalCode: "59000", city: "Lille", countryCode: "FR" },
  },
};
const posted: { path: string; body: Record<string, unknown> }[] = [];

/** An editor's « Émettre » button, as the documents screen calls the hook. */
function IssueButton({ clientId = null }: { clientId?: string | null }) {
  const { ensureInvoiceCompanyData, dialog } = useEnsureInvoiceCompanyData();
  const [outcome, setOutcome] = useState("");
  const ready = useCurrentVendor().currentVendor !== null;
  return (
    <>
      <button
        type="button"
        disabled={!ready}
        onClick={() => void ensureInvoiceCompanyData(clientId).then((ok) => setOutcome(String(ok)))}
      >
        Émettre
      </button>
      <output>{outcome}</output>
      {dialog}
    </>
  );
}

describe("the missing-information flow", () => {
  // The dialog and the rules load on demand (a chunk of their own in the app); here the first import compiles them,
  // which on a loaded machine outlasts a query's wait: compiled once before the tests.
  beforeAll(async () => {
    await Promise.all([import("../components/missing-company-info-dialog.tsx"), import("../components/missing-company-info.ts")]);
  });

  beforeEach(() => {
    posted.length = 0;
    clientRecord = couple;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname.endsWith("/vendor/user-vendors")) {
          return json({
            vendors: [{ id: vendorId, tradeName: "L'Orangerie", corporateName: "L'Orangerie SAS", slug: "o", logo: null }],
          });
        }
        if (url.pathname.endsWith("/vendor/company/update")) {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          posted.push({ path: "vendor/company/update", body });
          const { vendorId: _v, ...saved } = body;
          company = { ...company, ...saved };
          return json(company);
        }
        if (url.pathname.endsWith("/vendor/company")) {
          return company === noCompany
            ? json({ statusCode: 404, error: "Not Found", message: "Entreprise introuvable.", code: "NOT_FOUND" }, 404)
            : json(company);
        }
        if (url.pathname.endsWith("/client/individual/update")) {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          posted.push({ path: "client/individual/update", body });
          return answerClientUpdate(body);
        }
        if (url.pathname.endsWith("/client/professional/update")) {
          const body = JSON.parse(String(init?.body)) as Record<string, unknown>;
          posted.push({ path: "client/professional/update", body });
          return json({ ...clientRecord, ...body });
        }
        if (url.pathname.endsWith("/client")) return json(clientRecord);
        if (url.pathname.endsWith("/quote/config")) return json({ isVat: true, vatMention: null });
        return json({});
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const issue = async () => {
    const button = await screen.findByRole("button", { name: "Émettre" });
    await vi.waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
  };

  it("goes on at once when the company has everything", async () => {
    company = completeCompany;
    renderWithProviders(<IssueButton />);
    await issue();
    expect(await screen.findByText("true")).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("asks for exactly the SIRET, accepts it as being assigned, and saves the company", async () => {
    company = { ...completeCompany, siret: null };
    renderWithProviders(<IssueButton />);
    await issue();
    const dialog = await screen.findByRole("dialog", { name: "Informations manquantes" });
    expect(within(dialog).getByText(/Le numéro SIRET de votre entreprise est manquant/)).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole("textbox")
        .map((input) => input.getAttribute("name")),
    ).toEqual(["siret"]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    expect(await within(dialog).findByText("Le SIRET est requis")).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.click(within(dialog).getByLabelText("Mon numéro SIRET est en cours d'attribution"));
    expect(within(dialog).getByText(/Attribution du numéro SIRET en cours/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    expect(await screen.findByText("true")).toBeInTheDocument();
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({ vendorId, siret: null, siretPending: true, siren: "732829320" });
  });

  it("answers false when the vendor closes the dialog", async () => {
    company = { ...completeCompany, vatNumber: null };
    renderWithProviders(<IssueButton />);
    await issue();
    const dialog = await screen.findByRole("dialog", { name: "Informations manquantes" });
    expect(within(dialog).getByLabelText("N° de TVA intracommunautaire")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler" }));
    expect(await screen.findByText("false")).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("asks for the client's postal address, refuses it empty with the message next to the fields, and saves it to the client", async () => {
    company = completeCompany;
    answerClientUpdate = (body) => json({ ...couple, ...body });
    renderWithProviders(<IssueButton clientId={clientId} />);
    await issue();
    const dialog = await screen.findByRole("dialog", { name: "Informations manquantes" });
    expect(within(dialog).getByText("Le client : Anne et Paul Roy")).toBeInTheDocument();
    expect(
      within(dialog)
        .getAllByRole("textbox")
        .map((input) => input.getAttribute("name"))
        .filter(Boolean),
    ).toEqual(["clientStreet", "clientPostalCode", "clientCity"]);

    // An empty submit keeps the dialog open, each field saying what it lacks, and sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    const street = within(dialog).getByLabelText("Adresse du client (numéro et rue)");
    await vi.waitFor(() => expect(street).toHaveAccessibleDescription(/L'adresse du client est incomplète/));
    expect(screen.getByRole("dialog", { name: "Informations manquantes" })).toBeInTheDocument();
    expect(posted).toEqual([]);

    await userEvent.type(street, "5 rue Mercière");
    await userEvent.type(within(dialog).getByLabelText("Code postal du client"), "69002");
    await userEvent.type(within(dialog).getByLabelText("Ville du client"), "Lyon");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    expect(await screen.findByText("true")).toBeInTheDocument();
    expect(posted.map((p) => p.path)).toEqual(["client/individual/update"]);
    expect(posted[0]?.body).toMatchObject({
      clientId,
      contacts: [{ email: "anne@roy.fr", address: { street: "5 rue Mercière", postalCode: "69002", city: "Lyon" } }],
    });
  });

  it("asks a business client's SIREN, checks it, and saves it to the client", async () => {
    company = completeCompany;
    clientRecord = committee;
    renderWithProviders(<IssueButton clientId={clientId} />);
    await issue();
    const dialog = await screen.findByRole("dialog", { name: "Informations manquantes" });
    expect(
      within(dialog).getByText("Le numéro SIREN du client professionnel est manquant : il est obligatoire sur les factures."),
    ).toBeInTheDocument();
    const siren = within(dialog).getByLabelText("SIREN du client (9 chiffres)");
    expect(
      within(dialog)
        .getAllByRole("textbox")
        .map((input) => input.getAttribute("name"))
        .filter(Boolean),
    ).toEqual(["clientSiren"]);

    await userEvent.type(siren, "732 829 321");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    await vi.waitFor(() => expect(siren).toHaveAccessibleDescription(/Le SIREN n'est pas valide/));
    expect(posted).toEqual([]);

    await userEvent.clear(siren);
    await userEvent.type(siren, "732 829 320");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    expect(await screen.findByText("true")).toBeInTheDocument();
    expect(posted.map((p) => p.path)).toEqual(["client/professional/update"]);
    expect(posted[0]?.body).toMatchObject({ clientId, company: { siren: "732829320", rnaNumber: "W591234567" } });
  });

  it("shows the server's refusal after a save and stays open with what was typed", async () => {
    company = completeCompany;
    answerClientUpdate = () =>
      json(
        { statusCode: 400, error: "Bad Request", message: ["Le numéro de téléphone est requis"], code: "VALIDATION_FAILED" },
        400,
      );
    renderWithProviders(<IssueButton clientId={clientId} />);
    await issue();
    const dialog = await screen.findByRole("dialog", { name: "Informations manquantes" });
    await userEvent.type(within(dialog).getByLabelText("Adresse du client (numéro et rue)"), "5 rue Mercière");
    await userEvent.type(within(dialog).getByLabelText("Code postal du client"), "69002");
    await userEvent.type(within(dialog).getByLabelText("Ville du client"), "Lyon");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    expect(await within(dialog).findByText(/Le numéro de téléphone est requis/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText("Ville du client")).toHaveValue("Lyon");
    expect(screen.queryByText("true")).not.toBeInTheDocument();
  });

  it("a vendor without a company: an empty submit keeps the dialog open, each field with its message", async () => {
    company = noCompany;
    renderWithProviders(<IssueButton />);
    await issue();
    const dialog = await screen.findByRole("dialog", { name: "Informations manquantes" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    const corporateName = within(dialog).getByLabelText("Raison sociale");
    await vi.waitFor(() => expect(corporateName).toHaveAccessibleDescription("La raison sociale est requise."));
    expect(within(dialog).getByLabelText("SIREN")).toHaveAccessibleDescription(/SIREN/);
    expect(within(dialog).getByLabelText("Adresse (numéro et rue)")).toHaveAccessibleDescription(/adresse/i);
    expect(screen.getByRole("dialog", { name: "Informations manquantes" })).toBeInTheDocument();
    expect(screen.queryByText("false")).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("inside the document editor's form: its submit stays its own, the editor's form is not submitted", async () => {
    company = { ...completeCompany, siret: null };
    const editorSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={editorSubmit}>
        <IssueButton />
      </form>,
    );
    await issue();
    const dialog = await screen.findByRole("dialog", { name: "Informations manquantes" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer et continuer" }));
    expect(await within(dialog).findByText("Le SIRET est requis")).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Informations manquantes" })).toBeInTheDocument();
    expect(editorSubmit).not.toHaveBeenCalled();
  });
});
