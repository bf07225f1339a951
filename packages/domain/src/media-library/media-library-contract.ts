import { route } from "../routes/route-contract.ts";
import { vendorIdQuerySchema } from "../vendors/vendor-schemas.ts";
import {
  confirmUploadRequestSchema,
  copyFolderRequestSchema,
  deletedFilesResponseSchema,
  deleteFolderRequestSchema,
  mediaFileSchema,
  mediaFilesRequestSchema,
  mediaFolderResponseSchema,
  mediaFolderSchema,
  mediaUrlsResponseSchema,
  presignedUrlsRequestSchema,
  presignedUrlsResponseSchema,
  storageUsageSchema,
} from "./media-library-schemas.ts";

/** The media-library module's routes: the API registers these schemas, the web types its calls with them. */
export const mediaLibraryContract = {
  presignedUrls: route({
    method: "POST",
    path: "media-library/presigned-urls",
    body: presignedUrlsRequestSchema,
    response: presignedUrlsResponseSchema,
  }),
  confirm: route({ method: "POST", path: "media-library/confirm", body: confirmUploadRequestSchema, response: mediaFileSchema }),
  urls: route({ method: "POST", path: "media-library/urls", body: mediaFilesRequestSchema, response: mediaUrlsResponseSchema }),
  urlsFromFolder: route({
    method: "POST",
    path: "media-library/urls-from-folder",
    body: mediaFolderSchema,
    response: mediaFolderResponseSchema,
  }),
  reorder: route({
    method: "POST",
    path: "media-library/reorder",
    body: mediaFilesRequestSchema,
    response: mediaFolderResponseSchema,
  }),
  delete: route({
    method: "POST",
    path: "media-library/delete",
    body: mediaFilesRequestSchema,
    response: deletedFilesResponseSchema,
  }),
  copyFolder: route({
    method: "POST",
    path: "media-library/copy-folder",
    body: copyFolderRequestSchema,
    response: mediaFolderResponseSchema,
  }),
  deleteFolder: route({
    method: "POST",
    path: "media-library/delete-folder",
    body: deleteFolderRequestSchema,
    response: deletedFilesResponseSchema,
  }),
  usage: route({ method: "GET", path: "media-library/usage", query: vendorIdQuerySchema, response: storageUsageSchema }),
} as const;
