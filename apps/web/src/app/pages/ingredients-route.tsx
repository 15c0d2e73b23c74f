import { useQueryClient } from '@tanstack/react-query';
import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import { ExportMenu } from '../../features/exports/components/export-menu.tsx';
import { ingredientsExportItems } from '../../features/exports/lib/export-items.ts';
import { ImportPricesButton } from '../../features/ingredient-import/components/import-prices-button.tsx';
import { SupplierInvoicesLink } from '../../features/supplier-invoices/components/supplier-invoices-link.tsx';
import { ingredientKeys } from '../../api/ingredients/keys.ts';
import type { IngredientsPlanAccess } from '../../features/ingredients/lib/plan-access.ts';
import { IngredientsPage } from '../../features/ingredients/pages/ingredients-page.tsx';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { usageKeys } from '../../api/usage/keys.ts';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';
import { useQuotaGuard } from '../../features/subscriptions/hooks/use-quota-guard.ts';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';
import { useExportAccess } from './use-export-access.ts';

/** The subscription plan as the ingredients screen needs it (features meet in app/). */
function useIngredientsPlanAccess(): IngredientsPlanAccess {
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
    openUpgrade: (message) => {
      openUpgradeModal('manage', message);
    },
  };
}

/** /ingredients: the page, with the quota-guarded create action and the plan's rules. */
export function IngredientsRoute() {
  const plan = useIngredientsPlanAccess();
  const queryClient = useQueryClient();
  const exportAccess = useExportAccess();
  return (
    <IngredientsPage
      plan={plan}
      headerActions={
        <>
          <ImportPricesButton
            onApplied={() => {
              // New prices, new products and the plan usage all changed.
              void queryClient.invalidateQueries({ queryKey: ingredientKeys.instances() });
              plan.onUsageChanged();
            }}
            onUpgrade={(message) => {
              openUpgradeModal('limit', message);
            }}
          />
          <SupplierInvoicesLink />
          <ExportMenu items={ingredientsExportItems()} access={exportAccess} />
        </>
      }
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
