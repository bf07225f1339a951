import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AppError } from "../errors/app-error.ts";
import { decodeCursor, encodeCursor, pageOf } from "./cursor.ts";

describe("nextPage cursors", () => {
  it("round-trips any sequence number", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (seq) => decodeCursor(encodeCursor(seq)) === seq),
    );
  });

  it.each([
    "abc",
    encodeCursor(1).slice(0, -1),
    Buffer.from("c1.-4").toString("base64url"),
    Buffer.from("c1.1e3").toString("base64url"),
  ])("refuses a forged cursor %s with a 400", (cursor) => {
    expect(() => decodeCursor(cursor)).toThrowError(AppError);
  });

  it("starts from the beginning without a cursor", () => {
    expect(decodeCursor(undefined)).toBeUndefined();
  });

  it("gives a next page only when a row is left over", () => {
    const rows = [{ seq: 9 }, { seq: 7 }, { seq: 4 }];
    expect(pageOf(rows, 2)).toEqual({ items: [{ seq: 9 }, { seq: 7 }], nextPage: encodeCursor(7) });
    expect(pageOf(rows, 3)).toEqual({ items: rows, nextPage: null });
  });
});
