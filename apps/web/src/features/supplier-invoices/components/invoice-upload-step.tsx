import { useState, type DragEvent } from 'react';
import { Alert, Button, FileButton, Loader, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconFileInvoice } from '@tabler/icons-react';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { INVOICE_ACCEPT } from '../lib/invoice-file.ts';

interface InvoiceUploadStepProps {
  onFile: (file: File) => void;
  error: string | null;
  loading: boolean;
}

/** Step 1: drop or choose the supplier's e-invoice (Facturae, UBL) or PDF, up to 5 MB. */
export function InvoiceUploadStep({ onFile, error, loading }: InvoiceUploadStepProps) {
  const [dragging, setDragging] = useState(false);
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
        data-testid="invoice-dropzone"
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
          <IconFileInvoice size={40} stroke={1.5} aria-hidden />
          <Text fw={600}>
            {isSmallScreen
              ? 'Elige la factura de tu proveedor'
              : 'Arrastra aquí la factura de tu proveedor'}
          </Text>
          <Text size="sm" c="dimmed">
            Factura electrónica (Facturae .xml o .xsig, UBL) o PDF con texto, de hasta 5 MB. Nada
            cambia hasta que apliques la factura.
          </Text>
          {loading ? (
            <Loader size="sm" role="progressbar" aria-label="Leyendo la factura" />
          ) : (
            <FileButton
              onChange={(file) => {
                if (file) onFile(file);
              }}
              accept={INVOICE_ACCEPT}
              inputProps={{ 'aria-label': 'Archivo de la factura' }}
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
