import { useState, type DragEvent } from 'react';
import { Alert, Button, FileButton, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFileSpreadsheet } from '@tabler/icons-react';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { ACCEPT_ATTRIBUTE } from '../lib/read-file.ts';

interface UploadStepProps {
  onFile: (file: File) => void;
  error: string | null;
  loading: boolean;
}

/** Step 1: drop or choose the supplier's .xlsx or .csv (up to 5 MB). */
export function UploadStep({ onFile, error, loading }: UploadStepProps) {
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
        data-testid="import-dropzone"
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
              ? 'Elige la lista de precios de tu proveedor'
              : 'Arrastra aquí la lista de precios de tu proveedor'}
          </Text>
          <Text size="sm" c="dimmed">
            Hoja de cálculo .xlsx o archivo .csv, de hasta 5 MB. Nada se guarda hasta que apliques
            la importación.
          </Text>
          {loading ? (
            <Loader size="sm" role="progressbar" aria-label="Leyendo el archivo" />
          ) : (
            <FileButton
              onChange={(file) => {
                if (file) onFile(file);
              }}
              accept={ACCEPT_ATTRIBUTE}
              inputProps={{ 'aria-label': 'Archivo de precios' }}
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
