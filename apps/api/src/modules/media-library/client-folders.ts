import type { MediaLibraryService } from "./media-library.service.ts";

/** Answers (or throws a 404) whether the client is one of the vendor's: the clients service's `get`. */
export type ClientOfVendor = (vendorId: string, clientId: string) => Promise<unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The media library over HTTP: a folder whose client segment is a client id (a UUID, as every
 * client's is) must name one of the vendor's own clients, else 404 « Client introuvable. » before
 * anything is stored, listed or deleted. The files already sit under the vendor's own prefix; this
 * keeps another vendor's client id out of the vendor's rows too (the authorization matrix sends one).
 * Other folder names (letters, digits, - and _) cannot be anyone's client and stay plain names.
 */
export function checkClientFolders(service: MediaLibraryService, clientOf: ClientOfVendor): MediaLibraryService {
  const checked =
    <I extends { vendorId: string; clientId?: string | null }, R>(run: (input: I) => Promise<R>) =>
    async (input: I): Promise<R> => {
      const { clientId } = input;
      if (clientId && UUID.test(clientId)) await clientOf(input.vendorId, clientId);
      return run(input);
    };
  return {
    ...service,
    presign: checked(service.presign),
    urls: checked(service.urls),
    listFolder: checked(service.listFolder),
    reorder: checked(service.reorder),
    deleteFiles: checked(service.deleteFiles),
    copyFolder: checked(service.copyFolder),
    deleteFolder: checked(service.deleteFolder),
  };
}
