import { Group } from '@mantine/core';
import { featureRequiredMessage, planHasFeature } from '@costeo/domain/plans';
import { useQuotaInfo } from '../../api/usage/get-quota-info.ts';
import { ExportMenu } from '../../features/exports/components/export-menu.tsx';
import { menuExportItems } from '../../features/exports/lib/export-items.ts';
import {
  MenuNeedsButton,
  type MenuNeedsAccess,
} from '../../features/menus/components/menu-needs-drawer.tsx';
import { MenuDetailPage } from '../../features/menus/pages/menu-detail-page.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';
import { useExportAccess } from './use-export-access.ts';

/** The needs are Pro's and Business's (issue 37 point 7): the plan's `price_history` feature. */
function useMenuNeedsAccess(): MenuNeedsAccess {
  const { data: quota } = useQuotaInfo();
  return {
    locked: quota ? !planHasFeature(quota.plan, 'price_history') : null,
    lockedMessage: featureRequiredMessage(quota?.plan.code),
    openUpgrade: (message) => {
      openUpgradeModal('manage', message);
    },
  };
}

/**
 * /menus/{id}: the editor, with «Necesidades» (what to buy and prepare for N guests; Pro) and
 * "Exportar" (PDF for the client or internal; plan feature `exports`: on Gratuito the app's
 * upgrade modal, as the recipe's ficha técnica).
 */
export function MenuDetailRoute() {
  const exportAccess = useExportAccess();
  const needsAccess = useMenuNeedsAccess();
  return (
    <MenuDetailPage
      renderHeaderActions={(menu, view) => (
        <Group gap="xs">
          <MenuNeedsButton menu={menu} access={needsAccess} />
          <ExportMenu
            items={menuExportItems({
              id: menu.id,
              name: menu.name,
              kind: menu.kind,
              guests: view.guests,
            })}
            access={exportAccess}
            note={
              view.isDirty ? 'Se exporta el menú guardado: guarda antes los cambios.' : undefined
            }
          />
        </Group>
      )}
    />
  );
}
