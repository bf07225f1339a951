import { z } from "zod";
import { calendarDateSchema } from "../calendar-dates.ts";
import { quoteTypes } from "../document-types.ts";

/**
 * The e-invoicing calls (issue 24; not in the spec, docs/decisions.md « Factur-X and the plateforme agréée »):
 * a document's Factur-X XML, a period's XML as a ZIP, the deposit to the vendor's plateforme agréée (PA) and
 * its lifecycle status, and the e-reporting totals. Their closed set of refusals, in French.
 */

export const facturXErrorCodes = {
  NOT_AN_EINVOICE: "NOT_AN_EINVOICE",
  PERIOD_INVALID: "PERIOD_INVALID",
  PLATFORM_NOT_CONFIGURED: "PLATFORM_NOT_CONFIGURED",
  PLATFORM_UNAVAILABLE: "PLATFORM_UNAVAILABLE",
  ALREADY_SUBMITTED: "ALREADY_SUBMITTED",
} as const;

export const facturXMessages = {
  notAnEinvoice: "Seuls une facture, une facture d'acompte ou un avoir émis ont une facture électronique Factur-X.",
  periodInvalid: "La période est invalide : la date de fin doit suivre la date de début, sur un an au plus.",
  platformNotConfigured: "Aucune plateforme agréée n'est configurée pour transmettre vos factures électroniques.",
  platformUnavailable: "La plateforme agréée ne répond pas : réessayez dans quelques minutes, rien n'a été transmis.",
  alreadySubmitted: "Ce document a déjà été déposé sur la plateforme agréée.",
  dateInvalid: "La date est invalide.",
} as const;

/** The lifecycle statuses a PA answers (AFNOR XP Z12-013 spirit), the ones the reform makes mandatory. */
export const einvoiceStatuses = ["DEPOSEE", "REJETEE", "REFUSEE", "ENCAISSEE"] as const;
export type EinvoiceStatus = (typeof einvoiceStatuses)[number];

export const einvoiceStatusLabels: Record<EinvoiceStatus, string> = {
  DEPOSEE: "Déposée",
  REJETEE: "Rejetée",
  REFUSEE: "Refusée",
  ENCAISSEE: "Encaissée",
};

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const quoteId = z.uuid({ error: "Document introuvable." });
const quoteType = z.enum(quoteTypes).catch("QUOTE").default("QUOTE");

export const facturXQuerySchema = z.object({ vendorId, quoteType, quoteId });

/** A period of issue dates, both included, a year at most. */
export const einvoicePeriodQuerySchema = z
  .object({
    vendorId,
    from: calendarDateSchema(facturXMessages.dateInvalid),
    to: calendarDateSchema(facturXMessages.dateInvalid),
  })
  .refine((p) => p.from <= p.to && Date.parse(p.to) - Date.parse(p.from) <= 366 * 86_400_000, {
    message: facturXMessages.periodInvalid,
    path: ["to"],
  });

export const einvoiceSubmitSchema = z.object({ vendorId, quoteType, quoteId });

export const einvoiceSubmissionSchema = z.object({
  status: z.enum(einvoiceStatuses),
  platformId: z.string(),
  reason: z.string().nullable(),
  submittedAt: z.string(),
  statusAt: z.string(),
});
export type EinvoiceSubmissionWire = z.infer<typeof einvoiceSubmissionSchema>;
/** `platformConfigured`: whether a PA is set up at all (the page offers the deposit only then). */
export const einvoiceStatusResponseSchema = z.object({
  submission: einvoiceSubmissionSchema.nullable(),
  platformConfigured: z.boolean(),
});
export type EinvoiceStatusWire = z.infer<typeof einvoiceStatusResponseSchema>;
