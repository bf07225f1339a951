import { z } from "zod";
import { contactMessages } from "../contact/messages.ts";
import { isCalendarDate } from "../documents/calendar-dates.ts";
import { DEFAULT_PHONE_CODE, isValidPhone } from "../phone/phone.ts";
import { withDe } from "../text/french-elision.ts";
import { hasInvalidCharacters } from "../text/plain-text.ts";

export const showcaseRequestMessages = {
  firstnameRequired: "Le prénom est requis.",
  lastnameRequired: "Le nom est requis.",
  emailRequired: contactMessages.emailRequired,
  emailInvalid: contactMessages.emailInvalid,
  phoneInvalid: "Le numéro de téléphone est invalide.",
  dateRequired: "Indiquez la date de l'événement, ou au moins le mois.",
  dateInvalid: "La date est invalide.",
  datePast: "La date de l'événement doit être à venir.",
  guestsRequired: "Indiquez le nombre d'invités.",
  guestsInvalid: "Le nombre d'invités doit être un nombre entier entre 1 et 100 000.",
  messageRequired: "Écrivez votre message.",
  messageTooShort: "Votre message est un peu court : dites-en un peu plus (10 caractères au moins).",
  tooLong: "Ce champ est trop long.",
  invalidCharacter: "Ce texte contient un caractère non autorisé.",
  rateLimited:
    "Vous avez envoyé plusieurs demandes en peu de temps. Merci de patienter une heure avant d'en envoyer une nouvelle.",
} as const;
const m = showcaseRequestMessages;

/** The honeypot field: hidden from people, filled by naive bots. */
export const SHOWCASE_HONEYPOT_FIELD = "site_web";
/** Requests a visitor (IP) may send to one vendor within an hour. */
export const SHOWCASE_REQUESTS_PER_HOUR = 5;

/** A form field as posted: "" (left empty) becomes undefined. */
const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

const text = (max: number, required: string, min = 1, short = required) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: required })
      .trim()
      .min(min, short)
      .max(max, m.tooLong)
      .refine((v) => !hasInvalidCharacters(v), m.invalidCharacter),
  );

/** An optional text of the form: left empty, it is absent. */
const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, m.tooLong)
      .refine((v) => !hasInvalidCharacters(v), m.invalidCharacter)
      .optional(),
  );

/**
 * The request form of the public page (plain HTML POST or JSON): who writes, when, for how many,
 * and the message. `today` (YYYY-MM-DD, Europe/Paris) refuses a past date.
 */
export function makeShowcaseRequestSchema(today: string) {
  return z
    .object({
      firstname: text(100, m.firstnameRequired),
      lastname: text(100, m.lastnameRequired),
      email: z.preprocess(
        blankToUndefined,
        z
          .string({ error: m.emailRequired })
          .trim()
          .toLowerCase()
          .max(254, m.tooLong)
          .pipe(z.email({ error: m.emailInvalid })),
      ),
      phone: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(30, m.tooLong)
          .refine((v) => isValidPhone(v, DEFAULT_PHONE_CODE), m.phoneInvalid)
          .optional(),
      ),
      /** The couple's postal address, optional: the vendor's invoices need it later (part 1 §3 Address). */
      street: optionalText(200),
      postalCode: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .regex(/^\d{5}$/, contactMessages.postalCodeInvalid)
          .optional(),
      ),
      city: optionalText(120),
      /** An exact date (YYYY-MM-DD) or, when the couple only knows the month, the month (YYYY-MM). */
      date: z.preprocess(
        blankToUndefined,
        z
          .string({ error: m.dateInvalid })
          .refine(isCalendarDate, m.dateInvalid)
          .refine((v) => v >= today, m.datePast)
          .optional(),
      ),
      month: z.preprocess(
        blankToUndefined,
        z
          .string({ error: m.dateInvalid })
          .regex(/^\d{4}-(0[1-9]|1[0-2])$/, m.dateInvalid)
          .refine((v) => v >= today.slice(0, 7), m.datePast)
          .optional(),
      ),
      guestsCount: z.preprocess(
        (v) => {
          const blank = blankToUndefined(v);
          return typeof blank === "string" && /^\s*\d+\s*$/.test(blank) ? Number(blank) : blank;
        },
        z
          .number({ error: (issue) => (issue.input === undefined ? m.guestsRequired : m.guestsInvalid) })
          .int(m.guestsInvalid)
          .min(1, m.guestsInvalid)
          .max(100_000, m.guestsInvalid),
      ),
      message: text(5000, m.messageRequired, 10, m.messageTooShort),
    })
    .refine((v) => !!v.date || !!v.month, {
      path: ["date"],
      message: m.dateRequired,
      // Checked even when other fields are wrong, so that the form names every problem at once.
      when: (payload) => payload.issues.every((i) => i.path?.[0] !== "date" && i.path?.[0] !== "month"),
    });
}
export type ShowcaseRequest = z.output<ReturnType<typeof makeShowcaseRequestSchema>>;
export type ShowcaseRequestField = keyof ShowcaseRequest;

/** Field → first French message, for the form shown again with its errors. */
export function showcaseRequestErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const errors: Partial<Record<ShowcaseRequestField, string>> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "message") as ShowcaseRequestField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Whether the honeypot was filled: a bot; the request is answered as a success and nothing is kept. */
export const isHoneypotFilled = (form: Record<string, unknown>): boolean => {
  const value = form[SHOWCASE_HONEYPOT_FIELD];
  return typeof value === "string" ? value.trim() !== "" : value !== undefined && value !== null;
};

/** The event's name as the vendor sees it on its board. */
export const showcaseRequestEventName = (request: Pick<ShowcaseRequest, "firstname" | "lastname">): string =>
  `Demande ${withDe(`${request.firstname} ${request.lastname}`)}`;

/** The postal address of a request, or none when no part of it was typed. */
export function showcaseRequestAddress(
  request: Pick<ShowcaseRequest, "street" | "postalCode" | "city">,
): { street?: string; postalCode?: string; city?: string; countryCode: "FR" } | null {
  if (!request.street && !request.postalCode && !request.city) return null;
  return {
    ...(request.street ? { street: request.street } : {}),
    ...(request.postalCode ? { postalCode: request.postalCode } : {}),
    ...(request.city ? { city: request.city } : {}),
    countryCode: "FR",
  };
}
