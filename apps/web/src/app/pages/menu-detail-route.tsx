import { Group } from '@mantine/core';
import { ExportMenu } from '../../features/exports/components/export-menu.tsx';
import { menuExportItems } from '../../features/exports/lib/export-items.ts';
import { MenuNeedsButton } from '../../features/menus/components/menu-needs-drawer.tsx';
import { MenuDetailPage } from '../../features/menus/pages/menu-detail-page.tsx';
import { useExportAccess } from './use-export-access.ts';
import { useMenuNeedsAccess } from './use-menu-needs-access.ts';

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
