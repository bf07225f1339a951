import { z } from "zod";
import { documentPaymentMessages, paymentInputSchema } from "./document-payments.ts";
import { documentApiMessages as am } from "./document-wire-schemas.ts";

const vendorId = z.uuid({ error: "Prestataire introuvable." });
const quoteId = z.uuid({ error: am.documentNotFound });

/** quote/payments and quote/status-history: one document of the vendor. */
export const documentRefQuerySchema = z.object({ vendorId, quoteId });
/** quote/payments/create: a payment received on one document. */
export const paymentCreateSchema = paymentInputSchema.extend({ vendorId, quoteId });
/** quote/payments/delete: one payment of the vendor. */
export const paymentDeleteSchema = z.object({ vendorId, paymentId: z.uuid({ error: documentPaymentMessages.paymentNotFound }) });
