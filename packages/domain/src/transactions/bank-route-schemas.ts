import { z } from "zod";

/** The largest bank statement the server reads (5 MB). */
export const MAX_BANK_FILE_BYTES = 5 * 1024 * 1024;

/** transaction/bank/import: a statement file, its bytes in base64 (banks write UTF-8 or Windows-1252: the server decodes). */
export const bankImportSchema = z.object({
  vendorId: z.uuid(),
  filename: z.string().trim().min(1).max(200),
  content: z.string().max(Math.ceil((MAX_BANK_FILE_BYTES * 4) / 3) + 4, "Le relevé dépasse 5 Mo."),
});
export const bankImportWireSchema = z.object({
  format: z.string(),
  lines: z.number(),
  imported: z.number(),
  duplicates: z.number(),
  sureMatches: z.number(),
  durationMs: z.number(),
});
/** transaction/bank/suggestions: per unmatched line, the invoices, payments and category it may be. */
export const bankSuggestionsWireSchema = z.object({
  lines: z.array(
    z.object({
      transactionId: z.string(),
      invoices: z.array(
        z.object({ quoteId: z.string(), name: z.string(), clientName: z.string(), remaining: z.number(), score: z.number() }),
      ),
      payments: z.array(
        z.object({ transactionId: z.string(), label: z.string(), amount: z.number(), transactionDate: z.string() }),
      ),
      category: z.object({ categoryId: z.string(), confidence: z.number() }).nullable(),
    }),
  ),
});
/** transaction/bank/accept: a line matched to an invoice or merged into a recorded payment (or just kept). */
export const bankAcceptSchema = z.object({
  vendorId: z.uuid(),
  transactionId: z.uuid({ error: "Ligne de relevé introuvable." }),
  quoteId: z.uuid().optional(),
  paymentTransactionId: z.uuid().optional(),
});
/** transaction: one transaction of the vendor. */
export const transactionQuerySchema = z.object({
  vendorId: z.uuid(),
  transactionId: z.uuid({ error: "Transaction introuvable." }),
});
export const transactionDeleteResponseSchema = z.object({ transactionId: z.string() });
