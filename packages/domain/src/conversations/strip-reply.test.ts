import { describe, expect, it } from "vitest";
import { stripReply } from "./strip-reply.ts";

describe("stripReply", () => {
  it.each([
    [
      "Gmail in French",
      "Parfait, à samedi !\n\nLe sam. 12 juin 2027 à 10:00, Domaine des Tilleuls <contact@tilleuls.fr> a écrit :\n> Bonjour Léa,\n> à samedi ?",
      "Parfait, à samedi !",
    ],
    [
      "Gmail in French, the history line wrapped",
      "Oui merci\n\nLe sam. 12 juin 2027 à 10:00, Domaine des Tilleuls <\ncontact@tilleuls.fr> a écrit :\n> Bonjour",
      "Oui merci",
    ],
    ["Gmail in English", "Sounds good.\n\nOn Sat, Jun 12, 2027 at 10:00 AM Domaine <x@y.fr> wrote:\n> Hello", "Sounds good."],
    [
      "Outlook in French",
      "Bien reçu, merci.\n\nDe : Domaine des Tilleuls <contact@tilleuls.fr>\nEnvoyé : samedi 12 juin 2027 10:00\nÀ : Léa\nObjet : Visite",
      "Bien reçu, merci.",
    ],
    ["Outlook separator line", "Merci\n________________________________\nFrom: Domaine\nSent: Saturday", "Merci"],
    [
      "Apple Mail in French",
      "Très bien !\n\nEnvoyé de mon iPhone\n\n> Le 12 juin 2027 à 10:00, Domaine des Tilleuls <x@y.fr> a écrit :\n> Bonjour",
      "Très bien !",
    ],
    ["a « -- » signature", "À bientôt\n\n-- \nLéa Martin\n06 12 34 56 78", "À bientôt"],
    ["quoted lines only after the text", "Jeudi 18 h ?\n> ancien message", "Jeudi 18 h ?"],
    ["nothing to strip", "Bonjour,\n\nNous venons à 14 h.\n\nLéa", "Bonjour,\n\nNous venons à 14 h.\n\nLéa"],
    ["a reply that is all history", "Le 12 juin 2027 à 10:00, Domaine <x@y.fr> a écrit :\n> Bonjour", ""],
  ])("%s", (_name, text, expected) => {
    expect(stripReply(text)).toBe(expected);
  });

  it("reads Windows line endings", () => {
    expect(stripReply("Merci\r\n\r\nDe : Domaine <x@y.fr>\r\nEnvoyé : hier")).toBe("Merci");
  });
});
