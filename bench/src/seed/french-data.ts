import type { Faker } from "@faker-js/faker";

/** The Luhn check digit that makes `payload` + digit a valid Luhn number (SIREN, SIRET). */
export function luhnCheckDigit(payload: string): string {
  let sum = 0;
  for (let i = 0; i < payload.length; i++) {
    // From the right of the payload: its last digit sits second from the right of the full number.
    let d = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return String((10 - (sum % 10)) % 10);
}

export function isLuhnValid(digits: string): boolean {
  return luhnCheckDigit(digits.slice(0, -1)) === digits.slice(-1);
}

const digits = (f: Faker, n: number) => f.string.numeric({ length: n, allowLeadingZeros: true });

/** A valid-looking SIREN (9 digits, Luhn) and a SIRET of one of its establishments (14 digits, Luhn). */
export function sirenSiret(f: Faker): { siren: string; siret: string } {
  const siren8 = `${f.number.int({ min: 3, max: 9 })}${digits(f, 7)}`;
  const siren = siren8 + luhnCheckDigit(siren8);
  const nic4 = `000${f.number.int({ min: 1, max: 9 })}`.slice(-4);
  const siret13 = siren + nic4;
  return { siren, siret: siret13 + luhnCheckDigit(siret13) };
}

/** Intracommunity VAT number of a French company: FR + key + SIREN. */
export function vatNumber(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, "0")}${siren}`;
}

/** A French phone number as people type it: mostly mobiles (06, 07), some landlines. */
export function frenchPhone(f: Faker): string {
  const r = f.number.float();
  if (r < 0.62) return `06${digits(f, 8)}`;
  if (r < 0.85) return `07${f.number.int({ min: 50, max: 89 })}${digits(f, 6)}`;
  return `0${f.number.int({ min: 1, max: 5 })}${f.number.int({ min: 20, max: 99 })}${digits(f, 6)}`;
}

/** Lower-case ASCII for e-mail local parts ("Hélène" → "helene"). */
export function asciiLower(value: string): string {
  return value
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

const mailDomains = ["gmail.com", "orange.fr", "free.fr", "laposte.net", "hotmail.fr", "yahoo.fr", "sfr.fr", "outlook.fr"];

export function personalEmail(f: Faker, firstname: string, lastname: string, n: number): string {
  const sep = f.helpers.arrayElement([".", "-", "", "_"]);
  return `${asciiLower(firstname)}${sep}${asciiLower(lastname)}${n % 7 === 0 ? n % 100 : ""}@${f.helpers.arrayElement(mailDomains)}`;
}

export type Address = { street: string; city: string; postalCode: string; countryCode: "FR"; department: string };

export function frenchAddress(f: Faker): Address {
  const postalCode = f.location.zipCode("#####");
  return {
    street: f.location.streetAddress(),
    city: f.location.city(),
    postalCode,
    countryCode: "FR",
    department: postalCode.slice(0, 2),
  };
}

const venueWords = ["Domaine", "Château", "Manoir", "Moulin", "Mas", "Bastide", "Ferme", "Abbaye", "Orangerie", "Clos"];
const venueOf = ["des Tilleuls", "de la Roseraie", "du Lac", "des Vignes", "de Beauregard", "des Oliviers", "de la Source"];
const tradeWords: Record<string, string[]> = {
  CATERING: ["Traiteur", "Saveurs", "Table", "Cuisine"],
  DJ: ["DJ", "Sound", "Mix", "Ambiance"],
  PHOTOGRAPHER: ["Photographie", "Instants", "Lumière", "Regards"],
  FLORIST: ["Fleurs", "Atelier floral", "Pétales", "Bouquets"],
  WEDDING_PLANNER: ["Wedding planner", "Organisation", "Jour J", "Cérémonies"],
  PASTRY_CHEF: ["Pâtisserie", "Douceurs", "Pièce montée", "Gourmandises"],
};

/** A trade name that fits the vendor's type ("Château de la Roseraie", "Pétales Moreau"…). */
export function tradeName(f: Faker, vendorType: string): string {
  if (vendorType === "RECEPTION_VENUE") return `${f.helpers.arrayElement(venueWords)} ${f.helpers.arrayElement(venueOf)}`;
  const words = tradeWords[vendorType] ?? ["Atelier", "Studio", "Maison"];
  return `${f.helpers.arrayElement(words)} ${f.person.lastName()}`;
}

export const noteTemplates: ReadonlyArray<(f: Faker) => string> = [
  (f) => `Rappeler ${f.helpers.arrayElement(["lundi", "mardi", "jeudi", "vendredi"])} pour confirmer le nombre d'invités.`,
  (f) => `Budget annoncé autour de ${f.number.int({ min: 4, max: 60 })} 000 €.`,
  () => "Souhaite une visite un samedi matin, avec les parents.",
  () => "A demandé un devis avec option brunch le lendemain.",
  (f) => `Allergies : ${f.helpers.arrayElement(["arachides", "gluten", "fruits de mer", "lactose"])} pour deux invités.`,
  () => "Hésite encore entre juin et septembre ; préfère un vendredi.",
  () => "Envoyer la plaquette et les photos de la salle de réception.",
  (f) => `Cérémonie laïque prévue à ${f.helpers.arrayElement(["15 h", "16 h 30", "17 h"])}, vin d'honneur dans le parc.`,
  () => "Acompte reçu par virement, en attente du contrat signé.",
  () => "Veulent un DJ jusqu'à 4 h, vérifier l'horaire avec la mairie.",
];

export const professionalEventNames: ReadonlyArray<string> = [
  "Séminaire annuel",
  "Soirée de fin d'année",
  "Lancement de la collection",
  "Assemblée générale",
  "Journée d'équipe",
  "Dîner de gala",
];
