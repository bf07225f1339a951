import { ApiProblemError } from "@cortege/api-client";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { LoadError } from "../load-error.tsx";
import { ProblemAlert } from "./problem-alert.tsx";

const locked = new ApiProblemError({
  kind: "forbidden",
  temporary: false,
  status: 403,
  code: "PLAN_REQUIRED",
  message: "Cette fonctionnalité fait partie de l'offre Premium.",
});
const refused = new ApiProblemError({ kind: "forbidden", temporary: false, status: 403, code: "FORBIDDEN" });

describe("a feature the plan does not open", () => {
  it("is offered, not failed: a section's refusal leads to « Abonnement »", () => {
    renderWithProviders(<ProblemAlert error={locked} />);
    expect(screen.getByRole("alert")).toHaveTextContent("offre Premium");
    expect(screen.getByRole("link", { name: "Voir les offres" })).toHaveAttribute("href", "/compte/abonnement");
  });

  it("replaces a screen's load error and its retry with the way to the plans", () => {
    renderWithProviders(<LoadError error={locked} onRetry={() => {}} />);
    expect(screen.getByRole("alert")).toHaveTextContent("Cette fonctionnalité n'est pas incluse dans votre offre");
    expect(screen.getByRole("link", { name: "Voir les offres" })).toHaveAttribute("href", "/compte/abonnement");
    expect(screen.queryByRole("button", { name: "Réessayer" })).not.toBeInTheDocument();
  });

  it("leaves any other refusal as an error with nothing to buy", () => {
    renderWithProviders(<ProblemAlert error={refused} />);
    expect(screen.queryByRole("link", { name: "Voir les offres" })).not.toBeInTheDocument();
  });
});
