import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { PaymentDialog } from "./payment-dialog.tsx";

const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
const quoteId = "5d1f0c8e-7a2b-4c3d-9e8f-0a1b2c3d4e5f";
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("the payment dialog", () => {
  let posted: Record<string, unknown>[];
  let answer: () => Response;

  beforeEach(() => {
    posted = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(input, "http://localhost");
        const path = url.pathname.replace(/^\/api\//, "");
        if (path === "vendor/user-vendors") {
          return json({
            vendors: [{ id: vendorId, tradeName: "L'Orangerie", corporateName: "L'Orangerie SAS", slug: "o", logo: null }],
          });
        }
        if (path === "quote/payments/create") {
          posted.push(JSON.parse(String(init?.body)));
          return answer();
        }
        return json({ statusCode: 404, error: "Not Found", message: "?", code: "NOT_FOUND" }, 404);
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("offers what remains, checks with the domain's rules, and keeps what was typed when the server refuses", async () => {
    const onDone = vi.fn();
    renderWithProviders(
      <PaymentDialog
        document={{ quoteId, quoteType: "DEPOSIT", status: "SENT" }}
        remaining={135.2}
        mode="record"
        open
        onClose={() => {}}
        onDone={onDone}
      />,
    );
    const dialog = await screen.findByRole("dialog", { name: "Enregistrer un paiement" });
    const amount = within(dialog).getByRole("textbox", { name: /Montant/ });
    expect(amount).toHaveValue("135,20");

    // Not an amount: refused in the browser, nothing sent.
    await userEvent.clear(amount);
    await userEvent.type(amount, "12,345");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(
      await within(dialog).findByText("Le montant du paiement doit être supérieur à 0 €, avec au plus 2 décimales."),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, "200");
    await userEvent.click(within(dialog).getByRole("combobox", { name: /Moyen de paiement/ }));
    await userEvent.click(await screen.findByRole("option", { name: "Chèque" }));
    await userEvent.type(within(dialog).getByRole("textbox", { name: /Référence/ }), "n° 42");
    answer = () =>
      json(
        {
          statusCode: 400,
          error: "Bad Request",
          message: "Le paiement dépasse le reste à payer (135,20 €).",
          code: "PAYMENT_REFUSED",
        },
        400,
      );
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Le paiement dépasse le reste à payer (135,20 €).");
    expect(posted.at(-1)).toMatchObject({ vendorId, quoteId, amount: 200, method: "CHECK", reference: "n° 42" });
    // Everything typed is still there to be corrected.
    expect(amount).toHaveValue("200");
    expect(within(dialog).getByRole("combobox", { name: /Moyen de paiement/ })).toHaveTextContent("Chèque");
    expect(within(dialog).getByRole("textbox", { name: /Référence/ })).toHaveValue("n° 42");
    expect(onDone).not.toHaveBeenCalled();

    answer = () => json({ quoteId, status: "PAID", payable: false, due: 135.2, paid: 135.2, remaining: 0, payments: [] });
    await userEvent.clear(amount);
    await userEvent.type(amount, "135,2");
    await userEvent.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(posted.at(-1)).toMatchObject({ amount: 135.2, method: "CHECK" });
  });
});
