/** A client's documents are its folder of the spec's `ClientDrive` category (part 1 §3, Attachment). */
export const CLIENT_DRIVE_CATEGORY = "ClientDrive" as const;

export const clientDriveFolder = (vendorId: string, clientId: string) => ({
  vendorId,
  category: CLIENT_DRIVE_CATEGORY,
  clientId,
});

/** Under the media keys, so that any upload or deletion also refreshes the used space. */
export const clientDriveQueryKey = (vendorId: string, clientId: string) =>
  ["media", vendorId, "folder", CLIENT_DRIVE_CATEGORY, clientId] as const;
