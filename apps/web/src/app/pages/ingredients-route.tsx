import { useQueryClient } from '@tanstack/react-query';
import { ExportMenu } from '../../features/exports/components/export-menu.tsx';
import { ingredientsExportItems } from '../../features/exports/lib/export-items.ts';
import { ImportPricesButton } from '../../features/ingredient-import/components/import-prices-button.tsx';
import { SupplierInvoicesLink } from '../../features/supplier-invoices/components/supplier-invoices-link.tsx';
import { SuppliersLink } from '../../features/suppliers/components/suppliers-link.tsx';
import { DeliveryNotesLink } from '../../features/delivery-notes/components/delivery-notes-link.tsx';
import { InventoryLink } from '../../features/stock/components/inventory-link.tsx';
import { PurchaseOrdersLink } from '../../features/purchase-orders/components/purchase-orders-link.tsx';
import { WasteLink } from '../../features/waste/components/waste-link.tsx';
import { ingredientKeys } from '../../api/ingredients/keys.ts';
import { IngredientsPage } from '../../features/ingredients/pages/ingredients-page.tsx';
import { QuotaGuardedButton } from '../../features/subscriptions/components/quota-guarded-button.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';
import { useExportAccess } from './use-export-access.ts';
import { useIngredientsPlanAccess } from './use-ingredients-plan-access.ts';

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
          <SuppliersLink />
          <DeliveryNotesLink />
          <InventoryLink />
          <PurchaseOrdersLink />
          <WasteLink />
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
