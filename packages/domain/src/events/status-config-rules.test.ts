import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customStatusKey, defaultEventStatuses, type EventStatusConfig } from "./event-statuses.ts";
import { appendStatus, moveStatus, removedStatuses, removeStatus, renumberStatuses } from "./status-config-rules.ts";

const keys = (list: EventStatusConfig[]) => list.map((s) => `${s.position}:${s.status}`);

describe("default pipeline (part 1 §4)", () => {
  it("has the four statuses with their colours, positions from 1 and a 30-day lead", () => {
    expect(defaultEventStatuses().map((s) => [s.position, s.status, s.color, s.notificationDaysBefore])).toEqual([
      [1, "REQUEST_RECEIVED", "warning", 30],
      [2, "QUOTE_SENT", "secondary", 30],
      [3, "RESERVATION_CONFIRMED", "success", 30],
      [4, "REFUSED", "error", 30],
    ]);
  });

  it("makes custom keys that never clash with a default", () => {
    expect(customStatusKey("ab-12_cd")).toBe("CUSTOM_AB12CD");
  });
});

describe("status config rules", () => {
  it("appends at the next position", () => {
    const list = appendStatus(defaultEventStatuses(), { status: "CUSTOM_A", name: "Visite", color: "info" });
    expect(list.at(-1)).toEqual({
      status: "CUSTOM_A",
      name: "Visite",
      color: "info",
      position: 5,
      enableNotifications: false,
      notificationDaysBefore: 30,
    });
    expect(appendStatus([], { status: "X", name: "x", color: "info" })[0]?.position).toBe(1);
  });

  it.each([
    ["REQUEST_RECEIVED", ["1:QUOTE_SENT", "2:RESERVATION_CONFIRMED", "3:REFUSED"]],
    ["QUOTE_SENT", ["1:REQUEST_RECEIVED", "2:RESERVATION_CONFIRMED", "3:REFUSED"]],
    ["REFUSED", ["1:REQUEST_RECEIVED", "2:QUOTE_SENT", "3:RESERVATION_CONFIRMED"]],
    ["UNKNOWN", ["1:REQUEST_RECEIVED", "2:QUOTE_SENT", "3:RESERVATION_CONFIRMED", "4:REFUSED"]],
  ])("removing %s renumbers from 1", (status, expected) => {
    expect(keys(removeStatus(defaultEventStatuses(), status))).toEqual(expected);
  });

  it.each([
    ["REFUSED", 0, ["1:REFUSED", "2:REQUEST_RECEIVED", "3:QUOTE_SENT", "4:RESERVATION_CONFIRMED"]],
    ["REQUEST_RECEIVED", 3, ["1:QUOTE_SENT", "2:RESERVATION_CONFIRMED", "3:REFUSED", "4:REQUEST_RECEIVED"]],
    ["QUOTE_SENT", 99, ["1:REQUEST_RECEIVED", "2:RESERVATION_CONFIRMED", "3:REFUSED", "4:QUOTE_SENT"]],
  ])("moving %s to %i", (status, to, expected) => {
    expect(keys(moveStatus(defaultEventStatuses(), status, to))).toEqual(expected);
  });

  it("lists the statuses an update drops", () => {
    expect(removedStatuses(defaultEventStatuses(), [{ status: "QUOTE_SENT" }, {}, { status: "REFUSED" }])).toEqual([
      "REQUEST_RECEIVED",
      "RESERVATION_CONFIRMED",
    ]);
  });

  it("always leaves positions 1..n, whatever the sequence of edits", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("add" as const), n: fc.nat(1000) }),
      fc.record({ kind: fc.constant("remove" as const), n: fc.nat(20) }),
      fc.record({ kind: fc.constant("move" as const), n: fc.nat(20), to: fc.integer({ min: -2, max: 25 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let list = defaultEventStatuses();
        ops.forEach((o, i) => {
          const target = list[o.n % Math.max(1, list.length)]?.status ?? "none";
          if (o.kind === "add") list = appendStatus(list, { status: `CUSTOM_${i}`, name: "n", color: "info" });
          if (o.kind === "remove") list = removeStatus(list, target);
          if (o.kind === "move") list = moveStatus(list, target, o.to);
        });
        expect(renumberStatuses(list).map((s) => s.position)).toEqual(list.map((_, i) => i + 1));
        expect(list.map((s) => s.position)).toEqual(list.map((_, i) => i + 1));
      }),
    );
  });
});
