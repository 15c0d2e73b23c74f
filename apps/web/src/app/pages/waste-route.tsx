import { WastePage } from '../../features/waste/pages/waste-page.tsx';

/** /ingredients/waste: "Mermas y desperdicio" (issue 35), on every plan. */
export function WasteRoute() {
  return <WastePage />;
}
