import type { Offer, UserSubscription } from "@cortege/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { OffersCard } from "./offers-card.tsx";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const price = (tier: string, interval: "month" | "year", amount: number) => ({
  priceId: `price_${tier}_${interval}`,
  amount,
  currency: "eur",
  interval,
  intervalCount: 1,
  trialPeriodDays: 14,
  tiers: null,
  tier_mode: null,
});
const offers: Offer[] = [
  {
    productId: "prod_essential",
    productName: "Essentiel",
    productDescription: "Le back-office.",
    tier: "essential",
    prices: [price("essential", "month", 2900), price("essential", "year", 29000)],
    status: "active",
  },
  {
    productId: "prod_premium",
    productName: "Premium",
    productDescription: "L'Essentiel, et plus.",
    tier: "premium",
    prices: [price("premium", "month", 5900), price("premium", "year", 59000)],
    status: "active",
  },
];
const paying = {
  subscriptionId: "sub_paye",
  productId: "prod_premium",
  productName: "Premium",
  tier: "premium",
  status: "active",
  interval: "month",
  priceId: "price_premium_month",
  amount: 5900,
  quantity: 1,
} as UserSubscription;

/** The calls the card makes, answered like the server; the change of plan answers `answer`. */
function server(answer: Response) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, "http://localhost").pathname;
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : null });
      if (path.endsWith("/user/change-subscription-plan")) return answer.clone();
      return json({ statusCode: 401, error: "Unauthorized", message: "Session expirée." }, 401);
    }),
  );
  return calls;
}

describe("the offers while paying", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("changes the plan in place once confirmed, saying how Stripe prorates", async () => {
    const calls = server(json({ subscription: { ...paying, priceId: "price_essential_month", tier: "essential" } }));
    renderWithProviders(<OffersCard offers={offers} paying={paying} />);

    expect(screen.getByText("Votre offre actuelle")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Choisir/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Passer à Essentiel" }));
    const dialog = screen.getByRole("dialog", { name: /^Passer à Essentiel \(29,00\s€ \/ mois\) \?$/ });
    expect(dialog).toHaveTextContent("Stripe calcule au prorata");
    await userEvent.click(within(dialog).getByRole("button", { name: "Changer d'offre" }));

    expect(await screen.findByText("Votre offre est maintenant Essentiel.")).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith("/user/change-subscription-plan"))?.body).toEqual({
      subscriptionId: "sub_paye",
      price_id: "price_essential_month",
    });
  });

  it("says that a new interval is invoiced now, and keeps the dialog open with the server's refusal", async () => {
    server(json({ statusCode: 400, error: "Bad Request", message: "C'est déjà votre offre.", code: "SAME_PLAN" }, 400));
    renderWithProviders(<OffersCard offers={offers} paying={paying} />);

    await userEvent.click(screen.getByRole("button", { name: "Annuel" }));
    await userEvent.click(screen.getByRole("button", { name: "Passer à Premium" }));
    const dialog = screen.getByRole("dialog", { name: /^Passer à Premium \(590,00\s€ \/ an\) \?$/ });
    expect(dialog).toHaveTextContent("Une période annuelle commence aujourd'hui");
    await userEvent.click(within(dialog).getByRole("button", { name: "Changer d'offre" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent("C'est déjà votre offre.");
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
