import { transactionsContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf, withoutVendorId } from "../../platform/tenancy/vendor-context.ts";
import type { TransactionsService } from "./transactions.service.ts";
import type { TransactionsBank } from "./transactions-bank.ts";
import type { TransactionsExport } from "./transactions-export.ts";

const tags = ["transaction"];
const config = { access: "vendor" as const };
const actorOf = (req: { auth: { userId: string } | null }) => req.auth?.userId ?? null;

type Services = {
  service: TenantScoped<TransactionsService>;
  bank: TenantScoped<TransactionsBank>;
  exports: TenantScoped<TransactionsExport>;
};

/** The spec's transaction calls (part 2 §7 Transactions), then bank statements (docs/decisions.md). */
export const transactionsRoutes: FastifyPluginAsyncZod<Services> = async (app, { service, bank, exports }) => {
  app.get(routeUrl(routes.list), { config, schema: routeSchema(routes.list, tags) }, (req) =>
    service.list(tenantOf(req), withoutVendorId(req.query)),
  );
  app.get(routeUrl(routes.get), { config, schema: routeSchema(routes.get, tags) }, (req) =>
    service.get(tenantOf(req), req.query.transactionId),
  );
  app.get(routeUrl(routes.stats), { config, schema: routeSchema(routes.stats, tags) }, (req) =>
    service.stats(tenantOf(req), req.query.displayDate),
  );
  app.post(routeUrl(routes.search), { config, schema: routeSchema(routes.search, tags) }, (req) =>
    service.search(tenantOf(req), { ...withoutVendorId(req.body), nextPage: req.query.nextPage ?? req.body.nextPage }),
  );
  app.post(routeUrl(routes.create), { config, schema: routeSchema(routes.create, tags) }, (req) =>
    service.create(tenantOf(req), withoutVendorId(req.body)),
  );
  app.post(routeUrl(routes.update), { config, schema: routeSchema(routes.update, tags) }, (req) => {
    const { transactionId, ...input } = withoutVendorId(req.body);
    return service.update(tenantOf(req), transactionId, input);
  });
  app.post(routeUrl(routes.delete), { config, schema: routeSchema(routes.delete, tags) }, async (req) => {
    await service.delete(tenantOf(req), req.body.transactionId);
    return { transactionId: req.body.transactionId };
  });
  app.get(routeUrl(routes.config), { config, schema: routeSchema(routes.config, tags) }, (req) => service.config(tenantOf(req)));
  app.post(routeUrl(routes.resetCategories), { config, schema: routeSchema(routes.resetCategories, tags) }, (req) =>
    service.resetCategories(tenantOf(req)),
  );
  app.post(routeUrl(routes.updateConfig), { config, schema: routeSchema(routes.updateConfig, tags) }, (req) =>
    service.updateConfig(tenantOf(req), withoutVendorId(req.body)),
  );
  app.get(routeUrl(routes.export), { config, schema: routeSchema(routes.export, tags) }, (req) =>
    exports.export(tenantOf(req), req.query.startDate, req.query.endDate, req.query.format),
  );
  app.post(
    routeUrl(routes.bankImport),
    { config, bodyLimit: 8 * 1024 * 1024, schema: routeSchema(routes.bankImport, tags) },
    (req) => bank.import(tenantOf(req), req.body.filename, Buffer.from(req.body.content, "base64"), actorOf(req)),
  );
  app.get(routeUrl(routes.bankSuggestions), { config, schema: routeSchema(routes.bankSuggestions, tags) }, async (req) => ({
    lines: await bank.suggestions(tenantOf(req)),
  }));
  app.post(routeUrl(routes.bankAccept), { config, schema: routeSchema(routes.bankAccept, tags) }, async (req) => {
    const vendorId = tenantOf(req);
    await bank.accept(
      vendorId,
      req.body.transactionId,
      { quoteId: req.body.quoteId, paymentTransactionId: req.body.paymentTransactionId },
      actorOf(req),
    );
    // A line merged into a recorded payment answers that payment's transaction.
    return service.get(vendorId, req.body.paymentTransactionId ?? req.body.transactionId);
  });
};
