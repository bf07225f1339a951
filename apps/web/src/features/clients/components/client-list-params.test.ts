import { describe, expect, it } from "vitest";
import { changeClientList, readClientListParams, writeClientListParams } from "./client-list-params.ts";

describe("clients list in the address", () => {
  it("reads the defaults from an empty address", () => {
    expect(readClientListParams(new URLSearchParams())).toEqual({
      q: "",
      page: 1,
      limit: 25,
      type: undefined,
      status: undefined,
      source: undefined,
      isArchived: false,
      sort: "createdAt",
      order: "desc",
    });
  });

  it("round-trips filters, sort and paging, and ignores unknown values", () => {
    const address = "q=roy&type=PROFESSIONAL&statut=CLIENT&source=BRIDEBOOK&archives=1&tri=nom&ordre=desc&page=3&parPage=50";
    const state = readClientListParams(new URLSearchParams(address));
    expect(state).toMatchObject({
      q: "roy",
      type: "PROFESSIONAL",
      status: "CLIENT",
      isArchived: true,
      sort: "name",
      page: 3,
      limit: 50,
    });
    expect(writeClientListParams(state).toString()).toBe(address);
    expect(readClientListParams(new URLSearchParams("type=ALIEN&page=-2&parPage=7"))).toMatchObject({
      type: undefined,
      page: 1,
      limit: 25,
    });
  });

  it("goes back to the first page when a filter changes, not when the page does", () => {
    const state = readClientListParams(new URLSearchParams("page=4"));
    expect(changeClientList(state, { status: "LOST" }).page).toBe(1);
    expect(changeClientList(state, { page: 5 }).page).toBe(5);
  });
});
