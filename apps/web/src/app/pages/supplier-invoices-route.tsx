import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import { SupplierInvoicesPage } from '../../features/supplier-invoices/pages/supplier-invoices-page.tsx';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { useQuotaGuard } from '../../features/subscriptions/hooks/use-quota-guard.ts';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

/** /ingredients/invoices: the supplier invoices, with the plan's rules (as the price history). */
export function SupplierInvoicesRoute() {
  const { data: quota } = useQuotaInfo();
  const { handleRefusal } = useQuotaGuard('ingredient_instances');
  return (
    <SupplierInvoicesPage
      plan={{
        hasPriceHistory: quota ? planHasFeature(quota.plan, 'price_history') : null,
        lockedMessage: featureRequiredMessage(quota?.plan.code),
        openUpgrade: (message) => {
          openUpgradeModal('manage', message);
        },
      }}
      handleQuotaRefusal={handleRefusal}
    />
  );
}
