import { featurePlans } from "@cortege/domain";
import { requirePlan } from "./plan-guard.ts";
import type { SubscriptionsService } from "./subscriptions.service.ts";

type VendorCreation<I, V> = {
  create(userId: string, input: I): Promise<V>;
  listForUser(userId: string): Promise<unknown[]>;
};

/**
 * `vendor/create` as billing sees it (docs/decisions.md "Trial"): the account's first vendor starts
 * Premium's trial, and another one is « several vendors on one account » (Premium), as through
 * `vendor/add-vendor` — the plan being read in the database like every paid call.
 */
export function withVendorCreationPlans<I, V, S extends VendorCreation<I, V>>(
  vendors: S,
  billing: Pick<SubscriptionsService, "configured" | "accessOf" | "startFirstTrial">,
): S {
  return {
    ...vendors,
    async create(userId: string, input: I): Promise<V> {
      const first = (await vendors.listForUser(userId)).length === 0;
      if (!first && billing.configured) requirePlan(await billing.accessOf([userId]), featurePlans.multiVendor);
      const vendor = await vendors.create(userId, input);
      if (first) await billing.startFirstTrial(userId);
      return vendor;
    },
  };
}
