import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { leadDate, parseLeadMail } from "./lead-mail.ts";

const fixture = (name: string) =>
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "fixtures", name), "utf8");
const vendor = "Domaine des Tilleuls <contact@domaine-des-tilleuls.fr>";
const parse = (name: string, subject = "Fwd: demande") => parseLeadMail({ from: vendor, subject, text: fixture(name) }, [vendor]);

describe("forwarded directory notifications", () => {
  it("reads Mariages.net's", () => {
    expect(parse("mariages-net.txt")).toEqual({
      source: "MARIAGE_NET",
      name: "Camille Dupont",
      email: "camille.dupont@exemple.fr",
      phone: "06 98 76 54 32",
      eventDate: "2027-06-19",
      guests: 140,
      message: "Bonjour, nous aimerions visiter le domaine pour notre mariage. Avez-vous encore des disponibilités ?",
    });
  });

  it("reads 1001 Salles'", () => {
    expect(parse("mille-une-salles.txt")).toEqual({
      source: "MILLE_UNE_SALLES",
      name: "Thomas Leroy",
      email: "thomas.leroy@exemple.fr",
      phone: "06 45 67 89 01",
      eventDate: "2027-09-04",
      guests: 180,
      message: "Nous cherchons un lieu avec hébergement sur place pour une partie des invités.",
    });
  });

  it("reads Bridebook's", () => {
    expect(parse("bridebook.txt")).toEqual({
      source: "BRIDEBOOK",
      name: "Sophie Martin & Antoine Girard",
      email: "sophie.martin@exemple.fr",
      phone: "07 12 34 56 78",
      eventDate: "2027-06-12",
      guests: 90,
      message: "Bonjour, votre lieu nous plaît beaucoup. Serait-il possible d'avoir vos tarifs pour juin 2027 ?",
    });
  });

  it("reads ABC Salles'", () => {
    expect(parse("abc-salles.txt")).toEqual({
      source: "ABC_SALLES",
      name: "Julien Moreau",
      email: "julien.moreau@exemple.fr",
      phone: "06 11 22 33 44",
      eventDate: "2027-10-02",
      guests: 60,
      message: "Bonjour, la salle est-elle libre pour un mariage le 2 octobre 2027 ?",
    });
  });

  it("falls back on what any notification holds: address, phone, date, guests", () => {
    expect(parse("generic.txt")).toEqual({
      source: "OTHER",
      name: "Marine Lefèvre",
      email: "marine.lefevre@exemple.fr",
      phone: "06 22 33 44 55",
      eventDate: "2027-08-21",
      guests: 110,
      message: "Pouvez-vous nous envoyer votre brochure ?",
    });
  });

  it("gives up on a mail with no way to reach anyone", () => {
    expect(
      parseLeadMail({ from: vendor, subject: "Fwd: newsletter", text: "Découvrez nos offres de printemps !" }, [vendor]),
    ).toBeNull();
  });

  it("reads dates as directories write them, and refuses impossible ones", () => {
    expect(leadDate("samedi 1er mai 2027")).toBe("2027-05-01");
    expect(leadDate("31/02/2027")).toBeNull();
    expect(leadDate("12 août 2027")).toBe("2027-08-12");
  });
});
