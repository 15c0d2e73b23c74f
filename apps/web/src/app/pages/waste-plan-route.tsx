import { WastePlanPage } from '../../features/waste/pages/waste-plan-page.tsx';

/** /ingredients/waste/plan: the prevention plan, on every plan (a legal duty needs no upgrade). */
export function WastePlanRoute() {
  return <WastePlanPage />;
}
