import { contactMessages, userMessages } from "@cortege/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { takePendingPassword } from "../pending-confirmation.ts";
import { LoginPage } from "./login-page.tsx";

describe("login page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("shows the domain's French messages on an empty submit, without calling the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<LoginPage />, { route: "/connexion" });

    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));

    expect(await screen.findByText(contactMessages.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(userMessages.passwordRequired)).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAccessibleDescription(contactMessages.emailRequired);
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's message on wrong credentials and keeps what was typed", async () => {
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            statusCode: 400,
            error: "Bad Request",
            message: userMessages.invalidCredentials,
            code: "INVALID_CREDENTIALS",
          }),
          { status: 400, headers: { "Content-Type": "application/json" } },
        ),
    );
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<LoginPage />, { route: "/connexion" });

    await userEvent.type(screen.getByLabelText("Email"), "personne@exemple.fr");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "pas-le-bon");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(userMessages.invalidCredentials);
    expect(screen.getByLabelText("Email")).toHaveValue("personne@exemple.fr");
    expect(screen.getByLabelText("Mot de passe")).toHaveValue("pas-le-bon");
  });

  it("labels the password toggle and shows the password on demand", async () => {
    renderWithProviders(<LoginPage />, { route: "/connexion" });
    const password = screen.getByLabelText("Mot de passe");
    expect(password).toHaveAttribute("type", "password");

    await userEvent.click(screen.getByRole("button", { name: "Afficher le mot de passe" }));

    expect(password).toHaveAttribute("type", "text");
    expect(screen.getByRole("button", { name: "Masquer le mot de passe" })).toBeInTheDocument();
  });

  it("on an unconfirmed e-mail, offers to enter the code or to get a new one, then opens the confirmation screen", async () => {
    const answers: Record<string, Response> = {
      "/api/user/login": new Response(
        JSON.stringify({
          statusCode: 400,
          error: "Bad Request",
          message: userMessages.emailNotConfirmed,
          code: "EMAIL_NOT_CONFIRMED",
        }),
        { status: 400, headers: { "Content-Type": "application/json" } },
      ),
      "/api/user/resend-confirmation-code": new Response(JSON.stringify({ success: true }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
    };
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const answer = answers[new URL(input instanceof Request ? input.url : String(input)).pathname];
      if (!answer) throw new Error(`unexpected call ${String(input)}`);
      return answer;
    });
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(
      <Routes>
        <Route path="/connexion" element={<LoginPage />} />
        <Route path="/inscription/confirmation" element={<ShownSearch />} />
      </Routes>,
      { route: "/connexion" },
    );

    await userEvent.type(screen.getByLabelText("Email"), "Marie@Exemple.fr");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "le-bon-mot");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(userMessages.emailNotConfirmed);
    expect(screen.getByRole("link", { name: "Saisir mon code" })).toHaveAttribute(
      "href",
      "/inscription/confirmation?email=marie%40exemple.fr",
    );
    await userEvent.click(screen.getByRole("button", { name: "Renvoyer le code" }));

    expect(await screen.findByText("Un nouveau code vous a été envoyé par email.")).toBeInTheDocument();
    // The router commits the navigation in a transition, possibly after the notice has rendered.
    expect(await screen.findByTestId("search")).toHaveTextContent("?email=marie%40exemple.fr");
    // The password typed here signs the user in once the code is confirmed (kept in memory for that e-mail).
    expect(takePendingPassword("marie@exemple.fr")).toBe("le-bon-mot");
  });

  it("says so when the server cannot be reached, and keeps what was typed", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    renderWithProviders(<LoginPage />, { route: "/connexion" });

    await userEvent.type(screen.getByLabelText("Email"), "personne@exemple.fr");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "un-mot");
    await userEvent.click(screen.getByRole("button", { name: "Se connecter" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Impossible de joindre le serveur. Vérifiez votre connexion internet, puis réessayez.",
    );
    expect(screen.getByLabelText("Mot de passe")).toHaveValue("un-mot");
  });
});

function ShownSearch() {
  return <p data-testid="search">{useLocation().search}</p>;
}
