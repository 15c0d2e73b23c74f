import { ExportMenu } from '../../features/exports/components/export-menu.tsx';
import { menuExportItems } from '../../features/exports/lib/export-items.ts';
import { MenuDetailPage } from '../../features/menus/pages/menu-detail-page.tsx';
import { useExportAccess } from './use-export-access.ts';

/**
 * /menus/{id}: the editor, with "Exportar" (PDF for the client or internal; plan feature
 * `exports`: on Gratuito the app's upgrade modal, as the recipe's ficha técnica).
 */
export function MenuDetailRoute() {
  const exportAccess = useExportAccess();
  return (
    <MenuDetailPage
      renderHeaderActions={(menu, view) => (
        <ExportMenu
          items={menuExportItems({
            id: menu.id,
            name: menu.name,
            kind: menu.kind,
            guests: view.guests,
          })}
          access={exportAccess}
          note={view.isDirty ? 'Se exporta el menú guardado: guarda antes los cambios.' : undefined}
        />
      )}
    />
  );
}
