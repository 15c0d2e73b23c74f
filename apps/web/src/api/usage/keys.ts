/** TanStack Query keys of the plan's usage; creating or deleting a product or recipe invalidates it. */
export const usageKeys = {
  all: ['usage'] as const,
  quotaInfo: () => [...usageKeys.all, 'quota-info'] as const,
};
