import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { ImportWizard } from './import-wizard.tsx';

/** The Ingredientes header action that opens the import wizard. */
export function ImportPricesButton({ onApplied }: { onApplied: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} />}
        onClick={() => {
          setOpened(true);
        }}
      >
        Importar precios
      </Button>
      <ImportWizard
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        onApplied={onApplied}
      />
    </>
  );
}
