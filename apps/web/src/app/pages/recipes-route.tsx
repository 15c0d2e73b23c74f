import { useQueryClient } from '@tanstack/react-query';
import type { RecipesPlanAccess } from '../../features/recipes/lib/plan-access.ts';
import { RecipesPage } from '../../features/recipes/pages/recipes-page.tsx';
import { subscriptionKeys } from '../../features/subscriptions/api/query-keys.ts';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';
import { useQuotaGuard } from '../../features/subscriptions/hooks/use-quota-guard.ts';

/** The subscription plan as the recipes screens need it (features meet in app/). */
export function useRecipesPlanAccess(): RecipesPlanAccess {
  const queryClient = useQueryClient();
  const { guard, handleRefusal } = useQuotaGuard('recipes');
  return {
    guardCreate: guard,
    handleCreateRefusal: handleRefusal,
    onUsageChanged: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.quotaInfo() });
    },
  };
}

/** /recipes: the page, with the quota-guarded create action (SPEC.md §5). */
export function RecipesRoute() {
  const plan = useRecipesPlanAccess();
  return (
    <RecipesPage
      plan={plan}
      renderCreateAction={(openCreate) => (
        <QuotaGuardedButton resource="recipes" label="Nueva receta" onCreate={openCreate} />
      )}
    />
  );
}
