import { isTmpCategory, mediaLibraryErrorCodes, mediaLibraryMessages, mediaLibraryContract as routes } from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../platform/errors/app-error.ts";
import { routeSchema, routeUrl } from "../../platform/routes/route-schema.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { MediaLibraryService } from "./media-library.service.ts";

const tags = ["media-library"];
const vendor = { access: "vendor" } as const;

export const mediaLibraryRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<MediaLibraryService> }> = async (
  app,
  { service },
) => {
  app.post(routeUrl(routes.presignedUrls), { config: vendor, schema: routeSchema(routes.presignedUrls, tags) }, (req) =>
    service.presign({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(routeUrl(routes.confirm), { config: vendor, schema: routeSchema(routes.confirm, tags) }, async (req, reply) => {
    const { file, variantsMs } = await service.confirm(tenantOf(req), req.body.fileId);
    // Read by the upload benchmark; harmless to anyone else.
    if (variantsMs !== null) reply.header("Server-Timing", `variants;dur=${variantsMs.toFixed(1)}`);
    return file;
  });
  app.post(routeUrl(routes.urls), { config: vendor, schema: routeSchema(routes.urls, tags) }, (req) =>
    service.urls({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(routeUrl(routes.urlsFromFolder), { config: vendor, schema: routeSchema(routes.urlsFromFolder, tags) }, (req) =>
    service.listFolder({ ...req.body, vendorId: tenantOf(req) }),
  );
  // Not in the spec: the order a vendor gives a folder (showcase photos, a space's pictures).
  app.post(routeUrl(routes.reorder), { config: vendor, schema: routeSchema(routes.reorder, tags) }, (req) =>
    service.reorder({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(routeUrl(routes.delete), { config: vendor, schema: routeSchema(routes.delete, tags) }, (req) =>
    service.deleteFiles({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(routeUrl(routes.copyFolder), { config: vendor, schema: routeSchema(routes.copyFolder, tags) }, (req) =>
    service.copyFolder({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(routeUrl(routes.deleteFolder), { config: vendor, schema: routeSchema(routes.deleteFolder, tags) }, (req) => {
    // Emptying a whole category over HTTP is only for staging folders; the modules that own the
    // other folders (spaces, clients…) delete theirs through the service with their owner.
    if (!isTmpCategory(req.body.category)) {
      throw badRequest(mediaLibraryErrorCodes.FOLDER_NOT_ALLOWED, mediaLibraryMessages.onlyTmpFolders);
    }
    return service.deleteFolder({ ...req.body, vendorId: tenantOf(req) });
  });
  app.get(routeUrl(routes.usage), { config: vendor, schema: routeSchema(routes.usage, tags) }, (req) =>
    service.usage(tenantOf(req)),
  );
};
