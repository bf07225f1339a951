import { clientMessages, companyMessages, contactMessages } from "@cortege/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCurrentVendor } from "../../../lib/session/use-current-vendor.ts";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { ClientPanel } from "./client-panel.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The panel opens inside the back office, once the vendor is known. */
function WithVendor({ children }: { children: ReactNode }) {
  return useCurrentVendor().currentVendor ? children : null;
}

describe("client panel", () => {
  let posts: { path: string; body: unknown }[];
  let answerCreate: () => Response;

  beforeEach(() => {
    posts = [];
    answerCreate = () => json({}, 500);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname.endsWith("/vendor/user-vendors")) {
          return json({
            vendors: [{ id: vendorId, tradeName: "Le Moulin", corporateName: "Le Moulin SAS", slug: "le-moulin", logo: null }],
          });
        }
        if (url.pathname.endsWith("/client/search")) return json({ clients: [] });
        posts.push({ path: url.pathname, body: JSON.parse(String(init?.body ?? "null")) });
        return answerCreate();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  const open = async () => {
    renderWithProviders(
      <WithVendor>
        <ClientPanel open onClose={() => {}} />
      </WithVendor>,
    );
    return screen.findByRole("dialog", { name: "Nouveau client" });
  };

  it("shows the domain's French messages under the fields and keeps what was typed, without calling the server", async () => {
    const panel = await open();
    await userEvent.click(within(panel).getByRole("button", { name: "Professionnel" }));
    await userEvent.type(within(panel).getByLabelText("Prénom"), "Anne");
    await userEvent.type(within(panel).getByLabelText("Raison sociale"), "Durand Événements SAS");
    await userEvent.type(within(panel).getByLabelText("SIREN"), "1234");

    await userEvent.click(within(panel).getByRole("button", { name: "Ajouter le client" }));

    expect(await within(panel).findByText(contactMessages.lastnameRequired)).toBeInTheDocument();
    expect(within(panel).getByLabelText("Nom")).toHaveAccessibleDescription(contactMessages.lastnameRequired);
    expect(within(panel).getByText(contactMessages.emailRequired)).toBeInTheDocument();
    expect(within(panel).getByText(contactMessages.phoneRequired)).toBeInTheDocument();
    expect(within(panel).getByText(clientMessages.tradeNameRequired)).toBeInTheDocument();
    expect(within(panel).getByText(companyMessages.sirenInvalid)).toBeInTheDocument();
    expect(within(panel).getByText(companyMessages.siretRequired)).toBeInTheDocument();
    expect(within(panel).getByLabelText("Prénom")).toHaveValue("Anne");
    expect(within(panel).getByLabelText("SIREN")).toHaveValue("1234");
    expect(posts).toEqual([]);
  });

  it("asks for the identifier of the company type: the RNA number of an association", async () => {
    const panel = await open();
    await userEvent.click(within(panel).getByRole("button", { name: "Professionnel" }));
    await userEvent.click(within(panel).getByLabelText("Type de structure"));
    await userEvent.click(await screen.findByRole("option", { name: "Association" }));
    expect(within(panel).queryByLabelText("SIREN")).not.toBeInTheDocument();
    await userEvent.type(within(panel).getByLabelText("Numéro RNA"), "W12");

    await userEvent.click(within(panel).getByRole("button", { name: "Ajouter le client" }));

    expect(await within(panel).findByText(companyMessages.rnaInvalid)).toBeInTheDocument();
    expect(posts).toEqual([]);
  });

  it("sends a valid professional client and keeps every value when the server refuses it", async () => {
    answerCreate = () => json({ statusCode: 400, error: "Bad Request", message: "Ce client existe déjà.", code: "X" }, 400);
    const panel = await open();
    await userEvent.click(within(panel).getByRole("button", { name: "Professionnel" }));
    await userEvent.type(within(panel).getByLabelText("Raison sociale"), "Durand Événements SAS");
    await userEvent.type(within(panel).getByLabelText("Nom commercial"), "Durand Events");
    await userEvent.type(within(panel).getByLabelText("SIREN"), "732 829 320");
    await userEvent.type(within(panel).getByLabelText("SIRET"), "73282932000074");
    await userEvent.type(within(panel).getByLabelText("Prénom"), "Anne");
    await userEvent.type(within(panel).getByLabelText("Nom"), "Roy");
    await userEvent.type(within(panel).getByLabelText("Email"), "anne@exemple.fr");
    await userEvent.type(within(panel).getByLabelText("Téléphone"), "0612345678");

    await userEvent.click(within(panel).getByRole("button", { name: "Ajouter le client" }));

    expect(await within(panel).findByRole("alert")).toHaveTextContent("Ce client existe déjà.");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.path).toBe("/api/client/professional/create");
    expect(posts[0]?.body).toMatchObject({
      vendorId,
      contacts: [{ firstname: "Anne", lastname: "Roy", email: "anne@exemple.fr", phoneCode: "33" }],
      company: { corporateName: "Durand Événements SAS", tradeName: "Durand Events", type: "COMPANY", siren: "732 829 320" },
    });
    expect(within(panel).getByLabelText("Nom commercial")).toHaveValue("Durand Events");
    expect(within(panel).getByLabelText("Email")).toHaveValue("anne@exemple.fr");
  });
});
