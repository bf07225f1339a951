import { commonErrorCodes, pagingMessages } from "@cortege/domain";
import { badRequest } from "../errors/app-error.ts";

// Opaque to the client: a version prefix lets the format change without breaking old links.
const PREFIX = "c1.";

/** The `nextPage` cursor after a row: its creation sequence number, encoded. */
export function encodeCursor(seq: number): string {
  return Buffer.from(`${PREFIX}${seq}`, "utf8").toString("base64url");
}

/** The sequence number to continue after, or undefined for the first page; a forged cursor is a 400. */
export function decodeCursor(cursor: string | undefined): number | undefined {
  if (cursor === undefined || cursor === "") return undefined;
  const text = Buffer.from(cursor, "base64url").toString("utf8");
  const seq = text.startsWith(PREFIX) ? Number(text.slice(PREFIX.length)) : Number.NaN;
  if (!Number.isSafeInteger(seq) || seq < 1 || !/^\d+$/.test(text.slice(PREFIX.length))) {
    throw badRequest(commonErrorCodes.VALIDATION_FAILED, pagingMessages.pageInvalid);
  }
  return seq;
}

/** Rows are fetched one past the limit: the extra one only says whether another page exists. */
export function pageOf<T extends { seq: number }>(rows: T[], limit: number): { items: T[]; nextPage: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextPage: rows.length > limit && last ? encodeCursor(last.seq) : null };
}
