import { isPremium } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { CountSheetPage } from '../../features/stock/pages/count-sheet-page.tsx';
import { InventoryPage } from '../../features/stock/pages/inventory-page.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';
import { WasteLink } from '../../features/waste/components/waste-link.tsx';

const openUpgrade = (message: string) => {
  openUpgradeModal('manage', message);
};

/** /ingredients/inventory: Pro and Business (issue 34); Gratuito sees what it is and the upgrade. */
export function InventoryRoute() {
  const { data: quota } = useQuotaInfo();
  return (
    <InventoryPage
      locked={quota ? !isPremium(quota.plan.code) : false}
      onUpgrade={openUpgrade}
      actions={<WasteLink variant="light" />}
    />
  );
}

/** /ingredients/inventory/counts/:id: the count sheet (the API's 403 shows the same prompt). */
export function CountSheetRoute() {
  return <CountSheetPage onUpgrade={openUpgrade} />;
}
