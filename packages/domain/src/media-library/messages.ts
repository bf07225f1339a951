import { documentCategories, tmpCategories } from "./file-categories.ts";
import type { FileType } from "./file-types.ts";
import { formatBytesFr } from "./format-bytes.ts";
import { MAX_FILES_PER_UPLOAD, MAX_FILES_PER_URLS_REQUEST, MAX_IMAGE_MEGAPIXELS } from "./upload-limits.ts";

function list(types: readonly FileType[]): string {
  if (types.length <= 1) return types.join("");
  return `${types.slice(0, -1).join(", ")} ou ${types[types.length - 1]}`;
}

/** French texts of the media library. The spec names the rules; the wording is ours. */
export const mediaLibraryMessages = {
  categoryInvalid: "La catégorie de fichier est invalide.",
  filenamesRequired: "Choisissez au moins un fichier.",
  tooManyFiles: `Vous ne pouvez pas envoyer plus de ${MAX_FILES_PER_UPLOAD} fichiers à la fois.`,
  tooManyUrls: `Vous ne pouvez pas demander plus de ${MAX_FILES_PER_URLS_REQUEST} fichiers à la fois.`,
  filenameRequired: "Le nom du fichier est requis.",
  filenameTooLong: "Le nom du fichier est trop long (255 caractères au plus).",
  sizesMismatch: "Indiquez la taille de chaque fichier, dans l'ordre des noms.",
  sizeInvalid: "La taille du fichier est invalide.",
  folderIdInvalid: "L'identifiant du dossier est invalide.",
  documentIdRequired: "L'identifiant du document est requis.",
  fileNotFound: "Fichier introuvable.",
  fileEmpty: (name: string) => `« ${name} » est vide.`,
  fileTooLarge: (name: string, limit: number) =>
    `« ${name} » est trop volumineux : ${formatBytesFr(limit)} au maximum pour ce type de fichier.`,
  fileTypeRefused: (name: string, accepted: readonly FileType[]) =>
    `Le contenu de « ${name} » n'est pas un format accepté ici. Formats acceptés : ${list(accepted)}.`,
  fileUnreadable: (name: string) => `« ${name} » est illisible ou endommagé.`,
  imageTooLarge: (name: string) => `« ${name} » est une image trop grande (${MAX_IMAGE_MEGAPIXELS} mégapixels au maximum).`,
  quotaExceeded: (used: number, quota: number) =>
    `Espace de stockage insuffisant : ${formatBytesFr(used)} utilisés sur ${formatBytesFr(quota)}. Supprimez des fichiers pour en ajouter de nouveaux.`,
  uploadMissing: (name: string) => `« ${name} » n'a pas été reçu. Recommencez l'envoi.`,
  uploadSizeMismatch: (name: string) => `« ${name} » n'a pas la taille annoncée. Recommencez l'envoi.`,
  uploadExpired: (name: string) => `Le délai d'envoi de « ${name} » est dépassé. Recommencez l'envoi.`,
  uploadTooLarge: "Le fichier envoyé ne correspond pas à la taille annoncée.",
  onlyTmpFolders: `Seuls les dossiers temporaires (${tmpCategories.join(", ")}) peuvent être vidés.`,
  onlyDocumentFolders: `La copie de dossier concerne les documents (${documentCategories.join(", ")}).`,
  linkInvalid: "Ce lien de fichier est invalide.",
  linkExpired: "Ce lien de fichier a expiré. Rechargez la page pour en obtenir un nouveau.",
  uploadLinkUsed: "Ce lien d'envoi a déjà servi : le fichier est enregistré. Pour le remplacer, envoyez-en un nouveau.",
} as const;
