import { describe, expect, it } from "vitest";
import { contentDisposition } from "./content-disposition.ts";

describe("Content-Disposition", () => {
  it.each([
    ["devis.pdf", `attachment; filename="devis.pdf"; filename*=UTF-8''devis.pdf`],
    ["Réception été.jpg", `attachment; filename="Reception ete.jpg"; filename*=UTF-8''R%C3%A9ception%20%C3%A9t%C3%A9.jpg`],
    ["L'Œuvre (v2)!.pdf", `attachment; filename="L'_uvre (v2)!.pdf"; filename*=UTF-8''L%27%C5%92uvre%20%28v2%29%21.pdf`],
    ['dit "oui".png', `attachment; filename="dit _oui_.png"; filename*=UTF-8''dit%20%22oui%22.png`],
    ["婚礼.png", `attachment; filename="__.png"; filename*=UTF-8''%E5%A9%9A%E7%A4%BC.png`],
    ["💍", `attachment; filename="__"; filename*=UTF-8''%F0%9F%92%8D`],
  ])("%s", (name, expected) => {
    expect(contentDisposition("attachment", name)).toBe(expected);
  });

  it("stays plain ASCII, as an HTTP header must", () => {
    expect(contentDisposition("inline", "Salle des fêtes — été 2027.webp")).toMatch(/^inline; [\x20-\x7e]+$/);
  });
});
