import { featureRequiredMessage, isPremium } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { PurchaseOrdersPage } from '../../features/purchase-orders/pages/purchase-orders-page.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';
import { MarginImpact } from '../../features/supplier-invoices/components/margin-impact.tsx';

/**
 * /ingredients/orders: Pro and Business write (issue 37); Gratuito reads its orders and sees the
 * upgrade. Receiving an order with its document shows the invoices' margin impact.
 */
export function PurchaseOrdersRoute() {
  const { data: quota } = useQuotaInfo();
  const lockedMessage = featureRequiredMessage(quota?.plan.code);
  const onUpgrade = (message: string) => {
    openUpgradeModal('manage', message);
  };
  return (
    <PurchaseOrdersPage
      locked={quota ? !isPremium(quota.plan.code) : false}
      onUpgrade={onUpgrade}
      renderImpact={(impact) => (
        <MarginImpact
          available={impact.available}
          recipes={impact.recipes}
          menus={impact.menus}
          lockedMessage={lockedMessage}
          onUpgrade={() => {
            onUpgrade(lockedMessage);
          }}
        />
      )}
    />
  );
}
