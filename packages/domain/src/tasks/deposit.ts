import { taskMessages as m } from "./messages.ts";

/**
 * A security deposit (caution) asked of the couple: requested by e-mail, received, then returned in
 * full or partly kept (with the reason). It is money held for the client, not a sale: unlike an
 * acompte it never counts as revenue, is never invoiced and never enters the accounting totals.
 */
export const depositStatuses = ["TO_REQUEST", "REQUESTED", "RECEIVED", "RETURNED", "PARTLY_KEPT"] as const;
export type DepositStatus = (typeof depositStatuses)[number];
export const DEFAULT_DEPOSIT_STATUS: DepositStatus = "TO_REQUEST";

export const depositStatusLabels: Record<DepositStatus, string> = {
  TO_REQUEST: "À demander",
  REQUESTED: "Demandée",
  RECEIVED: "Reçue",
  RETURNED: "Restituée",
  PARTLY_KEPT: "Retenue partielle",
};

/** A caution is never revenue (see above): what any revenue total must add for it. */
export const depositRevenueCents = (_deposit: DepositState): 0 => 0;

export type DepositState = {
  depositStatus: DepositStatus;
  amountCents: number;
  keptAmountCents: number | null;
  keptReason: string | null;
};

/**
 * Why a deposit's state does not hold together, or null: a partly kept caution names an amount
 * (more than 0, at most the caution) and a reason; other states keep nothing.
 */
export function depositProblem(state: DepositState): { field: "keptAmount" | "keptReason"; message: string } | null {
  if (state.depositStatus !== "PARTLY_KEPT") return null;
  const kept = state.keptAmountCents;
  if (kept === null || kept <= 0 || kept > state.amountCents) return { field: "keptAmount", message: m.keptAmountRequired };
  if (!state.keptReason?.trim()) return { field: "keptReason", message: m.keptReasonRequired };
  return null;
}

/** What goes back to the client: all of it once returned, the rest once partly kept, nothing before. */
export function refundedCents(state: DepositState): number {
  if (state.depositStatus === "RETURNED") return state.amountCents;
  if (state.depositStatus === "PARTLY_KEPT") return state.amountCents - (state.keptAmountCents ?? 0);
  return 0;
}

/** Only PARTLY_KEPT stores a kept amount and a reason; another state clears them. */
export function normalizeDeposit(state: DepositState): DepositState {
  return state.depositStatus === "PARTLY_KEPT" ? state : { ...state, keptAmountCents: null, keptReason: null };
}
