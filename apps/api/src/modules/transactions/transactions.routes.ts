import {
  transactionConfigQuerySchema,
  transactionConfigUpdateSchema,
  transactionConfigWireSchema,
  transactionCreateSchema,
  transactionDeleteSchema,
  transactionExportQuerySchema,
  transactionExportWireSchema,
  transactionListQuerySchema,
  transactionListWireSchema,
  transactionSearchBodySchema,
  transactionSearchQuerySchema,
  transactionStatsQuerySchema,
  transactionStatsWireSchema,
  transactionUpdateSchema,
  transactionWireSchema,
  vendorOnlyBodySchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { TransactionsService } from "./transactions.service.ts";
import { MAX_BANK_FILE_BYTES, type TransactionsBank } from "./transactions-bank.ts";
import type { TransactionsExport } from "./transactions-export.ts";

const tags = ["transaction"];
const config = { access: "vendor" as const };
const actorOf = (req: { auth: { userId: string } | null }) => req.auth?.userId ?? null;

const bankImportSchema = z.object({
  vendorId: z.uuid(),
  filename: z.string().trim().min(1).max(200),
  /** The file's bytes in base64 (banks write UTF-8 or Windows-1252: the server decodes). */
  content: z.string().max(Math.ceil((MAX_BANK_FILE_BYTES * 4) / 3) + 4, "Le relevé dépasse 5 Mo."),
});
const bankImportWireSchema = z.object({
  format: z.string(),
  lines: z.number(),
  imported: z.number(),
  duplicates: z.number(),
  sureMatches: z.number(),
  durationMs: z.number(),
});
const suggestionsWireSchema = z.object({
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
const acceptSchema = z.object({
  vendorId: z.uuid(),
  transactionId: z.uuid({ error: "Ligne de relevé introuvable." }),
  quoteId: z.uuid().optional(),
  paymentTransactionId: z.uuid().optional(),
});
const transactionQuerySchema = z.object({ vendorId: z.uuid(), transactionId: z.uuid({ error: "Transaction introuvable." }) });

type Services = {
  service: TenantScoped<TransactionsService>;
  bank: TenantScoped<TransactionsBank>;
  exports: TenantScoped<TransactionsExport>;
};

/** The spec's transaction calls (part 2 §7 Transactions), then bank statements (docs/decisions.md). */
export const transactionsRoutes: FastifyPluginAsyncZod<Services> = async (app, { service, bank, exports }) => {
  app.get(
    "/transaction/list",
    { config, schema: { tags, querystring: transactionListQuerySchema, response: { 200: transactionListWireSchema } } },
    (req) => service.list(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(
    "/transaction",
    { config, schema: { tags, querystring: transactionQuerySchema, response: { 200: transactionWireSchema } } },
    (req) => service.get(tenantOf(req), req.query.transactionId),
  );
  app.get(
    "/transaction/stats",
    { config, schema: { tags, querystring: transactionStatsQuerySchema, response: { 200: transactionStatsWireSchema } } },
    (req) => service.stats(tenantOf(req), req.query.displayDate),
  );
  app.post(
    "/transaction/search",
    {
      config,
      schema: {
        tags,
        querystring: transactionSearchQuerySchema,
        body: transactionSearchBodySchema,
        response: { 200: transactionListWireSchema },
      },
    },
    (req) => service.search(tenantOf(req), { ...withoutVendorId(req.body), nextPage: req.query.nextPage ?? req.body.nextPage }),
  );
  app.post(
    "/transaction/create",
    { config, schema: { tags, body: transactionCreateSchema, response: { 200: transactionWireSchema } } },
    (req) => service.create(tenantOf(req), withoutVendorId(req.body)),
  );
  app.post(
    "/transaction/update",
    { config, schema: { tags, body: transactionUpdateSchema, response: { 200: transactionWireSchema } } },
    (req) => {
      const { transactionId, ...input } = withoutVendorId(req.body);
      return service.update(tenantOf(req), transactionId, input);
    },
  );
  app.post(
    "/transaction/delete",
    { config, schema: { tags, body: transactionDeleteSchema, response: { 200: z.object({ transactionId: z.string() }) } } },
    async (req) => {
      await service.delete(tenantOf(req), req.body.transactionId);
      return { transactionId: req.body.transactionId };
    },
  );
  app.get(
    "/transaction/config",
    { config, schema: { tags, querystring: transactionConfigQuerySchema, response: { 200: transactionConfigWireSchema } } },
    (req) => service.config(tenantOf(req)),
  );
  app.post(
    "/transaction/config/reset-categories",
    { config, schema: { tags, body: vendorOnlyBodySchema, response: { 200: transactionConfigWireSchema } } },
    (req) => service.resetCategories(tenantOf(req)),
  );
  app.post(
    "/transaction/config/update",
    { config, schema: { tags, body: transactionConfigUpdateSchema, response: { 200: transactionConfigWireSchema } } },
    (req) => service.updateConfig(tenantOf(req), withoutVendorId(req.body)),
  );
  app.get(
    "/transaction/export",
    { config, schema: { tags, querystring: transactionExportQuerySchema, response: { 200: transactionExportWireSchema } } },
    (req) => exports.export(tenantOf(req), req.query.startDate, req.query.endDate, req.query.format),
  );
  app.post(
    "/transaction/bank/import",
    { config, bodyLimit: 8 * 1024 * 1024, schema: { tags, body: bankImportSchema, response: { 200: bankImportWireSchema } } },
    (req) => bank.import(tenantOf(req), req.body.filename, Buffer.from(req.body.content, "base64"), actorOf(req)),
  );
  app.get(
    "/transaction/bank/suggestions",
    { config, schema: { tags, querystring: transactionConfigQuerySchema, response: { 200: suggestionsWireSchema } } },
    async (req) => ({ lines: await bank.suggestions(tenantOf(req)) }),
  );
  app.post(
    "/transaction/bank/accept",
    { config, schema: { tags, body: acceptSchema, response: { 200: transactionWireSchema } } },
    async (req) => {
      const vendorId = tenantOf(req);
      await bank.accept(
        vendorId,
        req.body.transactionId,
        { quoteId: req.body.quoteId, paymentTransactionId: req.body.paymentTransactionId },
        actorOf(req),
      );
      // A line merged into a recorded payment answers that payment's transaction.
      return service.get(vendorId, req.body.paymentTransactionId ?? req.body.transactionId);
    },
  );
};
