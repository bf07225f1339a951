import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { ArticleForm } from "./article-form.tsx";
import { type ArticleFormValues, articleErrorsOf, articleInputOf, emptyArticleValues } from "./article-form-values.ts";

let latest: ArticleFormValues = emptyArticleValues();

/** The editor page's own wiring: values in state, checked with the route's schema on save. */
function Harness() {
  const [values, setValues] = useState(emptyArticleValues());
  const [errors, setErrors] = useState<Partial<Record<keyof ArticleFormValues, string>>>({});
  latest = values;
  return (
    <>
      <ArticleForm values={values} errors={errors} parents={[]} onChange={(patch) => setValues((v) => ({ ...v, ...patch }))} />
      <button type="button" onClick={() => setErrors(articleErrorsOf(values))}>
        Vérifier
      </button>
    </>
  );
}

describe("article editor form", () => {
  it("refuses a save without a main category, with the schema's French message", async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole("textbox", { name: /^Titre\s*\*?$/ }), "Le budget du mariage");
    await userEvent.click(screen.getByRole("button", { name: "Vérifier" }));
    expect(await screen.findByText("Choisissez une catégorie principale.")).toBeInTheDocument();
  });

  it("counts the SEO title and description against 60 and 160 characters and warns beyond", async () => {
    renderWithProviders(<Harness />);
    const metaTitle = screen.getByRole("textbox", { name: "Titre SEO" });
    await userEvent.type(metaTitle, "Budget");
    expect(screen.getByText("6 / 60 caractères")).toBeInTheDocument();
    await userEvent.click(metaTitle);
    await userEvent.paste(" x".repeat(30));
    expect(screen.getByText(/66 \/ 60 caractères Au-delà, le texte risque d'être coupé\./)).toBeInTheDocument();
    expect(screen.getByText("0 / 160 caractères")).toBeInTheDocument();
  });

  it("offers only the chosen main category's sub-categories and sends a valid input", async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByRole("textbox", { name: /^Titre\s*\*?$/ }), "Choisir sa robe");
    await userEvent.click(screen.getByRole("combobox", { name: /Catégorie principale/ }));
    await userEvent.click(screen.getByRole("option", { name: "La mariée" }));
    await userEvent.click(screen.getByRole("combobox", { name: "Sous-catégorie" }));
    const options = within(screen.getByRole("listbox"))
      .getAllByRole("option")
      .map((o) => o.textContent);
    expect(options).toEqual([
      "Aucune",
      "Robe de mariée",
      "Beauté de la mariée",
      "Accessoires de la mariée",
      "Demoiselles d'honneur",
    ]);
    await userEvent.click(screen.getByRole("option", { name: "Robe de mariée" }));
    await waitFor(() => expect(latest.subCategory).toBe("wedding-dress"));
    expect(articleErrorsOf(latest)).toEqual({});
    expect(articleInputOf(latest)).toMatchObject({
      title: "Choisir sa robe",
      mainCategory: "bride",
      subCategory: "wedding-dress",
      target: "cortege",
    });
  });
});

describe("pictures from the media library", () => {
  const vendorId = "0b9f3c52-52f4-4d9b-9a52-0a6b7a0e2c11";
  const fileId = "5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f";
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });

  it("puts the chosen library photo's permanent blog address in the cover field, its title as the alternative text", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname.endsWith("/vendor/user-vendors"))
          return json({
            vendors: [{ id: vendorId, tradeName: "Cortège", corporateName: "Cortège SAS", slug: "cortege", logo: null }],
          });
        if (url.pathname.endsWith("/vendor/medias"))
          return json({
            medias: [
              {
                filename: fileId,
                originalName: "jardin.jpg",
                url: "/signed/large",
                thumbnailUrl: "/signed/thumb",
                type: "image/webp",
                title: "Le jardin en fleurs",
                description: null,
                position: 0,
                isCover: true,
                size: 1000,
              },
            ],
          });
        return json({});
      }),
    );
    try {
      renderWithProviders(<Harness />);
      await userEvent.click(screen.getByRole("button", { name: "Choisir dans la médiathèque" }));
      const dialog = await screen.findByRole("dialog", { name: "Votre médiathèque" });
      await userEvent.click(await within(dialog).findByRole("button", { name: "Choisir « Le jardin en fleurs »" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      expect(latest.featuredImage).toBe(`${window.location.origin}/blog/medias/${vendorId}/${fileId}/large`);
      expect(latest.featuredImageAlt).toBe("Le jardin en fleurs");
      expect(articleInputOf(latest).featuredImage).toBe(latest.featuredImage);
    } finally {
      vi.unstubAllGlobals();
    }
  });
  it("inserts a library photo in the article's text, at its permanent blog address, as TipTap image node", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        const url = new URL(input, "http://localhost");
        if (url.pathname.endsWith("/vendor/user-vendors"))
          return json({
            vendors: [{ id: vendorId, tradeName: "Cortège", corporateName: "Cortège SAS", slug: "cortege", logo: null }],
          });
        if (url.pathname.endsWith("/vendor/medias"))
          return json({
            medias: [
              {
                filename: fileId,
                originalName: "jardin.jpg",
                url: "/signed/large",
                thumbnailUrl: "/signed/thumb",
                type: "image/webp",
                title: "Le jardin en fleurs",
                description: null,
                position: 0,
                isCover: true,
                size: 1000,
              },
            ],
          });
        return json({});
      }),
    );
    try {
      renderWithProviders(<Harness />);
      await userEvent.click(await screen.findByRole("button", { name: "Insérer une photo de la médiathèque dans le texte" }));
      const dialog = await screen.findByRole("dialog", { name: "Votre médiathèque" });
      await userEvent.click(await within(dialog).findByRole("button", { name: "Choisir « Le jardin en fleurs »" }));
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      const src = `${window.location.origin}/blog/medias/${vendorId}/${fileId}/large`;
      const images = () =>
        ((latest.tipTapContent as { content?: { type: string; attrs?: Record<string, unknown> }[] }).content ?? []).filter(
          (node) => node.type === "image",
        );
      await waitFor(() => expect(images()).toHaveLength(1));
      expect(images()[0]?.attrs).toMatchObject({ src, alt: "Le jardin en fleurs" });
      expect(articleErrorsOf(latest).tipTapContent).toBeUndefined();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
