/** Every billing query starts with ["subscriptions"]: a change of plan refreshes them all at once. */
export const subscriptionQueryKeys = {
  all: ["subscriptions"] as const,
  offers: () => ["subscriptions", "offers"] as const,
  current: () => ["subscriptions", "current"] as const,
  trialDays: () => ["subscriptions", "trial-days"] as const,
  hasHadTrial: () => ["subscriptions", "has-had-trial"] as const,
  invoices: (status: string, page: number) => ["subscriptions", "invoices", status, page] as const,
};
