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
  FRENCH_RULES_FAILED: "FRENCH_RULES_FAILED",
} as const;

export const facturXMessages = {
  notAnEinvoice: "Seuls une facture, une facture d'acompte ou un avoir émis ont une facture électronique Factur-X.",
  periodInvalid: "La période est invalide : la date de fin doit suivre la date de début, sur un an au plus.",
  platformNotConfigured: "Aucune plateforme agréée n'est configurée pour transmettre vos factures électroniques.",
  platformUnavailable: "La plateforme agréée ne répond pas : réessayez dans quelques minutes, rien n'a été transmis.",
  alreadySubmitted: "Ce document a déjà été déposé sur la plateforme agréée.",
  /** Followed by the French rules the e-invoice breaks (french-einvoice-rules.ts). */
  frenchRulesFailed: "Cette facture électronique ne peut pas être transmise à la plateforme agréée :",
  dateInvalid: "La date est invalide.",
  tokenRequired: "Saisissez le jeton d'accès que votre plateforme agréée vous a remis.",
  tokenTooLong: "Le jeton d'accès est trop long (2 000 caractères au plus).",
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

/** The vendor's account on the plateforme agréée: the server's PA (`available`), the vendor's token set or not. */
export const einvoicePlatformQuerySchema = z.object({ vendorId });
export const einvoicePlatformSaveSchema = z.object({
  vendorId,
  token: z
    .string({ error: facturXMessages.tokenRequired })
    .trim()
    .min(1, { error: facturXMessages.tokenRequired })
    .max(2000, { error: facturXMessages.tokenTooLong }),
});
export type EinvoicePlatformSave = z.infer<typeof einvoicePlatformSaveSchema>;
export const einvoicePlatformResponseSchema = z.object({
  /** This server is connected to a PA (EINVOICE_PA_URL). */
  available: z.boolean(),
  /** The vendor can deposit: its own token is saved (or the server has one for all). */
  configured: z.boolean(),
  /** The end of the vendor's saved token (« …a1b2 »), never the token. */
  tokenHint: z.string().nullable(),
});
export type EinvoicePlatformWire = z.infer<typeof einvoicePlatformResponseSchema>;

/** quote/einvoice/submit-period: every issued e-invoice of the period not yet deposited, in one go. */
export const einvoicePeriodSubmitSchema = einvoicePeriodQuerySchema;
export const einvoicePeriodOutcomes = ["DEPOSITED", "ALREADY_DEPOSITED", "FAILED"] as const;
export const einvoicePeriodResultSchema = z.object({
  quoteId: z.string(),
  quoteType: z.enum(quoteTypes),
  name: z.string().nullable(),
  outcome: z.enum(einvoicePeriodOutcomes),
  status: z.enum(einvoiceStatuses).nullable(),
  message: z.string().nullable(),
});
export const einvoicePeriodSubmitResponseSchema = z.object({ results: z.array(einvoicePeriodResultSchema) });
export type EinvoicePeriodSubmitWire = z.infer<typeof einvoicePeriodSubmitResponseSchema>;
