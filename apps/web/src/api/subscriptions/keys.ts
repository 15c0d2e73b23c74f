/** TanStack Query keys of the subscription; an upgrade or cancel invalidates them. */
export const subscriptionKeys = {
  all: ['subscriptions'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  mySubscription: () => [...subscriptionKeys.all, 'my-subscription'] as const,
  billingHistory: () => [...subscriptionKeys.all, 'billing-history'] as const,
  planHistory: () => [...subscriptionKeys.all, 'plan-history'] as const,
};
