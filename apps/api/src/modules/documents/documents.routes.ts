import {
  einvoicePeriodQuerySchema,
  facturXQuerySchema,
  quotePdfQuerySchema,
  documentsContract as routes,
  vendorQuerySchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { contentDisposition } from "../../platform/storage/content-disposition.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { DocumentsService } from "./documents.service.ts";

const tags = ["quote"];
const config = { access: "vendor" as const };
/** The user making the change, kept in the document's status history. */
const actorOf = (req: { auth: { userId: string } | null }) => req.auth?.userId ?? null;

/** The documents calls of the spec (part 2 §7 "Quotes"), at its paths. */
export const documentsRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<DocumentsService> }> = async (app, { service }) => {
  app.get(routeUrl(routes.list), { config, schema: routeSchema(routes.list, tags) }, (req) =>
    service.list(tenantOf(req), req.query),
  );
  app.get(routeUrl(routes.search), { config, schema: routeSchema(routes.search, tags) }, (req) =>
    service.list(tenantOf(req), req.query),
  );
  app.get(routeUrl(routes.listByStatus), { config, schema: routeSchema(routes.listByStatus, tags) }, (req) =>
    service.list(tenantOf(req), req.query),
  );
  app.get(routeUrl(routes.listByClient), { config, schema: routeSchema(routes.listByClient, tags) }, (req) =>
    service.byClient(tenantOf(req), req.query.clientId),
  );
  app.get(routeUrl(routes.get), { config, schema: routeSchema(routes.get, tags) }, (req) =>
    service.get(tenantOf(req), req.query.quoteType, req.query.quoteId, req.query.clientId),
  );
  app.post(routeUrl(routes.linked), { config, schema: routeSchema(routes.linked, tags) }, (req) =>
    service.linked(tenantOf(req), req.body.quoteIds),
  );
  app.post(routeUrl(routes.create), { config, schema: routeSchema(routes.create, tags) }, (req) =>
    service.create(tenantOf(req), req.body, actorOf(req)),
  );
  app.post(routeUrl(routes.update), { config, schema: routeSchema(routes.update, tags) }, (req) =>
    service.update(tenantOf(req), req.body),
  );
  app.post(routeUrl(routes.archive), { config, schema: routeSchema(routes.archive, tags) }, (req) =>
    service.archive(tenantOf(req), req.body.quoteType, req.body.quotesToArchive, req.body.isArchived),
  );
  app.post(routeUrl(routes.delete), { config, schema: routeSchema(routes.delete, tags) }, (req) =>
    service.delete(tenantOf(req), req.body.quoteType, req.body.quotesToDelete),
  );
  app.get(routeUrl(routes.config), { config, schema: routeSchema(routes.config, tags) }, (req) =>
    service.configWithCounters(tenantOf(req)),
  );
  app.post(routeUrl(routes.updateConfig), { config, schema: routeSchema(routes.updateConfig, tags) }, (req) =>
    service.updateConfig(tenantOf(req), req.body.config),
  );
  app.post(routeUrl(routes.sign), { config, schema: routeSchema(routes.sign, tags) }, (req) =>
    service.sign(tenantOf(req), req.body.quoteId, req.body.filename, req.body.clientId, actorOf(req)),
  );
  app.post(routeUrl(routes.status), { config, schema: routeSchema(routes.status, tags) }, (req) =>
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
  app.post(routeUrl(routes.duplicate), { config, schema: routeSchema(routes.duplicate, tags) }, (req) =>
    service.duplicate(tenantOf(req), req.body, actorOf(req)),
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
  app.post(routeUrl(routes.submitEinvoice), { config, schema: routeSchema(routes.submitEinvoice, tags) }, (req) =>
    service.submitEinvoice(tenantOf(req), req.body.quoteType, req.body.quoteId),
  );
  app.get(routeUrl(routes.einvoiceStatus), { config, schema: routeSchema(routes.einvoiceStatus, tags) }, (req) =>
    service.einvoiceStatus(tenantOf(req), req.query.quoteType, req.query.quoteId),
  );
  // A period's e-invoices deposited in one go; the vendor's account (API token) on the PA.
  app.post(routeUrl(routes.submitEinvoicePeriod), { config, schema: routeSchema(routes.submitEinvoicePeriod, tags) }, (req) =>
    service.submitEinvoicePeriod(tenantOf(req), req.body.from, req.body.to),
  );
  app.get(routeUrl(routes.einvoicePlatform), { config, schema: routeSchema(routes.einvoicePlatform, tags) }, (req) =>
    service.einvoicePlatform(tenantOf(req)),
  );
  app.post(routeUrl(routes.saveEinvoicePlatform), { config, schema: routeSchema(routes.saveEinvoicePlatform, tags) }, (req) =>
    service.saveEinvoicePlatformToken(tenantOf(req), req.body.token),
  );
  app.post(routeUrl(routes.removeEinvoicePlatform), { config, schema: routeSchema(routes.removeEinvoicePlatform, tags) }, (req) =>
    service.removeEinvoicePlatformToken(tenantOf(req)),
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
  app.post(routeUrl(routes.sendEmail), { config, schema: routeSchema(routes.sendEmail, tags) }, (req) =>
    service.sendEmail(tenantOf(req), req.body, actorOf(req)),
  );
  app.get(routeUrl(routes.electronicSignature), { config, schema: routeSchema(routes.electronicSignature, tags) }, (req) =>
    service.electronicSignature(tenantOf(req)),
  );
};
