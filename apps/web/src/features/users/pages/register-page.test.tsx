import { userMessages } from "@cortege/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { RegisterPage } from "./register-page.tsx";

describe("register page", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("refuses a common password with the domain's French message, without calling the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(<RegisterPage />, { route: "/inscription" });

    await userEvent.type(screen.getByLabelText("Email"), "lea@exemple.fr");
    await userEvent.type(screen.getByLabelText("Mot de passe"), "Azertyuiop");
    await userEvent.click(screen.getByRole("button", { name: "Créer mon compte" }));

    expect(await screen.findByText(userMessages.passwordTooCommon)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
