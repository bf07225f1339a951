import { z } from "zod";

export const pagingMessages = {
  pageInvalid: "La page demandée est invalide.",
  limitInvalid: "Le nombre d'éléments par page doit être compris entre 1 et 100.",
} as const;

/** The most rows any list call answers at once: nothing loads an unbounded list. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** Page numbers start at 1; query strings arrive as text. */
export const pageSchema = z.coerce
  .number({ error: pagingMessages.pageInvalid })
  .int(pagingMessages.pageInvalid)
  .min(1, pagingMessages.pageInvalid)
  .max(1_000_000, pagingMessages.pageInvalid)
  .default(1);

export const limitSchema = z.coerce
  .number({ error: pagingMessages.limitInvalid })
  .int(pagingMessages.limitInvalid)
  .min(1, pagingMessages.limitInvalid)
  .max(MAX_PAGE_SIZE, pagingMessages.limitInvalid)
  .default(DEFAULT_PAGE_SIZE);

/** The opaque cursor of `nextPage` paging, as the client sends it back. */
export const nextPageSchema = z
  .string()
  .max(200, pagingMessages.pageInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, pagingMessages.pageInvalid)
  .optional();

/** A boolean in a query string. */
export const queryBooleanSchema = z
  .enum(["true", "false"], { error: "La valeur doit être true ou false." })
  .transform((v) => v === "true");
