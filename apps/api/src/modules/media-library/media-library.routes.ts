import {
  confirmUploadRequestSchema,
  copyFolderRequestSchema,
  deletedFilesResponseSchema,
  deleteFolderRequestSchema,
  isTmpCategory,
  mediaFileSchema,
  mediaFilesRequestSchema,
  mediaFolderResponseSchema,
  mediaFolderSchema,
  mediaLibraryErrorCodes,
  mediaLibraryMessages,
  mediaUrlsResponseSchema,
  presignedUrlsRequestSchema,
  presignedUrlsResponseSchema,
  storageUsageSchema,
  vendorIdQuerySchema,
} from "@cortege/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest } from "../../platform/errors/app-error.ts";
import { type TenantScoped, tenantOf } from "../../platform/tenancy/vendor-context.ts";
import type { MediaLibraryService } from "./media-library.service.ts";

const tags = ["media-library"];
const vendor = { access: "vendor" } as const;

export const mediaLibraryRoutes: FastifyPluginAsyncZod<{ service: TenantScoped<MediaLibraryService> }> = async (
  app,
  { service },
) => {
  app.post(
    "/media-library/presigned-urls",
    { config: vendor, schema: { tags, body: presignedUrlsRequestSchema, response: { 200: presignedUrlsResponseSchema } } },
    (req) => service.presign({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(
    "/media-library/confirm",
    { config: vendor, schema: { tags, body: confirmUploadRequestSchema, response: { 200: mediaFileSchema } } },
    async (req, reply) => {
      const { file, variantsMs } = await service.confirm(tenantOf(req), req.body.fileId);
      // Read by the upload benchmark; harmless to anyone else.
      if (variantsMs !== null) reply.header("Server-Timing", `variants;dur=${variantsMs.toFixed(1)}`);
      return file;
    },
  );
  app.post(
    "/media-library/urls",
    { config: vendor, schema: { tags, body: mediaFilesRequestSchema, response: { 200: mediaUrlsResponseSchema } } },
    (req) => service.urls({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(
    "/media-library/urls-from-folder",
    { config: vendor, schema: { tags, body: mediaFolderSchema, response: { 200: mediaFolderResponseSchema } } },
    (req) => service.listFolder({ ...req.body, vendorId: tenantOf(req) }),
  );
  // Not in the spec: the order a vendor gives a folder (showcase photos, a space's pictures).
  app.post(
    "/media-library/reorder",
    { config: vendor, schema: { tags, body: mediaFilesRequestSchema, response: { 200: mediaFolderResponseSchema } } },
    (req) => service.reorder({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(
    "/media-library/delete",
    { config: vendor, schema: { tags, body: mediaFilesRequestSchema, response: { 200: deletedFilesResponseSchema } } },
    (req) => service.deleteFiles({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(
    "/media-library/copy-folder",
    { config: vendor, schema: { tags, body: copyFolderRequestSchema, response: { 200: mediaFolderResponseSchema } } },
    (req) => service.copyFolder({ ...req.body, vendorId: tenantOf(req) }),
  );
  app.post(
    "/media-library/delete-folder",
    { config: vendor, schema: { tags, body: deleteFolderRequestSchema, response: { 200: deletedFilesResponseSchema } } },
    (req) => {
      // Emptying a whole category over HTTP is only for staging folders; the modules that own the
      // other folders (spaces, clients…) delete theirs through the service with their owner.
      if (!isTmpCategory(req.body.category)) {
        throw badRequest(mediaLibraryErrorCodes.FOLDER_NOT_ALLOWED, mediaLibraryMessages.onlyTmpFolders);
      }
      return service.deleteFolder({ ...req.body, vendorId: tenantOf(req) });
    },
  );
  app.get(
    "/media-library/usage",
    { config: vendor, schema: { tags, querystring: vendorIdQuerySchema, response: { 200: storageUsageSchema } } },
    (req) => service.usage(tenantOf(req)),
  );
};
