import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { Composer } from "./composer.tsx";

const predefined = [{ title: "Visite", body: "Bonjour {prenom}, votre mariage du {date_evenement} nous ravit." }];
const values = { prenom: "Léa", date_evenement: "15 juin 2030" };

function setup(onSend = vi.fn(async () => {})) {
  const onError = vi.fn();
  renderWithProviders(
    <Composer
      predefined={predefined}
      values={values}
      onUpload={vi.fn(async () => [])}
      onSend={onSend}
      onManagePredefined={vi.fn()}
      onError={onError}
    />,
  );
  return { onSend, onError };
}

describe("Composer", () => {
  it("inserts a predefined message with the couple's details, then sends it and empties the box", async () => {
    const { onSend } = setup();
    await userEvent.click(screen.getByRole("button", { name: "Messages prédéfinis" }));
    await userEvent.click(screen.getByRole("menuitem", { name: "Visite" }));
    const box = screen.getByLabelText("Votre message");
    expect(box).toHaveValue("Bonjour Léa, votre mariage du 15 juin 2030 nous ravit.");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({ body: "Bonjour Léa, votre mariage du 15 juin 2030 nous ravit.", attachments: [] }),
    );
    await waitFor(() => expect(box).toHaveValue(""));
  });

  it("refuses an empty message in French without calling the server", async () => {
    const { onSend, onError } = setup();
    await userEvent.type(screen.getByLabelText("Votre message"), "   ");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    expect(onError).toHaveBeenCalledWith("Le message est vide.");
    expect(onSend).not.toHaveBeenCalled();
  });

  it("keeps the text when sending fails", async () => {
    setup(
      vi.fn(async () => {
        throw new Error("refusé");
      }),
    );
    const box = screen.getByLabelText("Votre message");
    await userEvent.type(box, "À bientôt");
    await userEvent.click(screen.getByRole("button", { name: "Envoyer" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Envoyer" })).toBeEnabled());
    expect(box).toHaveValue("À bientôt");
  });
});
