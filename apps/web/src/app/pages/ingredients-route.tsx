import { useQueryClient } from '@tanstack/react-query';
import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import type { IngredientsPlanAccess } from '../../features/ingredients/lib/plan-access.ts';
import { IngredientsPage } from '../../features/ingredients/pages/ingredients-page.tsx';
import { useQuotaInfo } from '../../features/subscriptions/api/get-quota-info.ts';
import { subscriptionKeys } from '../../features/subscriptions/api/query-keys.ts';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';
import { useQuotaGuard } from '../../features/subscriptions/hooks/use-quota-guard.ts';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

/** The subscription plan as the ingredients screen needs it (features meet in app/). */
function useIngredientsPlanAccess(): IngredientsPlanAccess {
  const queryClient = useQueryClient();
  const { guard, handleRefusal } = useQuotaGuard('ingredient_instances');
  const { data: quota } = useQuotaInfo();
  return {
    guardCreate: guard,
    handleCreateRefusal: handleRefusal,
    onUsageChanged: () => {
      void queryClient.invalidateQueries({ queryKey: subscriptionKeys.quotaInfo() });
    },
    hasPriceHistory: quota ? planHasFeature(quota.plan, 'price_history') : null,
    priceHistoryLockedMessage: featureRequiredMessage(quota?.plan.code),
    openUpgrade: (message) => {
      openUpgradeModal('manage', message);
    },
  };
}

/** /ingredients: the page, with the quota-guarded create action and the plan's rules. */
export function IngredientsRoute() {
  const plan = useIngredientsPlanAccess();
  return (
    <IngredientsPage
      plan={plan}
      renderCreateAction={(openCreate) => (
        <QuotaGuardedButton
          resource="ingredient_instances"
          label="Nuevo ingrediente"
          onCreate={openCreate}
        />
      )}
    />
  );
}
