import { contactMessages, userMessages } from "@cortege/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
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
});
