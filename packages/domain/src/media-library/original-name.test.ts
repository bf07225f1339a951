import { describe, expect, it } from "vitest";
import { toOriginalName } from "./original-name.ts";

describe("toOriginalName", () => {
  it.each([
    ["photo.jpg", "photo.jpg"],
    ["C:\\fakepath\\Réception.jpg", "Réception.jpg"],
    ["../../etc/passwd", "passwd"],
    ["dossier/sous-dossier/plan.pdf", "plan.pdf"],
    ["Re\u0301ception e\u0301te\u0301.jpg", "Réception été.jpg"],
    ["  espace  .png ", "espace  .png"],
    ["bad\u0000name\u0007.pdf", "badname.pdf"],
    ["line\nbreak.pdf", "linebreak.pdf"],
  ])("%j → %j", (raw, expected) => {
    expect(toOriginalName(raw)).toBe(expected);
  });
});
