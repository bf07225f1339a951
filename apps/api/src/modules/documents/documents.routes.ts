import {
  einvoicePeriodQuerySchema,
  einvoicePeriodSubmitResponseSchema,
  einvoicePeriodSubmitSchema,
  einvoicePlatformQuerySchema,
  einvoicePlatformResponseSchema,
  einvoicePlatformSaveSchema,
  einvoiceStatusResponseSchema,
  einvoiceSubmitSchema,
  electronicSignatureSchema,
  facturXQuerySchema,
  quoteArchiveResponseSchema,
  quoteArchiveSchema,
  quoteClientListQuerySchema,
  quoteConfigResponseSchema,
  quoteConfigUpdateSchema,
  quoteCreatedSchema,
  quoteCreateSchema,
  quoteDeleteResponseSchema,
  quoteDeleteSchema,
  quoteDuplicateSchema,
  quoteLinkedSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quotePdfQuerySchema,
  quoteQuerySchema,
  quoteSchema,
  quoteSearchQuerySchema,
  quoteSendEmailSchema,
  quoteSignSchema,
  quoteStatusListQuerySchema,
  quoteStatusSchema,
  quotesSchema,
  quoteUpdateSchema,
  vendorQuerySchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { contentDisposition } from "../../platform/storage/content-disposition.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { DocumentsService } from "./documents.service.ts";

const tags = ["quote"];
const config = { access: "vendor" as const };
/** The user making the change, kept in the document's status history. */
const actorOf = (req: { auth: { userId: string } | null }) => req.auth?.userId ?? null;

/** The documents calls of the spec (part 2 §7 "Quotes"), at its paths. */
export const documentsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<DocumentsService> }> = async (app, { service }) => {
  app.get(
    "/quote/list",
    { config, schema: { tags, querystring: quoteListQuerySchema, response: { 200: quotePageSchema } } },
    (req) => service.list(tenantOf(req), req.query),
  );
  app.get(
    "/quote/search",
    { config, schema: { tags, querystring: quoteSearchQuerySchema, response: { 200: quotePageSchema } } },
    (req) => service.list(tenantOf(req), req.query),
  );
  app.get(
    "/quote/list/status",
    { config, schema: { tags, querystring: quoteStatusListQuerySchema, response: { 200: quotePageSchema } } },
    (req) => service.list(tenantOf(req), req.query),
  );
  app.get(
    "/quote/client/list",
    { config, schema: { tags, querystring: quoteClientListQuerySchema, response: { 200: quotesSchema } } },
    (req) => service.byClient(tenantOf(req), req.query.clientId),
  );
  app.get("/quote", { config, schema: { tags, querystring: quoteQuerySchema, response: { 200: quoteSchema } } }, (req) =>
    service.get(tenantOf(req), req.query.quoteType, req.query.quoteId, req.query.clientId),
  );
  app.post("/quote/list/linked", { config, schema: { tags, body: quoteLinkedSchema, response: { 200: quotesSchema } } }, (req) =>
    service.linked(tenantOf(req), req.body.quoteIds),
  );
  app.post("/quote/create", { config, schema: { tags, body: quoteCreateSchema, response: { 200: quoteCreatedSchema } } }, (req) =>
    service.create(tenantOf(req), req.body, actorOf(req)),
  );
  app.post("/quote/update", { config, schema: { tags, body: quoteUpdateSchema, response: { 200: quoteSchema } } }, (req) =>
    service.update(tenantOf(req), req.body),
  );
  app.post(
    "/quote/archive",
    { config, schema: { tags, body: quoteArchiveSchema, response: { 200: quoteArchiveResponseSchema } } },
    (req) => service.archive(tenantOf(req), req.body.quoteType, req.body.quotesToArchive, req.body.isArchived),
  );
  app.post(
    "/quote/delete",
    { config, schema: { tags, body: quoteDeleteSchema, response: { 200: quoteDeleteResponseSchema } } },
    (req) => service.delete(tenantOf(req), req.body.quoteType, req.body.quotesToDelete),
  );
  app.get(
    "/quote/config",
    { config, schema: { tags, querystring: vendorQuerySchema, response: { 200: quoteConfigResponseSchema } } },
    (req) => service.configWithCounters(tenantOf(req)),
  );
  app.post(
    "/quote/config/update",
    { config, schema: { tags, body: quoteConfigUpdateSchema, response: { 200: quoteConfigResponseSchema } } },
    (req) => service.updateConfig(tenantOf(req), req.body.config),
  );
  app.post("/quote/sign", { config, schema: { tags, body: quoteSignSchema, response: { 200: quoteSchema } } }, (req) =>
    service.sign(tenantOf(req), req.body.quoteId, req.body.filename, req.body.clientId, actorOf(req)),
  );
  app.post("/quote/status", { config, schema: { tags, body: quoteStatusSchema, response: { 200: quoteSchema } } }, (req) =>
    service.setStatus(
      tenantOf(req),
      req.body.quoteType,
      req.body.quoteId,
      req.body.status,
      req.body.clientId,
      req.body.confirmReservation,
      { userId: actorOf(req), payment: req.body.payment },
    ),
  );
  app.post(
    "/quote/duplicate",
    { config, schema: { tags, body: quoteDuplicateSchema, response: { 200: quoteCreatedSchema } } },
    (req) => service.duplicate(tenantOf(req), req.body, actorOf(req)),
  );
  app.get(
    "/quote/pdf",
    {
      config,
      schema: { tags, querystring: quotePdfQuerySchema, produces: ["application/pdf"] },
    },
    async (req, reply) => {
      const { filename, pdf } = await service.pdf(tenantOf(req), req.query.quoteType, req.query.quoteId);
      return reply
        .type("application/pdf")
        .header("Content-Disposition", contentDisposition("inline", filename))
        .header("Cache-Control", "private, no-store")
        .send(pdf);
    },
  );
  // Factur-X (issue 24, not in the spec): the bare XML of an issued document, a period's XML as a ZIP.
  app.get(
    "/quote/factur-x",
    { config, schema: { tags, querystring: facturXQuerySchema, produces: ["application/xml"] } },
    async (req, reply) => {
      const { filename, xml } = await service.facturX(tenantOf(req), req.query.quoteType, req.query.quoteId);
      return reply
        .type("application/xml")
        .header("Content-Disposition", contentDisposition("attachment", filename))
        .header("Cache-Control", "private, no-store")
        .send(xml);
    },
  );
  app.get(
    "/quote/factur-x/export",
    { config, schema: { tags, querystring: einvoicePeriodQuerySchema, produces: ["application/zip"] } },
    async (req, reply) => {
      const { filename, zip } = await service.facturXExport(tenantOf(req), req.query.from, req.query.to);
      return reply
        .type("application/zip")
        .header("Content-Disposition", contentDisposition("attachment", filename))
        .header("Cache-Control", "private, no-store")
        .send(zip);
    },
  );
  app.get(
    "/quote/e-reporting",
    { config, schema: { tags, querystring: einvoicePeriodQuerySchema, produces: ["text/csv"] } },
    async (req, reply) => {
      const { filename, csv } = await service.eReporting(tenantOf(req), req.query.from, req.query.to);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", contentDisposition("attachment", filename))
        .header("Cache-Control", "private, no-store")
        .send(csv);
    },
  );
  // The deposit on the vendor's plateforme agréée and the flow's lifecycle status.
  app.post(
    "/quote/einvoice/submit",
    { config, schema: { tags, body: einvoiceSubmitSchema, response: { 200: einvoiceStatusResponseSchema } } },
    (req) => service.submitEinvoice(tenantOf(req), req.body.quoteType, req.body.quoteId),
  );
  app.get(
    "/quote/einvoice/status",
    { config, schema: { tags, querystring: facturXQuerySchema, response: { 200: einvoiceStatusResponseSchema } } },
    (req) => service.einvoiceStatus(tenantOf(req), req.query.quoteType, req.query.quoteId),
  );
  // A period's e-invoices deposited in one go; the vendor's account (API token) on the PA.
  app.post(
    "/quote/einvoice/submit-period",
    { config, schema: { tags, body: einvoicePeriodSubmitSchema, response: { 200: einvoicePeriodSubmitResponseSchema } } },
    (req) => service.submitEinvoicePeriod(tenantOf(req), req.body.from, req.body.to),
  );
  app.get(
    "/quote/einvoice/platform",
    { config, schema: { tags, querystring: einvoicePlatformQuerySchema, response: { 200: einvoicePlatformResponseSchema } } },
    (req) => service.einvoicePlatform(tenantOf(req)),
  );
  app.post(
    "/quote/einvoice/platform",
    { config, schema: { tags, body: einvoicePlatformSaveSchema, response: { 200: einvoicePlatformResponseSchema } } },
    (req) => service.saveEinvoicePlatformToken(tenantOf(req), req.body.token),
  );
  app.post(
    "/quote/einvoice/platform/remove",
    { config, schema: { tags, body: einvoicePlatformQuerySchema, response: { 200: einvoicePlatformResponseSchema } } },
    (req) => service.removeEinvoicePlatformToken(tenantOf(req)),
  );
  app.get(
    "/quote/originals",
    { config, schema: { tags, querystring: vendorQuerySchema, produces: ["application/zip"] } },
    async (req, reply) => {
      const { filename, zip } = await service.originalsArchive(tenantOf(req));
      return reply
        .type("application/zip")
        .header("Content-Disposition", contentDisposition("attachment", filename))
        .header("Cache-Control", "private, no-store")
        .send(zip);
    },
  );
  app.post("/quote/send-email", { config, schema: { tags, body: quoteSendEmailSchema, response: { 200: quoteSchema } } }, (req) =>
    service.sendEmail(tenantOf(req), req.body, actorOf(req)),
  );
  app.get(
    "/quote/electronic-signature",
    { config, schema: { tags, querystring: vendorQuerySchema, response: { 200: electronicSignatureSchema } } },
    (req) => service.electronicSignature(tenantOf(req)),
  );
};
