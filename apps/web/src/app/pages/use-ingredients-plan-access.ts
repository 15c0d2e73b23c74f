import { useQueryClient } from '@tanstack/react-query';
import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { usageKeys } from '../../api/usage/keys.ts';
import type { IngredientsPlanAccess } from '../../features/ingredients/lib/plan-access.ts';
import { useQuotaGuard } from '../../features/subscriptions/hooks/use-quota-guard.ts';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

/** The subscription plan as the ingredients screen needs it (features meet in app/). */
export function useIngredientsPlanAccess(): IngredientsPlanAccess {
  const queryClient = useQueryClient();
  const { guard, handleRefusal } = useQuotaGuard('ingredient_instances');
  const { data: quota } = useQuotaInfo();
  return {
    guardCreate: guard,
    handleCreateRefusal: handleRefusal,
    onUsageChanged: () => {
      void queryClient.invalidateQueries({ queryKey: usageKeys.quotaInfo() });
    },
    hasPriceHistory: quota ? planHasFeature(quota.plan, 'price_history') : null,
    priceHistoryLockedMessage: featureRequiredMessage(quota?.plan.code),
    hasPriceImpact: quota ? planHasFeature(quota.plan, 'analytics') : null,
    priceImpactLockedMessage: featureRequiredMessage(quota?.plan.code),
    openUpgrade: (message) => {
      openUpgradeModal('manage', message);
    },
  };
}
