import { EventsNeedsButton } from '../../features/menus/components/events-needs-drawer.tsx';
import { MenusPage } from '../../features/menus/pages/menus-page.tsx';
import { RecipesMenusTabs } from '../layout/recipes-menus-tabs.tsx';
import { useMenuNeedsAccess } from './use-menu-needs-access.ts';

/**
 * /menus: the list, under the "Recetas | Menús" switch it shares with Recetas, with «Necesidades
 * de eventos» (what to buy and prepare for the events of a range; Pro) beside «Nuevo menú».
 */
export function MenusRoute() {
  const needsAccess = useMenuNeedsAccess();
  return (
    <MenusPage
      tabs={<RecipesMenusTabs />}
      headerActions={<EventsNeedsButton access={needsAccess} />}
    />
  );
}
