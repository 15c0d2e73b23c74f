import { featureRequiredMessage, isPremium } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { SalesPage } from '../../features/sales/pages/sales-page.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

/**
 * /recipes/sales: the till's sales, read on every plan; importing and linking on Pro and Business
 * (issue 33): Gratuito is led to upgrade from those actions.
 */
export function SalesRoute() {
  const { data: quota } = useQuotaInfo();
  return (
    <SalesPage
      plan={{
        canImportAndLink: quota ? isPremium(quota.plan.code) : null,
        lockedMessage: featureRequiredMessage(quota?.plan.code),
        openUpgrade: (message) => {
          openUpgradeModal('manage', message);
        },
      }}
    />
  );
}
