import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconCamera, IconCheck, IconFileUpload } from '@tabler/icons-react';
import type {
  PurchaseOrder,
  PurchaseOrderReceivePreview,
} from '@costeo/domain/contracts/purchase-orders';
import type { InvoiceApplyRequest } from '@costeo/domain/contracts/supplier-invoices';
import {
  usePreviewReceiveInvoice,
  useReceiveWithInvoice,
} from '../../../api/purchase-orders/purchase-orders.ts';
import { getFeatureNotAvailable, getFieldErrors } from '../../../lib/api-errors.ts';
import { formatDate, formatEuro, formatQuantity } from '../../../lib/format.ts';
import {
  checkInvoiceFile,
  INVOICE_ACCEPT,
  INVOICE_FILE_KINDS,
  readFileAsBase64,
} from '../../../lib/invoice-file.ts';
import { unitOfMeasureLabel } from '../../../lib/invoice-units.ts';
import {
  checkPhotos,
  isPhotoName,
  MAX_PHOTOS,
  preparePhoto,
  type InvoicePhoto,
} from '../../../lib/invoice-photo.ts';
import { refusalMessage } from '../lib/purchase-order-display.ts';
import { ReceiptIncidents } from './receipt-incidents.tsx';
import type { ReceiptDone, RenderReceiptImpact } from '../lib/receipt-types.ts';
import { StepHeading } from './step-heading.tsx';

interface ReceiveUploadProps {
  order: PurchaseOrder;
  renderImpact: RenderReceiptImpact | undefined;
  onBack: () => void;
  onReceived: (done: ReceiptDone) => void;
  onUpgrade: (message: string) => void;
}

interface ChosenDocument {
  name: string;
  base64: string;
  more: string[];
}

/** «la factura» or «el albarán»: what the document says it is (a photo is an albarán). */
function labelOf(preview: PurchaseOrderReceivePreview): string {
  return preview.invoice.scan ? 'el albarán' : 'la factura';
}

/**
 * «Subir factura o albarán»: the supplier's e-invoice, PDF or photos (as «Facturas de proveedor»
 * takes them), read against the order; its lines are matched to the products as there, and the
 * document is applied as there when the order is received.
 */
export function ReceiveUpload({
  order,
  renderImpact,
  onBack,
  onReceived,
  onUpgrade,
}: ReceiveUploadProps) {
  const [document, setDocument] = useState<ChosenDocument | null>(null);
  const [linkSupplier, setLinkSupplier] = useState(false);
  const [photos, setPhotos] = useState<InvoicePhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [fileError, setFileError] = useState<string | null>(null);
  const [review, setReview] = useState<PurchaseOrderReceivePreview | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; supplier: boolean } | null>(null);
  const preview = usePreviewReceiveInvoice();
  const receive = useReceiveWithInvoice();
  const alertRef = useRef<HTMLDivElement>(null);

  const requestOf = (chosen: ChosenDocument, link: boolean): InvoiceApplyRequest => ({
    file_name: chosen.name,
    content_base64: chosen.base64,
    more_photos_base64: chosen.more,
    supplier: link && order.supplier !== null ? { id: order.supplier } : null,
  });

  const refused = (error: unknown) => {
    const plan = getFeatureNotAvailable(error);
    if (plan) {
      onUpgrade(plan.detail);
      return;
    }
    const fields = getFieldErrors(error);
    setRefusal({
      message: refusalMessage(error, 'No se ha podido leer el documento. Inténtalo de nuevo.'),
      supplier: fields.supplier !== undefined,
    });
    setReview(null);
    requestAnimationFrame(() => alertRef.current?.focus());
  };

  const read = (chosen: ChosenDocument, link: boolean) => {
    setDocument(chosen);
    setLinkSupplier(link);
    setRefusal(null);
    preview.mutate(
      { id: order.id, document: requestOf(chosen, link) },
      {
        onSuccess: (result) => {
          setReview(result);
        },
        onError: refused,
      },
    );
  };

  const dropPhotos = (kept: InvoicePhoto[] = []) => {
    for (const photo of photos) {
      if (photo.preview && !kept.includes(photo)) URL.revokeObjectURL(photo.preview);
    }
    setPhotos(kept);
  };

  const onFile = async (chosen: File | null) => {
    if (!chosen) return;
    const problem = checkInvoiceFile(chosen);
    setFileError(problem);
    if (problem) return;
    if (isPhotoName(chosen.name)) {
      setPreparing(true);
      const prepared = await preparePhoto(chosen).finally(() => {
        setPreparing(false);
      });
      if (!prepared.ok) {
        setFileError(prepared.reason);
        return;
      }
      dropPhotos();
      read({ name: prepared.photo.name, base64: prepared.photo.base64, more: [] }, false);
      return;
    }
    dropPhotos();
    read({ name: chosen.name, base64: await readFileAsBase64(chosen), more: [] }, false);
  };

  const onPhotos = async (files: File[]) => {
    const room = MAX_PHOTOS - photos.length;
    setFileError(
      files.length > room ? `Como máximo ${String(MAX_PHOTOS)} fotos por albarán o factura.` : null,
    );
    setPreparing(true);
    const added: InvoicePhoto[] = [];
    try {
      for (const chosen of files.slice(0, Math.max(0, room))) {
        const prepared = await preparePhoto(chosen);
        if (prepared.ok) added.push(prepared.photo);
        else setFileError(prepared.reason);
      }
    } finally {
      setPreparing(false);
    }
    setPhotos((kept) => [...kept, ...added]);
  };

  const onReadPhotos = () => {
    const [first, ...next] = photos;
    if (!first) return;
    const problem = checkPhotos(photos);
    setFileError(problem);
    if (problem) return;
    read(
      { name: first.name, base64: first.base64, more: next.map((photo) => photo.base64) },
      false,
    );
  };

  const record = () => {
    if (!document) return;
    receive.mutate(
      { id: order.id, document: requestOf(document, linkSupplier) },
      {
        onSuccess: (result) => {
          onReceived({
            incidents: result.incidents,
            documentLabel: review ? labelOf(review) : 'la factura',
          });
        },
        onError: refused,
      },
    );
  };

  if (review && document) {
    const invoice = review.invoice;
    const label = labelOf(review);
    const skipped = invoice.lines.filter((line) => line.match.ingredient_instance === null);
    const doubtful = invoice.scan?.lines.filter((line) => line.marked).length ?? 0;
    return (
      <Stack gap="md">
        <StepHeading>Revisa la entrega</StepHeading>
        {invoice.needs_columns ? (
          <Alert color="orange" role="alert">
            Este PDF no dice qué columna es cada dato. Súbelo en «Facturas de proveedor» para
            indicar sus columnas, o escribe el albarán a mano.
          </Alert>
        ) : (
          <ReceiptIncidents
            incidents={review.incidents}
            lines={order.lines}
            documentLabel={label}
            headingId="receipt-incidents-heading"
            recorded={false}
          />
        )}
        {doubtful > 0 ? (
          <Alert color="orange" p="xs">
            {doubtful === 1
              ? '1 línea de la foto se leyó con dudas'
              : `${String(doubtful)} líneas de la foto se leyeron con dudas`}
            : comprueba sus cantidades y precios abajo antes de registrar.
          </Alert>
        ) : null}
        <Paper component="section" withBorder radius="md" p="md" aria-labelledby="receipt-read">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs">
              <div>
                <Title order={3} size="h5" id="receipt-read">
                  Se registra
                </Title>
                <Text size="sm" c="dimmed">
                  {invoice.invoice.number ? `Nº ${invoice.invoice.number} · ` : ''}
                  {invoice.invoice.issue_date ? formatDate(invoice.invoice.issue_date) : ''}
                </Text>
              </div>
              <div style={{ textAlign: 'right', marginLeft: 'auto' }}>
                <Text size="xs" c="dimmed">
                  Total sin IVA
                </Text>
                <Text fw={700}>{formatEuro(invoice.invoice.total_net)}</Text>
              </div>
            </Group>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {invoice.lines.map((line) => (
                <li key={line.line}>
                  <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                    <div style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {line.match.name ?? line.description}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatQuantity(line.quantity)}{' '}
                        {unitOfMeasureLabel(invoice.invoice.format, line.unit_of_measure)} a{' '}
                        {formatEuro(line.unit_price)}
                        {line.match.ingredient_instance === null
                          ? ' · sin producto: no se registra'
                          : line.match.name && line.match.name !== line.description
                            ? ` · «${line.description}»`
                            : ''}
                      </Text>
                    </div>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {formatEuro(line.line_total)}
                    </Text>
                  </Group>
                </li>
              ))}
            </Stack>
            {skipped.length > 0 ? (
              <Text size="xs" c="dimmed">
                Las líneas sin producto no se registran; para crearlos, sube el documento en
                «Facturas de proveedor».
              </Text>
            ) : null}
          </Stack>
        </Paper>
        {invoice.needs_columns
          ? null
          : (renderImpact?.({
              available: invoice.impact_available,
              recipes: invoice.affected_recipes,
              menus: invoice.affected_menus,
            }) ?? null)}
        {refusal ? (
          <Alert color="red" p="xs" role="alert" ref={alertRef} tabIndex={-1}>
            {refusal.message}
          </Alert>
        ) : null}
        <Group gap="xs">
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={receive.isPending}
            disabled={invoice.needs_columns}
            onClick={record}
          >
            Registrar entrega
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={receive.isPending}
            onClick={() => {
              setReview(null);
            }}
          >
            Elegir otro documento
          </Button>
        </Group>
      </Stack>
    );
  }

  const busy = preparing || preview.isPending;
  return (
    <Stack gap="md">
      <StepHeading>Sube la factura o el albarán</StepHeading>
      <Text size="sm" c="dimmed">
        {INVOICE_FILE_KINDS} Se lee como en «Facturas de proveedor» y se compara con el pedido.
      </Text>
      {refusal ? (
        <Alert color="red" p="xs" role="alert" ref={alertRef} tabIndex={-1}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{refusal.message}</Text>
            {refusal.supplier && document && !linkSupplier ? (
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  read(document, true);
                }}
              >
                Es de «{order.supplier_name}»: leerlo como suyo
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {fileError ? (
        <Alert color="red" p="xs" role="alert">
          {fileError}
        </Alert>
      ) : null}
      <Group gap="xs">
        <FileButton
          accept={INVOICE_ACCEPT}
          inputProps={{ 'aria-label': 'Archivo de la factura o el albarán' }}
          onChange={(file) => void onFile(file)}
        >
          {(props) => (
            <Button {...props} leftSection={<IconFileUpload size={16} />} disabled={busy}>
              Elegir archivo
            </Button>
          )}
        </FileButton>
        <FileButton
          accept="image/*,.heic,.heif"
          multiple
          capture="environment"
          inputProps={{ 'aria-label': 'Fotos del albarán' }}
          onChange={(files) => void onPhotos(files)}
        >
          {(props) => (
            <Button
              {...props}
              variant="default"
              leftSection={<IconCamera size={16} />}
              disabled={busy || photos.length >= MAX_PHOTOS}
            >
              {photos.length === 0 ? 'Foto del albarán' : 'Añadir página'}
            </Button>
          )}
        </FileButton>
      </Group>
      {photos.length > 0 ? (
        <Stack gap="xs">
          <Group gap="xs" component="ul" aria-label="Fotos del albarán" m={0} p={0}>
            {photos.map((photo, index) => (
              <Paper
                component="li"
                withBorder
                p={4}
                radius="sm"
                key={`${photo.name}-${String(index)}`}
                style={{ listStyle: 'none' }}
              >
                <Group gap={4} wrap="nowrap">
                  <Text size="xs">Página {index + 1}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={`Quitar la página ${String(index + 1)}`}
                    onClick={() => {
                      dropPhotos(photos.filter((_, i) => i !== index));
                    }}
                  />
                </Group>
              </Paper>
            ))}
          </Group>
          <Group>
            <Button onClick={onReadPhotos} disabled={busy}>
              Leer {photos.length === 1 ? 'la foto' : `las ${String(photos.length)} fotos`}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {busy ? (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">
            {preparing
              ? 'Preparando las fotos…'
              : 'Leyendo el documento… Una foto puede tardar unos segundos por página.'}
          </Text>
        </Group>
      ) : null}
      <Group>
        <Button
          variant="default"
          leftSection={<IconArrowLeft size={16} />}
          disabled={busy}
          onClick={onBack}
        >
          Volver
        </Button>
      </Group>
    </Stack>
  );
}
