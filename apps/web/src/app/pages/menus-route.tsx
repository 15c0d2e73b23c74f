import { MenusPage } from '../../features/menus/pages/menus-page.tsx';
import { RecipesMenusTabs } from '../layout/recipes-menus-tabs.tsx';

/** /menus: the list, under the "Recetas | Menús" switch it shares with Recetas. */
export function MenusRoute() {
  return <MenusPage tabs={<RecipesMenusTabs />} />;
}
