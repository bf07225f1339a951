import { defaultEventStatuses } from "@cortege/domain";
import { describe, expect, it } from "vitest";
import { draftFrom, moveTargetsFor, needsMoveTarget, newStatus, recordMove, toConfigUpdate } from "./status-config-draft.ts";

describe("status configuration draft", () => {
  const defaults = defaultEventStatuses();

  it("edits the statuses in position order", () => {
    const shuffled = [defaults[2], defaults[0], defaults[3], defaults[1]].filter((s) => s !== undefined);
    expect(draftFrom(shuffled).map((s) => s.status)).toEqual([
      "REQUEST_RECEIVED",
      "QUOTE_SENT",
      "RESERVATION_CONFIRMED",
      "REFUSED",
    ]);
  });

  it("adds a status with the 30-day default and a colour not used yet", () => {
    const added = newStatus(draftFrom(defaults));
    expect(added).toEqual({ name: "", color: "primary", enableNotifications: false, notificationDaysBefore: 30 });
    expect(added.status).toBeUndefined();
  });

  it("offers only saved, kept statuses as targets for the events of a removed one", () => {
    const rows = [...draftFrom(defaults), newStatus(draftFrom(defaults))];
    expect(moveTargetsFor(rows, "QUOTE_SENT").map((r) => r.status)).toEqual([
      "REQUEST_RECEIVED",
      "RESERVATION_CONFIRMED",
      "REFUSED",
    ]);
  });

  it("asks for a target when the status has events or is itself a target", () => {
    expect(needsMoveTarget("REFUSED", false, {})).toBe(false);
    expect(needsMoveTarget("REFUSED", true, {})).toBe(true);
    expect(needsMoveTarget("REFUSED", false, { QUOTE_SENT: "REFUSED" })).toBe(true);
  });

  it("forwards earlier moves when their target is removed in turn", () => {
    const first = recordMove({}, "QUOTE_SENT", "REFUSED");
    expect(recordMove(first, "REFUSED", "REQUEST_RECEIVED")).toEqual({
      QUOTE_SENT: "REQUEST_RECEIVED",
      REFUSED: "REQUEST_RECEIVED",
    });
  });

  it("sends the rows in their order, new ones without a key, with the moves", () => {
    const rows = draftFrom(defaults).slice(0, 2).reverse();
    const body = toConfigUpdate(
      { vendorId: "v", statuses: [...rows, { ...newStatus(rows), name: "Visite" }] },
      { REFUSED: "QUOTE_SENT" },
    );
    expect(body.statuses.map((s) => s.status ?? s.name)).toEqual(["QUOTE_SENT", "REQUEST_RECEIVED", "Visite"]);
    expect(body.statuses[2]).not.toHaveProperty("status");
    expect(body.moveEventsTo).toEqual({ REFUSED: "QUOTE_SENT" });
  });
});
