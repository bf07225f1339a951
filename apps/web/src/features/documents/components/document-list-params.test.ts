import { describe, expect, it } from "vitest";
import { changeDocumentList, readDocumentListParams, writeDocumentListParams } from "./document-list-params.ts";

describe("document list params", () => {
  it.each([
    ["", { q: "", status: undefined, isArchived: false, cursors: [] }],
    ["statut=SENT&archives=1", { q: "", status: "SENT", isArchived: true, cursors: [] }],
    ["statut=APPROVED", { q: "", status: "APPROVED", isArchived: false, cursors: [] }],
    ["statut=NONE", { q: "", status: undefined, isArchived: false, cursors: [] }],
    ["statut=bogus&pages=abc,de_f", { q: "", status: undefined, isArchived: false, cursors: ["abc", "de_f"] }],
    ["q=martin&statut=SENT", { q: "martin", status: undefined, isArchived: false, cursors: [] }],
    ["pages=a%20b,ok", { q: "", status: undefined, isArchived: false, cursors: ["ok"] }],
  ])("reads ?%s", (query, expected) => {
    expect(readDocumentListParams(new URLSearchParams(query))).toEqual(expected);
  });

  it("writes back what it reads, defaults left out", () => {
    const state = readDocumentListParams(new URLSearchParams("statut=PAID&archives=1&pages=x1,x2"));
    expect(writeDocumentListParams(state).toString()).toBe("statut=PAID&archives=1&pages=x1%2Cx2");
    expect(writeDocumentListParams({ q: "", status: undefined, isArchived: false, cursors: [] }).toString()).toBe("");
  });

  it("a search drops the status, a status drops the search, and both go back to the first page", () => {
    const base = { q: "", status: "SENT" as const, isArchived: false, cursors: ["a"] };
    expect(changeDocumentList(base, { q: "dupont" })).toEqual({ q: "dupont", status: undefined, isArchived: false, cursors: [] });
    expect(changeDocumentList({ ...base, q: "x", status: undefined }, { status: "PAID" })).toEqual({
      q: "",
      status: "PAID",
      isArchived: false,
      cursors: [],
    });
    expect(changeDocumentList(base, { cursors: ["a", "b"] }).cursors).toEqual(["a", "b"]);
  });
});
