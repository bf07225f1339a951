import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { MediaDetailsDialog } from "./media-details-dialog.tsx";

const media = { name: "Le parc", title: "Le parc", description: null };

describe("MediaDetailsDialog", () => {
  it("shows what is stored and saves the trimmed title and description, empty as null", async () => {
    const onSave = vi.fn(async () => {});
    const onClose = vi.fn();
    renderWithProviders(<MediaDetailsDialog media={media} onClose={onClose} onSave={onSave} />);
    const title = screen.getByLabelText("Titre");
    expect(title).toHaveValue("Le parc");
    await userEvent.clear(title);
    await userEvent.type(screen.getByLabelText("Description"), "  Le parc au printemps.  ");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ title: null, description: "Le parc au printemps." }));
    expect(onClose).toHaveBeenCalled();
  });

  it("keeps the typed values and shows the refusal when the save fails", async () => {
    const onSave = vi.fn(async () => {
      throw new Error("refusé");
    });
    const onClose = vi.fn();
    renderWithProviders(<MediaDetailsDialog media={media} onClose={onClose} onSave={onSave} />);
    await userEvent.type(screen.getByLabelText("Description"), "Une allée");
    await userEvent.click(screen.getByRole("button", { name: "Enregistrer" }));
    expect(await screen.findByRole("alert")).toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveValue("Une allée");
    expect(onClose).not.toHaveBeenCalled();
  });
});
