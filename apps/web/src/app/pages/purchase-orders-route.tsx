import { isPremium } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { PurchaseOrdersPage } from '../../features/purchase-orders/pages/purchase-orders-page.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';

/** /ingredients/orders: Pro and Business write (issue 37); Gratuito reads its orders and sees the upgrade. */
export function PurchaseOrdersRoute() {
  const { data: quota } = useQuotaInfo();
  return (
    <PurchaseOrdersPage
      locked={quota ? !isPremium(quota.plan.code) : false}
      onUpgrade={(message) => {
        openUpgradeModal('manage', message);
      }}
    />
  );
}
