import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';

// The wizard (stepper, tables, file reading) loads on the first click, not with Ingredientes.
const ImportWizard = lazy(() =>
  import('./import-wizard.tsx').then((module) => ({ default: module.ImportWizard })),
);

/** The Ingredientes header action that opens the import wizard. */
export function ImportPricesButton({
  onApplied,
  onUpgrade,
}: {
  onApplied: () => void;
  /** Opens the upgrade modal with the plan's limit message (rows beyond the quota). */
  onUpgrade?: (message: string) => void;
}) {
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} />}
        onClick={() => {
          setLoaded(true);
          setOpened(true);
        }}
      >
        Importar precios
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <ImportWizard
            opened={opened}
            onClose={() => {
              setOpened(false);
            }}
            onApplied={onApplied}
            onUpgrade={onUpgrade}
          />
        </Suspense>
      ) : null}
    </>
  );
}
