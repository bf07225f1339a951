import type { NotificationKind } from "./notification-kinds.ts";

/** What a trigger knows of its subject; each text uses the parts its kind has. */
export type NotificationFacts = {
  /** The document number, task name, appointment or event title. */
  title: string;
  /** The client or couple concerned, when there is one. */
  who?: string | null;
  /** A date already formatted in French (« 27 nov. 2026 »). */
  date?: string | null;
  /** An amount already formatted in French (« 1 234,56 € »). */
  amount?: string | null;
  /** A status name (event-status reminder), or the days left. */
  detail?: string | null;
};

const by = (who: string | null | undefined) => (who ? ` de ${who}` : "");
const on = (date: string | null | undefined) => (date ? ` le ${date}` : "");
const of = (amount: string | null | undefined) => (amount ? ` de ${amount}` : "");

/** The French subject and message of each kind (e-mail subject, push title, in-app line). */
export function notificationText(kind: NotificationKind, f: NotificationFacts): { subject: string; message: string } {
  switch (kind) {
    case "TASK_DEADLINE":
      return { subject: `Tâche à échéance : ${f.title}`, message: `La tâche « ${f.title} » arrive à échéance${on(f.date)}.` };
    case "QUOTE_SIGNED":
      return { subject: `Devis signé : ${f.title}`, message: `Le devis ${f.title}${by(f.who)} a été signé${on(f.date)}.` };
    case "QUOTE_EXPIRY_WARNING":
      return {
        subject: `Devis bientôt expiré : ${f.title}`,
        message: `Le devis ${f.title}${by(f.who)} expire${on(f.date)}. Relancez votre client avant cette date.`,
      };
    case "QUOTE_EXPIRED":
      return {
        subject: `Devis expiré : ${f.title}`,
        message: `Le devis ${f.title}${by(f.who)} a expiré${on(f.date)} sans signature.`,
      };
    case "DEPOSIT_DUE":
      return {
        subject: `Acompte à échéance : ${f.title}`,
        message: `L'acompte ${f.title}${by(f.who)}${of(f.amount)} est attendu${on(f.date)}.`,
      };
    case "DEPOSIT_OVERDUE":
      return {
        subject: `Acompte en retard : ${f.title}`,
        message: `L'acompte ${f.title}${by(f.who)} devait être réglé${on(f.date)} ; il reste${of(f.amount)} à encaisser.`,
      };
    case "PAYMENT_RECEIVED":
      return {
        subject: `Paiement reçu : ${f.title}`,
        message: `Un paiement${of(f.amount)} a été enregistré sur ${f.title}${by(f.who)}.`,
      };
    case "PAYMENT_REMINDER":
      return {
        subject: `Relance de paiement : ${f.title}`,
        message: `${f.title}${by(f.who)} n'est pas soldé depuis son échéance${on(f.date)} ; il reste${of(f.amount)} à encaisser. Pensez à relancer votre client.`,
      };
    case "PAYMENT_OVERDUE":
      return {
        subject: `Paiement en retard : ${f.title}`,
        message: `${f.title}${by(f.who)} reste impayé plus de 30 jours après son échéance${on(f.date)} ; il reste${of(f.amount)} à encaisser.`,
      };
    case "INVOICE_DUE":
      return {
        subject: `Facture à échéance : ${f.title}`,
        message: `La facture ${f.title}${by(f.who)}${of(f.amount)} arrive à échéance${on(f.date)}.`,
      };
    case "INVOICE_OVERDUE":
      return {
        subject: `Facture en retard : ${f.title}`,
        message: `La facture ${f.title}${by(f.who)} était due${on(f.date)} ; il reste${of(f.amount)} à encaisser.`,
      };
    case "APPOINTMENT_SCHEDULED":
      return {
        subject: `Rendez-vous planifié : ${f.title}`,
        message: `Le rendez-vous « ${f.title} » est planifié${on(f.date)}.`,
      };
    case "APPOINTMENT_REMINDER":
      return { subject: `Rappel de rendez-vous : ${f.title}`, message: `Rappel : rendez-vous « ${f.title} »${on(f.date)}.` };
    case "SUBSCRIPTION_EXPIRED":
      return {
        subject: "Votre abonnement a expiré",
        message: `Votre abonnement ${f.title} a expiré${on(f.date)}. Renouvelez-le pour garder l'accès à toutes les fonctions.`,
      };
    case "NEW_MESSAGE":
      return { subject: `Nouveau message${by(f.who)}`, message: f.title };
    case "EVENT_STATUS_REMINDER":
      return {
        subject: `Événement à venir : ${f.title}`,
        message: `L'événement « ${f.title} »${on(f.date)} est toujours au statut « ${f.detail ?? ""} ».`,
      };
  }
}
