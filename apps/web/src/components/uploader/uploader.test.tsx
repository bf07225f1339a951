import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { Uploader, type UploaderProps } from "./uploader.tsx";
import type { UploaderItem } from "./uploader-item.ts";
import type { UploadFiles, UploadOutcome } from "./use-upload-queue.ts";

const stored = (name: string): UploaderItem => ({
  key: `id-${name}`,
  name,
  kind: "image",
  previewUrl: `https://files.test/${name}/thumbnail.webp`,
  openUrl: `https://files.test/${name}/large.webp`,
  status: "done",
  progress: 100,
  error: null,
  fileId: `id-${name}`,
  file: null,
});

const ok = (name: string): UploadOutcome => ({
  ok: true,
  fileId: `id-${name}`,
  name,
  kind: "image",
  previewUrl: `https://files.test/${name}/thumbnail.webp`,
  openUrl: `https://files.test/${name}/large.webp`,
});

/** An upload the test drives: progress and outcome are given by hand, per call. */
function controlledUpload() {
  const calls: { files: File[]; progress: (index: number, value: number) => void; finish: (o: UploadOutcome[]) => void }[] = [];
  const upload: UploadFiles = (files, progress) =>
    new Promise((resolve) => {
      calls.push({ files, progress, finish: resolve });
    });
  return { upload, calls };
}

type HarnessProps = Omit<UploaderProps, "items" | "onItemsChange" | "label" | "accept"> & { initial?: UploaderItem[] };

function Harness({ initial = [], ...props }: HarnessProps) {
  const [items, setItems] = useState(initial);
  return (
    <Uploader label="Photos de la vitrine" accept="image/jpeg,image/png" items={items} onItemsChange={setItems} {...props} />
  );
}

/** The tiles in order (also while a dialog hides the page from assistive technologies). */
const names = () =>
  within(screen.getByRole("list", { name: "Photos de la vitrine", hidden: true }))
    .getAllByRole("listitem", { hidden: true })
    .map((li) => li.getAttribute("aria-label"));

describe("Uploader", () => {
  it("sends picked files with their progress, shows the server's French refusal, and retries only that file", async () => {
    const { upload, calls } = controlledUpload();
    const onUploaded = vi.fn();
    renderWithProviders(<Harness upload={upload} onUploaded={onUploaded} />);

    const a = new File(["aaaa"], "salle.jpg", { type: "image/jpeg" });
    const b = new File(["bbbb"], "jardin.png", { type: "image/png" });
    await userEvent.upload(screen.getByLabelText("Fichiers à envoyer"), [a, b]);

    expect(names()).toEqual(["salle.jpg", "jardin.png"]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.files.map((f) => f.name)).toEqual(["salle.jpg", "jardin.png"]);
    act(() => calls[0]?.progress(0, 40));
    const bar = screen.getByRole("progressbar", { name: "Envoi de salle.jpg" });
    expect(bar).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByText("40 %")).toBeInTheDocument();

    const refusal = "Le contenu de « jardin.png » n'est pas un format accepté ici. Formats acceptés : JPEG ou PNG.";
    await act(async () => calls[0]?.finish([ok("salle.jpg"), { ok: false, error: refusal }]));
    expect(screen.queryByRole("progressbar", { name: "Envoi de salle.jpg" })).not.toBeInTheDocument();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole("button", { name: "Réessayer l'envoi de jardin.png" }));
    expect(calls).toHaveLength(2);
    expect(calls[1]?.files).toEqual([b]);
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    await act(async () => calls[1]?.finish([ok("jardin.png")]));
    expect(screen.queryByRole("button", { name: /Réessayer/ })).not.toBeInTheDocument();
    expect(names()).toEqual(["salle.jpg", "jardin.png"]);
    expect(onUploaded).toHaveBeenCalledTimes(2);
  });

  it("takes files dropped on the zone, but not a tile dragged over it", async () => {
    const { upload, calls } = controlledUpload();
    renderWithProviders(<Harness upload={upload} />);
    const zone = screen.getByText("Glissez vos fichiers ici");
    const photo = new File(["x"], "dépôt.jpg", { type: "image/jpeg" });

    fireEvent.drop(zone, { dataTransfer: { types: ["text/plain"], files: [] } });
    expect(calls).toHaveLength(0);
    fireEvent.dragOver(zone, { dataTransfer: { types: ["Files"], files: [photo] } });
    expect(screen.getByText("Déposez pour envoyer")).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { types: ["Files"], files: [photo] } });
    expect(calls[0]?.files).toEqual([photo]);
    expect(names()).toEqual(["dépôt.jpg"]);
  });

  it("reorders from the keyboard through each file's menu, and marks the first one as the cover", async () => {
    const onReorder = vi.fn();
    renderWithProviders(
      <Harness
        upload={controlledUpload().upload}
        initial={[stored("a.jpg"), stored("b.jpg"), stored("c.jpg")]}
        onReorder={onReorder}
        cover
      />,
    );
    const cover = () => within(screen.getByRole("listitem", { name: "a.jpg" })).queryByText("Couverture");
    expect(cover()).toBeInTheDocument();

    // Keyboard only: Tab to the menu button, Enter, arrows, Enter.
    const menuButton = screen.getByRole("button", { name: "Actions pour c.jpg" });
    menuButton.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((i) => i.textContent),
    ).toEqual(["Ouvrir", "Choisir comme couverture", "Déplacer avant"]);
    within(menu).getByRole("menuitem", { name: "Déplacer avant" }).focus();
    await userEvent.keyboard("{Enter}");
    expect(names()).toEqual(["a.jpg", "c.jpg", "b.jpg"]);
    expect(onReorder).toHaveBeenLastCalledWith([
      expect.objectContaining({ fileId: "id-a.jpg" }),
      expect.objectContaining({ fileId: "id-c.jpg" }),
      expect.objectContaining({ fileId: "id-b.jpg" }),
    ]);
    // Said to screen readers through the uploader's live region.
    expect(screen.getByText("c.jpg déplacé en position 2 sur 3.")).toHaveAttribute("aria-live", "polite");

    await userEvent.click(screen.getByRole("button", { name: "Actions pour b.jpg" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Choisir comme couverture" }));
    expect(names()).toEqual(["b.jpg", "a.jpg", "c.jpg"]);
    expect(within(screen.getByRole("listitem", { name: "b.jpg" })).getByText("Couverture")).toBeInTheDocument();
    expect(cover()).not.toBeInTheDocument();
    expect(screen.getByText("b.jpg est maintenant la photo de couverture.")).toHaveAttribute("role", "status");
    expect(onReorder).toHaveBeenCalledTimes(2);

    // The drag handle is a keyboard control too (Space, arrows, Space).
    expect(screen.getByRole("button", { name: "Déplacer a.jpg (glisser, ou Espace puis flèches)" })).toHaveAttribute(
      "tabindex",
      "0",
    );
  });

  it("deletes a file after one confirmation, and keeps it with the reason when the server refuses", async () => {
    const onDelete = vi.fn().mockRejectedValueOnce(new Error("boom")).mockResolvedValueOnce(undefined);
    renderWithProviders(
      <Harness upload={controlledUpload().upload} initial={[stored("a.jpg"), stored("b.jpg")]} onDelete={onDelete} />,
    );

    await userEvent.click(screen.getByRole("button", { name: "Actions pour a.jpg" }));
    await userEvent.click(await screen.findByRole("menuitem", { name: "Supprimer" }));
    const dialog = await screen.findByRole("dialog", { name: "Supprimer ce fichier ?" });
    expect(dialog).toHaveTextContent("« a.jpg » sera définitivement supprimé.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    expect(
      await within(dialog).findByText("Une erreur inattendue s'est produite. Veuillez réessayer plus tard."),
    ).toBeInTheDocument();
    expect(names()).toEqual(["a.jpg", "b.jpg"]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Supprimer" }));
    await waitFor(() => expect(names()).toEqual(["b.jpg"]));
    expect(onDelete).toHaveBeenCalledTimes(2);
    expect(onDelete).toHaveBeenLastCalledWith(expect.objectContaining({ fileId: "id-a.jpg" }));
  });

  it("offers no reordering, cover or deletion when the caller does not want them", async () => {
    renderWithProviders(<Harness upload={controlledUpload().upload} initial={[stored("a.jpg"), stored("b.jpg")]} />);
    expect(screen.queryByRole("button", { name: /^Déplacer/ })).not.toBeInTheDocument();
    expect(screen.queryByText("Couverture")).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Actions pour b.jpg" }));
    expect((await screen.findAllByRole("menuitem")).map((i) => i.textContent)).toEqual(["Ouvrir"]);
  });
});
