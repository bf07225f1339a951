import { describe, expect, it } from "vitest";
import { type DepositState, depositProblem, depositRevenueCents, normalizeDeposit, refundedCents } from "./deposit.ts";
import { taskMessages } from "./messages.ts";

const state = (over: Partial<DepositState>): DepositState => ({
  depositStatus: "TO_REQUEST",
  amountCents: 100_000,
  keptAmountCents: null,
  keptReason: null,
  ...over,
});

describe("security deposit (caution)", () => {
  it.each([
    { s: state({}), problem: null, refunded: 0 },
    { s: state({ depositStatus: "REQUESTED" }), problem: null, refunded: 0 },
    { s: state({ depositStatus: "RECEIVED" }), problem: null, refunded: 0 },
    { s: state({ depositStatus: "RETURNED" }), problem: null, refunded: 100_000 },
    {
      s: state({ depositStatus: "PARTLY_KEPT", keptAmountCents: 25_000, keptReason: "Nappe brûlée" }),
      problem: null,
      refunded: 75_000,
    },
    {
      s: state({ depositStatus: "PARTLY_KEPT", keptAmountCents: 100_000, keptReason: "Salle dégradée" }),
      problem: null,
      refunded: 0,
    },
    { s: state({ depositStatus: "PARTLY_KEPT", keptReason: "x" }), problem: taskMessages.keptAmountRequired, refunded: 100_000 },
    {
      s: state({ depositStatus: "PARTLY_KEPT", keptAmountCents: 100_001, keptReason: "x" }),
      problem: taskMessages.keptAmountRequired,
      refunded: -1,
    },
    {
      s: state({ depositStatus: "PARTLY_KEPT", keptAmountCents: 10, keptReason: "  " }),
      problem: taskMessages.keptReasonRequired,
      refunded: 99_990,
    },
  ])("$s.depositStatus kept $s.keptAmountCents", ({ s, problem, refunded }) => {
    expect(depositProblem(s)?.message ?? null).toBe(problem);
    expect(refundedCents(s)).toBe(refunded);
    // Never revenue, whatever its state.
    expect(depositRevenueCents(s)).toBe(0);
  });

  it("keeps a kept amount and reason only while partly kept", () => {
    const kept = state({ depositStatus: "PARTLY_KEPT", keptAmountCents: 5, keptReason: "Casse" });
    expect(normalizeDeposit(kept)).toEqual(kept);
    expect(normalizeDeposit({ ...kept, depositStatus: "RETURNED" })).toMatchObject({ keptAmountCents: null, keptReason: null });
  });
});
