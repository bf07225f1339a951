import { describe, expect, it } from "vitest";
import { copyFolderRequestSchema, mediaFolderSchema, presignedUrlsRequestSchema } from "./media-library-schemas.ts";

const vendorId = "6f1c2a57-3b55-4c1e-9a0b-0c1d2e3f4a5b";
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("media library requests", () => {
  it("normalises the folder: empty and missing owner ids become null", () => {
    expect(mediaFolderSchema.parse({ vendorId, category: "Medias", clientId: "", id: null })).toEqual({
      vendorId,
      category: "Medias",
      clientId: null,
      id: null,
    });
  });

  it.each([
    [{ vendorId, category: "Photos" }, "La catégorie de fichier est invalide."],
    [{ vendorId, category: "Medias", id: "../../autre" }, "L'identifiant du dossier est invalide."],
    [{ vendorId, category: "Medias", clientId: "a/b" }, "L'identifiant du dossier est invalide."],
    [{ vendorId: "nope", category: "Medias" }, "Prestataire introuvable."],
  ])("refuses %j: %s", (input, message) => {
    expect(firstMessage(mediaFolderSchema.safeParse(input))).toBe(message);
  });

  it.each([
    [{ filenames: [], sizes: [] }, "Choisissez au moins un fichier."],
    [{ filenames: ["a.jpg"], sizes: [] }, "Indiquez la taille de chaque fichier, dans l'ordre des noms."],
    [{ filenames: ["a.jpg", "b.jpg"], sizes: [1] }, "Indiquez la taille de chaque fichier, dans l'ordre des noms."],
    [{ filenames: ["   "], sizes: [1] }, "Le nom du fichier est requis."],
    [{ filenames: [`${"x".repeat(256)}.jpg`], sizes: [1] }, "Le nom du fichier est trop long (255 caractères au plus)."],
    [{ filenames: ["a.jpg"], sizes: [-1] }, "La taille du fichier est invalide."],
    [{ filenames: ["a.jpg"], sizes: [1.5] }, "La taille du fichier est invalide."],
    [
      { filenames: Array(51).fill("a.jpg"), sizes: Array(51).fill(1) },
      "Vous ne pouvez pas envoyer plus de 50 fichiers à la fois.",
    ],
  ])("presigned-urls refuses %#: %s", (files, message) => {
    expect(firstMessage(presignedUrlsRequestSchema.safeParse({ vendorId, category: "Medias", ...files }))).toBe(message);
  });

  it("keeps the original name as the user gave it, composed", () => {
    const parsed = presignedUrlsRequestSchema.parse({
      vendorId,
      category: "ClientDrive",
      clientId: "c-1",
      filenames: ["C:\\fakepath\\Contrat signe\u0301.pdf"],
      sizes: [1234],
    });
    expect(parsed.filenames).toEqual(["Contrat signé.pdf"]);
  });

  it.each([
    [{ category: "Quote" }, "L'identifiant du document est requis."],
    [{ category: "Quote", id: "" }, "L'identifiant du document est requis."],
    [{ category: "Medias", id: "q1" }, "La copie de dossier concerne les documents (Quote, Invoice, CreditNote)."],
    [{ category: "QuoteTmp", id: "q1" }, "La copie de dossier concerne les documents (Quote, Invoice, CreditNote)."],
  ])("copy-folder refuses %j", (input, message) => {
    expect(firstMessage(copyFolderRequestSchema.safeParse({ vendorId, ...input }))).toBe(message);
  });
});
