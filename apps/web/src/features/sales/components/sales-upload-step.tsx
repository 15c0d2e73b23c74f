import { useState, type DragEvent } from 'react';
import { Alert, Button, FileButton, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { SALES_ACCEPT_ATTRIBUTE } from '../lib/read-sales-file.ts';

interface SalesUploadStepProps {
  onFile: (file: File) => void;
  error: string | null;
  loading: boolean;
}

/** Step 1: drop or choose the till's sales report (.csv, .xlsx or Ágora's .xml, up to 5 MB). */
export function SalesUploadStep({ onFile, error, loading }: SalesUploadStepProps) {
  const [dragging, setDragging] = useState(false);
  // A phone has no files to drag: it says "choose" instead.
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="xl"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => {
          setDragging(false);
        }}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: dragging ? 'var(--mantine-color-teal-6)' : undefined,
          background: dragging ? 'var(--mantine-color-teal-0)' : undefined,
        }}
      >
        <Stack align="center" gap="sm" ta="center">
          <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden />
          <Text fw={600}>
            {isSmallScreen
              ? 'Elige el informe de ventas de tu TPV'
              : 'Arrastra aquí el informe de ventas de tu TPV'}
          </Text>
          <Text size="sm" c="dimmed">
            Archivo .csv, hoja de cálculo .xlsx o día de Ágora en .xml, de hasta 5 MB. Nada se
            guarda hasta que importes las ventas.
          </Text>
          {loading ? (
            <Loader size="sm" role="progressbar" aria-label="Leyendo el archivo" />
          ) : (
            <FileButton
              onChange={(file) => {
                if (file) onFile(file);
              }}
              accept={SALES_ACCEPT_ATTRIBUTE}
              inputProps={{ 'aria-label': 'Archivo de ventas' }}
            >
              {(props) => <Button {...props}>Elegir archivo</Button>}
            </FileButton>
          )}
        </Stack>
      </Paper>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
