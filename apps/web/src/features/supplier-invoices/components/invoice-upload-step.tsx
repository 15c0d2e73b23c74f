import { useState, type DragEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Image,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCamera, IconFileInvoice, IconTrash } from '@tabler/icons-react';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { INVOICE_ACCEPT } from '../../../lib/invoice-file.ts';
import { MAX_PHOTOS, type InvoicePhoto } from '../../../lib/invoice-photo.ts';

interface InvoiceUploadStepProps {
  onFile: (file: File) => void;
  /** Photos taken page by page (issue 36): added to `photos`, read with «Leer el albarán». */
  photos: readonly InvoicePhoto[];
  onPhotos: (files: File[]) => void;
  onRemovePhoto: (index: number) => void;
  onReadPhotos: () => void;
  /** Photos being shrunk before they are shown. */
  preparing: boolean;
  error: string | null;
  loading: boolean;
}

/** The photos of a document taken so far, each with its page number, and what to do next. */
function PhotoPages({
  photos,
  onPhotos,
  onRemovePhoto,
  onReadPhotos,
  preparing,
}: Pick<
  InvoiceUploadStepProps,
  'photos' | 'onPhotos' | 'onRemovePhoto' | 'onReadPhotos' | 'preparing'
>) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="invoice-photos">
      <Stack gap="sm">
        <Text fw={600}>
          {photos.length === 1 ? 'Una página' : `${photos.length} páginas`} del albarán
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {photos.map((photo, index) => (
            <Stack key={photo.preview ?? index} gap={4} align="center">
              {photo.preview ? (
                <Image
                  src={photo.preview}
                  alt={`Página ${index + 1} del albarán`}
                  h={120}
                  w="100%"
                  fit="contain"
                  radius="sm"
                  bg="gray.1"
                />
              ) : null}
              <Group gap={4} wrap="nowrap">
                <Text size="sm">Página {index + 1}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Quitar la página ${index + 1}`}
                  onClick={() => {
                    onRemovePhoto(index);
                  }}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <FileButton
            onChange={onPhotos}
            accept="image/*"
            capture="environment"
            multiple
            disabled={photos.length >= MAX_PHOTOS || preparing}
            inputProps={{ 'aria-label': 'Foto de otra página' }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconCamera size={16} aria-hidden />}
                disabled={photos.length >= MAX_PHOTOS || preparing}
              >
                Añadir página
              </Button>
            )}
          </FileButton>
          <Button onClick={onReadPhotos} disabled={preparing}>
            Leer el albarán
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Hasta {MAX_PHOTOS} páginas. Cada foto se reduce en el móvil antes de enviarse.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * Step 1: drop or choose the supplier's e-invoice (Facturae, UBL), a PDF, or a photo; or take
 * «Foto del albarán» with the phone's camera, page by page (issue 36).
 */
export function InvoiceUploadStep({
  onFile,
  photos,
  onPhotos,
  onRemovePhoto,
  onReadPhotos,
  preparing,
  error,
  loading,
}: InvoiceUploadStepProps) {
  const [dragging, setDragging] = useState(false);
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  const reading = photos.length > 0 ? 'Leyendo el albarán' : 'Leyendo la factura';
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
              ? 'Elige la factura de tu proveedor o haz una foto del albarán'
              : 'Arrastra aquí la factura de tu proveedor'}
          </Text>
          <Text size="sm" c="dimmed">
            Factura electrónica (Facturae .xml o .xsig, UBL), PDF o foto del albarán, de hasta 5 MB.
            Nada cambia hasta que apliques la factura.
          </Text>
          {loading || preparing ? (
            <Stack align="center" gap={4}>
              <Loader
                size="sm"
                role="progressbar"
                aria-label={preparing ? 'Preparando las fotos' : reading}
              />
              {loading && photos.length > 0 ? (
                <Text size="sm" c="dimmed" role="status">
                  Leyendo {photos.length === 1 ? 'la foto' : `las ${photos.length} fotos`}: unos
                  segundos por página.
                </Text>
              ) : null}
            </Stack>
          ) : (
            <Group gap="sm" justify="center">
              <FileButton
                onChange={(file) => {
                  if (file) onFile(file);
                }}
                accept={INVOICE_ACCEPT}
                inputProps={{ 'aria-label': 'Archivo de la factura' }}
              >
                {(props) => <Button {...props}>Elegir archivo</Button>}
              </FileButton>
              {photos.length === 0 ? (
                <FileButton
                  onChange={onPhotos}
                  accept="image/*"
                  capture="environment"
                  multiple
                  inputProps={{ 'aria-label': 'Foto del albarán' }}
                >
                  {(props) => (
                    <Button
                      {...props}
                      variant="light"
                      leftSection={<IconCamera size={16} aria-hidden />}
                    >
                      Foto del albarán
                    </Button>
                  )}
                </FileButton>
              ) : null}
            </Group>
          )}
          {photos.length === 0 ? (
            <Text size="xs" c="dimmed">
              Con el móvil: una foto por página, de cerca, con luz y el papel plano.
            </Text>
          ) : null}
        </Stack>
      </Paper>
      {photos.length > 0 && !loading ? (
        <PhotoPages
          photos={photos}
          onPhotos={onPhotos}
          onRemovePhoto={onRemovePhoto}
          onReadPhotos={onReadPhotos}
          preparing={preparing}
        />
      ) : null}
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
