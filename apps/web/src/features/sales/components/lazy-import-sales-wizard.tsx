import { lazy, Suspense, useState } from 'react';

// The wizard (stepper, tables, file reading) loads when first opened, not with the screen.
const ImportSalesWizard = lazy(() =>
  import('./import-sales-wizard.tsx').then((module) => ({ default: module.ImportSalesWizard })),
);

interface LazyImportSalesWizardProps {
  opened: boolean;
  onClose: () => void;
  onApplied: (period: { date_from: string; date_to: string }) => void;
  onLinkItems: () => void;
}

/** "Importar ventas", mounted from its first opening on (its chunk is fetched then). */
export function LazyImportSalesWizard(props: LazyImportSalesWizardProps) {
  const [loaded, setLoaded] = useState(false);
  if (props.opened && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <ImportSalesWizard {...props} />
    </Suspense>
  ) : null;
}
