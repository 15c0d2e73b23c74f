import { useQueryClient } from '@tanstack/react-query';
import type { RecipesPlanAccess } from '../../features/recipes/lib/plan-access.ts';
import { usageKeys } from '../../api/usage/keys.ts';
import { useQuotaGuard } from '../../features/subscriptions/hooks/use-quota-guard.ts';

/** The subscription plan as the recipes screens need it (features meet in app/). */
export function useRecipesPlanAccess(): RecipesPlanAccess {
  const queryClient = useQueryClient();
  const { guard, handleRefusal } = useQuotaGuard('recipes');
  return {
    guardCreate: guard,
    handleCreateRefusal: handleRefusal,
    onUsageChanged: () => {
      void queryClient.invalidateQueries({ queryKey: usageKeys.quotaInfo() });
    },
  };
}
