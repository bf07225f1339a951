import { findPhoneNumbersInText } from "libphonenumber-js";
import type { ClientSource } from "../clients/client-sources.ts";
import { frenchMonths } from "../text/french-dates.ts";

/** What a forwarded directory notification tells of the couple. */
export type MailLead = {
  /** The directory it came from (the client's source), OTHER when no parser knew it. */
  source: ClientSource;
  name: string;
  email: string | null;
  phone: string | null;
  /** YYYY-MM-DD */
  eventDate: string | null;
  guests: number | null;
  message: string;
};

type Labels = { name: RegExp; email: RegExp; phone: RegExp; date: RegExp; guests: RegExp; message: RegExp };

/** Each directory's notification: how to recognise it and its field labels (fixtures in ./fixtures). */
const directories: { source: ClientSource; sender: RegExp; labels: Labels }[] = [
  {
    source: "MARIAGE_NET",
    sender: /@mariages\.net\b/i,
    labels: {
      name: /^Nom\s*:/i,
      email: /^E-?mail\s*:/i,
      phone: /^Téléphone\s*:/i,
      date: /^Date du mariage\s*:/i,
      guests: /^Nombre d'invités\s*:/i,
      message: /^Message\s*:/i,
    },
  },
  {
    source: "MILLE_UNE_SALLES",
    sender: /@1001salles\.com\b/i,
    labels: {
      name: /^Contact\s*:/i,
      email: /^E-?mail\s*:/i,
      phone: /^Tél\.?\s*:/i,
      date: /^Date souhaitée\s*:/i,
      guests: /^Nombre de participants\s*:/i,
      message: /^Commentaire\s*:/i,
    },
  },
  {
    source: "BRIDEBOOK",
    sender: /@bridebook\.(com|fr|co\.uk)\b/i,
    labels: {
      name: /(?!)/,
      email: /^E-?mail\s*:/i,
      phone: /^Téléphone\s*:/i,
      date: /^Date du mariage\s*:/i,
      guests: /^Invités\s*:/i,
      message: /(?!)/,
    },
  },
  {
    source: "ABC_SALLES",
    sender: /@abcsalles\.com\b/i,
    labels: {
      name: /^Prénom Nom\s*:/i,
      email: /^Adresse e-mail\s*:/i,
      phone: /^Numéro de téléphone\s*:/i,
      date: /^Date de l'événement\s*:/i,
      guests: /^Nombre de personnes\s*:/i,
      message: /^Votre message\s*:/i,
    },
  },
];

const genericLabels: Labels = {
  name: /^(Nom|Contact|Prénom Nom|Nom complet)\s*:/i,
  email: /^(E-?mail|Adresse e-mail|Courriel)\s*:/i,
  phone: /^(Téléphone|Tél\.?|Numéro de téléphone|Portable)\s*:/i,
  date: /^(Date du mariage|Date souhaitée|Date de l'événement|Date)\s*:/i,
  guests: /^(Nombre d'invités|Invités|Nombre de personnes|Nombre de participants)\s*:/i,
  message: /^(Message|Son message|Votre message|Commentaire)\s*:/i,
};

/** A date as directories write it: 19/06/2027, 2027-10-02, « samedi 4 septembre 2027 », « 12 juin 2027 ». */
export function leadDate(text: string): string | null {
  const pad = (n: number) => String(n).padStart(2, "0");
  const valid = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? `${y}-${pad(m)}-${pad(d)}` : null;
  };
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return valid(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slash = /\b(\d{1,2})[/.](\d{1,2})[/.](\d{4})\b/.exec(text);
  if (slash) return valid(Number(slash[3]), Number(slash[2]), Number(slash[1]));
  const words = new RegExp(`\\b(\\d{1,2})(?:er)?\\s+(${frenchMonths.join("|")})\\s+(\\d{4})\\b`, "i").exec(text);
  if (words) return valid(Number(words[3]), frenchMonths.indexOf((words[2] ?? "").toLowerCase()) + 1, Number(words[1]));
  return null;
}

const firstNumber = (text: string) => {
  const n = /\b(\d{1,4})\b/.exec(text.replace(/\u00a0/g, " "));
  return n ? Number(n[1]) : null;
};

/** The lines of the notification, quoted forwards (« > ») unwrapped. */
const linesOf = (text: string) => text.split(/\r?\n/).map((l) => l.replace(/^(>\s?)+/, "").trim());

function labelled(lines: string[], label: RegExp): string | null {
  for (const line of lines) {
    const m = label.exec(line);
    if (m) return line.slice(m[0].length).trim() || null;
  }
  return null;
}

/** The sender of the forwarded notification (the forwarded header block), else the mail's own. */
function senderOf(lines: string[], from: string): string {
  const header = lines.find((l) => /^(De|From)\s*:/i.test(l));
  return header ?? from;
}

/**
 * Reads a forwarded directory notification (Mariages.net, 1001 Salles, Bridebook, ABC Salles by their
 * own labels; any other by the usual labels, then by what the text holds: an e-mail address, a phone
 * number found by libphonenumber, a date, « 110 invités »). Null when no way to reach the couple is found.
 */
export function parseLeadMail(
  mail: { from: string; subject: string; text: string },
  ownAddresses: string[] = [],
): MailLead | null {
  const lines = linesOf(mail.text);
  const sender = senderOf(lines, mail.from);
  const directory = directories.find((d) => d.sender.test(sender));
  const labels = directory?.labels ?? genericLabels;
  const ignored = new Set(
    [...ownAddresses, mail.from, sender].flatMap((v) => v.toLowerCase().match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []),
  );
  const addresses = (mail.text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []).filter((a) => !ignored.has(a.toLowerCase()));
  const emailLine = labelled(lines, labels.email);
  const email = (emailLine?.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/)?.[0] ?? addresses[0] ?? null)?.toLowerCase() ?? null;

  const phoneLine = labelled(lines, labels.phone);
  const phones = findPhoneNumbersInText(phoneLine ?? mail.text, "FR");
  const phone = phones[0]?.number.formatNational() ?? null;
  if (!email && !phone) return null;

  const dateLine = labelled(lines, labels.date);
  const eventDate = leadDate(dateLine ?? mail.text);
  const guestsLine = labelled(lines, labels.guests);
  const guests = guestsLine
    ? firstNumber(guestsLine)
    : Number(/(\d{1,4})\s*(?:invités|personnes|convives|participants)/i.exec(mail.text)?.[1] ?? 0) || null;

  let name = labelled(lines, labels.name)?.replace(/^(M\.|Mme|Mlle|Monsieur|Madame)\s+/i, "") ?? null;
  if (!name && directory?.source === "BRIDEBOOK") {
    // Bridebook heads its card with the couple's names on their own line, above the wedding date.
    const at = lines.findIndex((l) => labels.date.test(l));
    name =
      at > 0
        ? (lines
            .slice(0, at)
            .reverse()
            .find((l) => l.length > 0) ?? null)
        : null;
  }
  if (!name) name = /^([A-ZÀ-Ý][\p{L}'-]+(?:\s+[A-ZÀ-Ý][\p{L}'-]+)+)\s*\(/mu.exec(lines.join("\n"))?.[1] ?? null;
  if (!name) name = (email?.split("@")[0] ?? phone ?? "").replace(/[._]/g, " ");

  let message = "";
  const messageAt = lines.findIndex((l) => labels.message.test(l));
  if (messageAt >= 0) {
    const first = lines[messageAt]?.replace(labels.message, "").trim() ?? "";
    const rest: string[] = [];
    if (!first)
      for (const l of lines.slice(messageAt + 1)) {
        if (!l && rest.length > 0) break;
        if (l) rest.push(l);
      }
    message = [first, ...rest].filter(Boolean).join("\n");
  }
  if (!message) message = /[«"“]\s*([^»"”]+?)\s*[»"”]/.exec(mail.text)?.[1] ?? mail.subject;

  return { source: directory?.source ?? "OTHER", name: name.trim(), email, phone, eventDate, guests, message: message.trim() };
}
