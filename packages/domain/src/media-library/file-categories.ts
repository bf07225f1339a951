/**
 * Storage file categories of the spec (part 1 §3), spelled as given. The "Tmp variants" of Quote,
 * Invoice and CreditNote are staging folders: files attached while a document has no id yet.
 */
export const fileCategories = [
  "Quote",
  "Invoice",
  "CreditNote",
  "QuoteTmp",
  "InvoiceTmp",
  "CreditNoteTmp",
  "VendorLogo",
  "QuoteConfig",
  "UserProfilePicture",
  "Chat",
  "VendorProfile",
  "Product",
  "Accommodation",
  "Space",
  "Room",
  "Medias",
  "Promotion",
  "TeamMember",
  "Transaction",
  "ERP",
  "ClientDrive",
] as const;
export type FileCategory = (typeof fileCategories)[number];

export const documentCategories = ["Quote", "Invoice", "CreditNote"] as const satisfies readonly FileCategory[];
export type DocumentCategory = (typeof documentCategories)[number];

export const tmpCategories = ["QuoteTmp", "InvoiceTmp", "CreditNoteTmp"] as const satisfies readonly FileCategory[];
export type TmpCategory = (typeof tmpCategories)[number];

export function isDocumentCategory(category: FileCategory): category is DocumentCategory {
  return (documentCategories as readonly FileCategory[]).includes(category);
}

export function isTmpCategory(category: FileCategory): category is TmpCategory {
  return (tmpCategories as readonly FileCategory[]).includes(category);
}

/** The staging folder whose files copy-folder brings into a document's folder. */
export function tmpCategoryOf(category: DocumentCategory): TmpCategory {
  return `${category}Tmp`;
}
