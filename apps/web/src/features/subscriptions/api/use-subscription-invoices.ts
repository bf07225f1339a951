import { unwrap } from "@cortege/api-client";
import type { invoiceStatuses, RouteAnswer, subscriptionsContract } from "@cortege/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { subscriptionQueryKeys } from "./subscription-query-keys.ts";

export type InvoicesPage = RouteAnswer<typeof subscriptionsContract.invoices>;
/** No status: every invoice. */
export type InvoiceStatusFilter = (typeof invoiceStatuses)[number] | "";
export const INVOICES_PER_PAGE = 10;

/** GET user/invoices?status&page&limit: the user's Cortège invoices, newest first. */
export async function fetchSubscriptionInvoices(status: InvoiceStatusFilter, page: number): Promise<InvoicesPage> {
  return unwrap(
    await apiClient.call<typeof subscriptionsContract.invoices>({
      method: "GET",
      path: "user/invoices",
      query: { ...(status ? { status } : {}), page, limit: INVOICES_PER_PAGE },
    }),
  );
}

export function useSubscriptionInvoices(status: InvoiceStatusFilter, page: number) {
  return useQuery({
    queryKey: subscriptionQueryKeys.invoices(status, page),
    queryFn: () => fetchSubscriptionInvoices(status, page),
    placeholderData: keepPreviousData,
  });
}
