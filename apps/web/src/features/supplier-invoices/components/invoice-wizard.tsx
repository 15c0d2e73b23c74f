import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import type {
  InvoicePreview,
  InvoiceSupplierChoice,
  PdfColumns,
  ScanCorrection,
} from '@costeo/domain/contracts/supplier-invoices';
import { readSaveError } from '../../../lib/form-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { useApplyInvoice } from '../../../api/supplier-invoices/apply-invoice.ts';
import { usePreviewInvoice } from '../../../api/supplier-invoices/preview-invoice.ts';
import { checkInvoiceFile, readFileAsBase64 } from '../../../lib/invoice-file.ts';
import {
  checkPhotos,
  isPhotoName,
  MAX_PHOTOS,
  preparePhoto,
  type InvoicePhoto,
} from '../../../lib/invoice-photo.ts';
import { toDecisions, type LineChoice } from '../lib/line-choice.ts';
import type { SupplierInvoicesPlanAccess } from '../lib/plan-access.ts';
import { InvoiceResultStep } from './invoice-result-step.tsx';
import { InvoiceReviewStep } from './invoice-review-step.tsx';
import { InvoiceUploadStep } from './invoice-upload-step.tsx';
import { EMPTY_COLUMNS, PdfColumnsStep } from './pdf-columns-step.tsx';

interface InvoiceWizardProps {
  opened: boolean;
  onClose: () => void;
  plan: SupplierInvoicesPlanAccess;
  /** A refused apply (403 quota_exceeded: new products beyond the plan) → upgrade; true if handled. */
  handleQuotaRefusal: (error: unknown) => boolean;
  /** After "Ver la factura": opens the applied invoice's detail. */
  onShowInvoice: (id: number) => void;
}

interface ChosenFile {
  name: string;
  base64: string;
  /** Photos of the next pages (issue 36). */
  more: string[];
}

/** What a preview or an apply sends besides the file. */
interface Choices {
  columns: PdfColumns | null;
  lines: ReadonlyMap<number, LineChoice>;
  supplier: InvoiceSupplierChoice;
  corrections: ReadonlyMap<number, ScanCorrection>;
}

const READ_FAILED = 'No se ha podido leer la factura. Inténtalo de nuevo.';

function reasonOf(error: unknown): string {
  const { fields, form } = readSaveError(error, READ_FAILED);
  return fields.content_base64 ?? Object.values(fields)[0] ?? form ?? READ_FAILED;
}

/**
 * "Subir factura": file → review (the PDF's columns first, for a supplier seen for the first
 * time) → applied. Only "Aplicar factura" writes; closing before it leaves everything as it was.
 */
export function InvoiceWizard({
  opened,
  onClose,
  plan,
  handleQuotaRefusal,
  onShowInvoice,
}: InvoiceWizardProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [columns, setColumns] = useState<PdfColumns | null>(null);
  const [choices, setChoices] = useState<Map<number, LineChoice>>(new Map());
  // Issue 32: which supplier the invoice is (null: the automatic match, else a new one on apply).
  const [supplierChoice, setSupplierChoice] = useState<InvoiceSupplierChoice>(null);
  const [supplierPending, setSupplierPending] = useState(false);
  const [preview, setPreview] = useState<InvoicePreview | null>(null);
  // Issue 36: the photos of an albarán taken page by page, and the chef's figures for its lines.
  const [photos, setPhotos] = useState<InvoicePhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [corrections, setCorrections] = useState<Map<number, ScanCorrection>>(new Map());
  const previewMutation = usePreviewInvoice();
  const apply = useApplyInvoice();
  // The thumbnails' object URLs, freed when the photos go (and when the wizard unmounts).
  const shown = useRef<InvoicePhoto[]>([]);
  useEffect(() => {
    shown.current = photos;
  }, [photos]);
  useEffect(
    () => () => {
      for (const photo of shown.current) if (photo.preview) URL.revokeObjectURL(photo.preview);
    },
    [],
  );
  const dropPhotos = (kept: InvoicePhoto[] = []) => {
    for (const photo of photos) {
      if (photo.preview && !kept.includes(photo)) URL.revokeObjectURL(photo.preview);
    }
    setPhotos(kept);
  };

  const reset = () => {
    setStep(0);
    setFile(null);
    setFileError(null);
    setColumns(null);
    setChoices(new Map());
    setSupplierChoice(null);
    setSupplierPending(false);
    setPreview(null);
    setCorrections(new Map());
    dropPhotos();
    previewMutation.reset();
    apply.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  const current: Choices = { columns, lines: choices, supplier: supplierChoice, corrections };
  const requestOf = (chosen: ChosenFile, sent: Choices) => ({
    file_name: chosen.name,
    content_base64: chosen.base64,
    more_photos_base64: chosen.more,
    pdf_columns: sent.columns,
    decisions: toDecisions(sent.lines),
    supplier: sent.supplier,
    scan_corrections: [...sent.corrections.values()],
  });

  const runPreview = (chosen: ChosenFile, changed: Partial<Choices> = {}) => {
    const sent = { ...current, ...changed };
    previewMutation.mutate(requestOf(chosen, sent), {
      onSuccess: (result) => {
        setPreview(result);
        if (result.needs_columns && sent.columns === null) {
          setColumns(result.pdf_table?.guessed_columns ?? EMPTY_COLUMNS);
        }
        setStep(1);
      },
      onError: (error) => {
        if (step === 0) setFileError(reasonOf(error));
      },
    });
  };

  /** A new document: what was chosen for the last one goes. */
  const start = (next: ChosenFile) => {
    setFile(next);
    setColumns(null);
    setChoices(new Map());
    setSupplierChoice(null);
    setSupplierPending(false);
    setCorrections(new Map());
    runPreview(next, {
      columns: null,
      lines: new Map(),
      supplier: null,
      corrections: new Map(),
    });
  };

  const onFile = async (chosen: File) => {
    const problem = checkInvoiceFile(chosen);
    setFileError(problem);
    if (problem) return;
    if (isPhotoName(chosen.name)) {
      // A photo or a scan chosen as a file: shrunk like the camera's, and read at once.
      setPreparing(true);
      const prepared = await preparePhoto(chosen).finally(() => {
        setPreparing(false);
      });
      if (!prepared.ok) {
        setFileError(prepared.reason);
        return;
      }
      dropPhotos([prepared.photo]);
      start({ name: prepared.photo.name, base64: prepared.photo.base64, more: [] });
      return;
    }
    dropPhotos();
    start({ name: chosen.name, base64: await readFileAsBase64(chosen), more: [] });
  };

  // «Foto del albarán» and «Añadir página»: each photo shrunk, kept in order, four at most.
  const onPhotos = async (files: File[]) => {
    const room = MAX_PHOTOS - photos.length;
    if (files.length > room) {
      setFileError(`Como máximo ${MAX_PHOTOS} fotos por albarán o factura.`);
    } else {
      setFileError(null);
    }
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

  const onRemovePhoto = (index: number) => {
    dropPhotos(photos.filter((_, i) => i !== index));
  };

  const onReadPhotos = () => {
    const [first, ...next] = photos;
    if (!first) return;
    const problem = checkPhotos(photos);
    setFileError(problem);
    if (problem) return;
    start({ name: first.name, base64: first.base64, more: next.map((photo) => photo.base64) });
  };

  const onChoose = (line: number, choice: LineChoice) => {
    const next = new Map(choices).set(line, choice);
    setChoices(next);
    if (file) runPreview(file, { lines: next });
  };

  // Products are matched within the supplier, so another supplier is another preview.
  const onChooseSupplier = (supplier: InvoiceSupplierChoice) => {
    setSupplierChoice(supplier);
    if (file) runPreview(file, { supplier });
  };

  const onCorrect = (correction: ScanCorrection) => {
    const next = new Map(corrections).set(correction.row, correction);
    setCorrections(next);
    if (file) runPreview(file, { corrections: next });
  };

  const runApply = () => {
    if (!file) return;
    apply.mutate(requestOf(file, current), {
      onSuccess: () => {
        setStep(2);
      },
      onError: (error) => {
        if (handleQuotaRefusal(error)) apply.reset();
      },
    });
  };

  const needsColumns = preview?.needs_columns === true;
  const stepError = step === 1 ? (apply.error ?? previewMutation.error) : null;
  const formError = stepError ? reasonOf(stepError) : null;
  const willChange =
    preview !== null &&
    !needsColumns &&
    preview.lines.some((line) => {
      const choice = choices.get(line.line);
      if (choice) return choice.kind !== 'skip';
      return line.match.ingredient_instance !== null && line.problem === null;
    });
  const canApply = willChange && preview.already_applied_at === null && !supplierPending;
  const upgrade = () => {
    close();
    plan.openUpgrade(plan.lockedMessage);
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Subir factura de proveedor"
      size="xl"
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="md">
        <Stepper.Step label="Archivo" description={isSmallScreen ? undefined : 'XML, PDF o foto'}>
          <InvoiceUploadStep
            onFile={(chosen) => void onFile(chosen)}
            photos={photos}
            onPhotos={(files) => void onPhotos(files)}
            onRemovePhoto={onRemovePhoto}
            onReadPhotos={onReadPhotos}
            preparing={preparing}
            error={fileError}
            loading={previewMutation.isPending && step === 0}
          />
        </Stepper.Step>
        <Stepper.Step
          label="Revisión"
          description={isSmallScreen ? undefined : 'Productos y márgenes'}
        >
          {preview && needsColumns && columns ? (
            <PdfColumnsStep
              source={preview.scan ? 'photo' : 'pdf'}
              rows={preview.pdf_table?.rows ?? []}
              columns={columns}
              onChange={setColumns}
            />
          ) : null}
          {preview && !needsColumns ? (
            <InvoiceReviewStep
              preview={preview}
              choices={choices}
              onChoose={onChoose}
              supplierChoice={supplierChoice}
              onChooseSupplier={onChooseSupplier}
              onSupplierPendingChange={setSupplierPending}
              busy={previewMutation.isPending}
              lockedMessage={plan.lockedMessage}
              onUpgrade={upgrade}
              onCorrect={onCorrect}
            />
          ) : null}
        </Stepper.Step>
        <Stepper.Completed>
          {apply.data ? <InvoiceResultStep result={apply.data} /> : null}
        </Stepper.Completed>
      </Stepper>
      {formError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          mb="md"
          role="alert"
        >
          {formError}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {step === 2 ? (
          <>
            {apply.data ? (
              <Button
                variant="default"
                onClick={() => {
                  const id = apply.data.invoice.id;
                  close();
                  onShowInvoice(id);
                }}
              >
                Ver la factura
              </Button>
            ) : null}
            <Button onClick={close}>Volver a las facturas</Button>
          </>
        ) : (
          <>
            {step > 0 ? (
              <Button
                variant="default"
                onClick={reset}
                disabled={previewMutation.isPending || apply.isPending}
              >
                Otra factura
              </Button>
            ) : null}
            <Button variant="subtle" color="gray" onClick={close} disabled={apply.isPending}>
              Cancelar
            </Button>
            {step === 1 && needsColumns ? (
              <Button
                onClick={() => {
                  if (file) runPreview(file);
                }}
                loading={previewMutation.isPending}
              >
                Leer las líneas
              </Button>
            ) : null}
            {step === 1 && !needsColumns ? (
              <Button
                onClick={runApply}
                loading={apply.isPending}
                disabled={!canApply || previewMutation.isPending}
              >
                Aplicar factura
              </Button>
            ) : null}
          </>
        )}
      </Group>
    </Modal>
  );
}
