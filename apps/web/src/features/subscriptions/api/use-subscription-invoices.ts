import { unwrap } from "@cortege/api-client";
import type { UserInvoice } from "@cortege/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiClient } from "../../../lib/session/api.ts";
import { subscriptionQueryKeys } from "./subscription-query-keys.ts";

export type InvoicesPage = { invoices: UserInvoice[]; total: number; page: number; limit: number };
export const INVOICES_PER_PAGE = 10;

/** GET user/invoices?status&page&limit: the user's Cortège invoices, newest first. */
export async function fetchSubscriptionInvoices(status: string, page: number): Promise<InvoicesPage> {
  return unwrap(
    await apiClient.request<InvoicesPage>({
      method: "GET",
      path: "user/invoices",
      query: { ...(status ? { status } : {}), page: String(page), limit: String(INVOICES_PER_PAGE) },
    }),
  );
}

export function useSubscriptionInvoices(status: string, page: number) {
  return useQuery({
    queryKey: subscriptionQueryKeys.invoices(status, page),
    queryFn: () => fetchSubscriptionInvoices(status, page),
    placeholderData: keepPreviousData,
  });
}
