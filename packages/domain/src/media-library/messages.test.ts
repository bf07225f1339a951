import { describe, expect, it } from "vitest";
import { mediaLibraryMessages as m } from "./messages.ts";
import { acceptedFileTypes } from "./upload-limits.ts";

describe("media library messages", () => {
  it.each([
    [
      m.fileTooLarge("photo.jpg", 20 * 1024 * 1024),
      "« photo.jpg » est trop volumineux : 20 Mo au maximum pour ce type de fichier.",
    ],
    [
      m.fileTypeRefused("plan.jpg", acceptedFileTypes.Medias),
      "Le contenu de « plan.jpg » n'est pas un format accepté ici. Formats acceptés : JPEG, PNG, GIF, BMP, SVG, TIFF ou WEBP.",
    ],
    [
      m.quotaExceeded(1_990_000_000, 2 * 1024 ** 3),
      "Espace de stockage insuffisant : 1,9 Go utilisés sur 2 Go. Supprimez des fichiers pour en ajouter de nouveaux.",
    ],
    [m.fileTypeRefused("x", ["PDF"]), "Le contenu de « x » n'est pas un format accepté ici. Formats acceptés : PDF."],
  ])("%s", (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
