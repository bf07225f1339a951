import type { Tx } from "../../platform/db/database.ts";
import type { Notify } from "../notifications/notifications.service.ts";
import type { ExpiryNotifier } from "./subscriptions.service.ts";

const frenchDate = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Europe/Paris",
});

/**
 * « subscription expired » (part 2 §9 notification kinds) for each vendor of the user, in the
 * webhook's transaction: the notification exists exactly when the ended subscription is stored.
 */
export function createExpiryNotifier(deps: {
  vendorsOfUser: (userId: string) => Promise<{ id: string }[]>;
  notify: Notify;
  now?: () => Date;
}): ExpiryNotifier {
  return async (tx: Tx, userId: string, productName: string) => {
    const date = frenchDate.format(deps.now?.() ?? new Date());
    for (const vendor of await deps.vendorsOfUser(userId)) {
      await deps.notify(tx, {
        vendorId: vendor.id,
        kind: "SUBSCRIPTION_EXPIRED",
        facts: { title: productName, date },
        url: "/compte/abonnement",
      });
    }
  };
}
