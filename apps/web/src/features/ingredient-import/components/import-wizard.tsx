import { useState } from 'react';
import { Alert, Button, Group, Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import type {
  ImportInspectResponse,
  ImportPreviewRequest,
  ImportResult,
} from '@costeo/domain/contracts/ingredient-import';
import { readSaveError, useFocusFirstError } from '../../../lib/form-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { useApplyPriceList } from '../../../api/ingredient-import/apply-price-list.ts';
import { useInspectPriceList } from '../../../api/ingredient-import/inspect-price-list.ts';
import { usePreviewPriceList } from '../../../api/ingredient-import/preview-price-list.ts';
import { checkFile, readFileAsBase64 } from '../lib/read-file.ts';
import { MappingStep, type ColumnMapping } from './mapping-step.tsx';
import { ResultStep } from './result-step.tsx';
import type { RowOverride } from './match-cell.tsx';
import { ReviewStep } from './review-step.tsx';
import { UploadStep } from './upload-step.tsx';

interface ImportWizardProps {
  opened: boolean;
  onClose: () => void;
  /** Called once the list is applied (the page reloads its products and the quota). */
  onApplied: () => void;
  /** Opens the upgrade modal when rows are beyond the plan's quota. */
  onUpgrade?: ((message: string) => void) | undefined;
}

interface ChosenFile {
  name: string;
  base64: string;
}

/** The server's reason for a refused step: the file's field, another field, or the detail. */
const READ_FAILED = 'No se ha podido leer el archivo. Inténtalo de nuevo.';

/** The server's reason for a refused file: its field's message, or the generic one for a 5xx. */
function reasonOf(error: unknown): string {
  const { fields, form } = readSaveError(error, READ_FAILED);
  return fields.content_base64 ?? Object.values(fields)[0] ?? form ?? READ_FAILED;
}

/**
 * "Importar precios": upload → columns → review (dry run) → result. Only the last step's
 * "Aplicar importación" writes; closing at any step before it leaves everything as it was.
 */
export function ImportWizard({ opened, onClose, onApplied, onUpgrade }: ImportWizardProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [inspection, setInspection] = useState<ImportInspectResponse | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [overrides, setOverrides] = useState<Map<number, RowOverride>>(new Map());
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const inspect = useInspectPriceList();
  const previewMutation = usePreviewPriceList();
  const apply = useApplyPriceList(onApplied);

  const reset = () => {
    setStep(0);
    setFile(null);
    setFileError(null);
    setInspection(null);
    setMapping(null);
    setOverrides(new Map());
    setPreview(null);
    inspect.reset();
    previewMutation.reset();
    apply.reset();
  };
  const close = () => {
    reset();
    onClose();
  };

  /** Reads the file again: another sheet (its header found anew) or another header row. */
  const runInspect = (chosen: ChosenFile, sheet?: string, headerRow?: number) => {
    inspect.mutate(
      { file_name: chosen.name, content_base64: chosen.base64, sheet, header_row: headerRow },
      {
        onSuccess: (result) => {
          setFileError(null);
          setInspection(result);
          setMapping(result.suggested_mapping);
          setStep(1);
        },
        onError: (error) => {
          setFileError(reasonOf(error));
        },
      },
    );
  };

  const onFile = async (chosen: File) => {
    const problem = checkFile(chosen);
    setFileError(problem);
    if (problem) return;
    const next = { name: chosen.name, base64: await readFileAsBase64(chosen) };
    setFile(next);
    runInspect(next);
  };

  const request = (rowOverrides = overrides): ImportPreviewRequest | null => {
    if (!file || !inspection || mapping?.name == null || mapping.price == null) return null;
    return {
      file_name: file.name,
      content_base64: file.base64,
      sheet: inspection.sheet,
      // The header the chef saw (found or chosen), so the review reads the rows the same way.
      header_row: inspection.header_row,
      mapping: { ...mapping, name: mapping.name, price: mapping.price },
      overrides: [...rowOverrides].map(([row, override]) => ({
        row,
        product: override.product?.id,
        definition: override.definition?.id,
        skip: override.skip,
      })),
    };
  };

  const runPreview = (rowOverrides = overrides) => {
    const body = request(rowOverrides);
    if (!body) return;
    previewMutation.mutate(body, {
      onSuccess: (result) => {
        setPreview(result);
        setStep(2);
      },
    });
  };

  const onOverride = (row: number, override: RowOverride | null) => {
    const next = new Map(overrides);
    // A choice replaces the row's previous one (a product, a catalog definition or skipping it).
    if (override) next.set(row, override);
    else next.delete(row);
    setOverrides(next);
    runPreview(next);
  };

  const runApply = () => {
    const body = request();
    if (body) apply.mutate(body, { onSuccess: () => setStep(3) });
  };

  const stepError =
    step === 1 || step === 2 ? (previewMutation.error ?? (step === 2 ? apply.error : null)) : null;
  // A 400 on a column of the mapping lands on its select (issue 16); the rest reads below.
  const stepErrors = stepError
    ? readSaveError(stepError, READ_FAILED, (key) => step === 1 && key.startsWith('mapping.'))
    : null;
  const mappingErrors = Object.fromEntries(
    Object.entries(stepErrors?.fields ?? {}).map(([key, text]) => [
      key.slice('mapping.'.length),
      text,
    ]),
  );
  const mappingRef = useFocusFirstError(stepErrors?.fields);
  const canApply = preview !== null && preview.summary.updated + preview.summary.created > 0;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Importar precios"
      size="xl"
      fullScreen={isSmallScreen}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <Stepper active={step} size="sm" allowNextStepsSelect={false} mb="md">
        <Stepper.Step label="Archivo" description={isSmallScreen ? undefined : '.xlsx o .csv'}>
          <UploadStep
            onFile={(chosen) => void onFile(chosen)}
            error={fileError}
            loading={inspect.isPending}
          />
        </Stepper.Step>
        <Stepper.Step label="Columnas" description={isSmallScreen ? undefined : 'Qué es cada una'}>
          {inspection && mapping ? (
            <div ref={mappingRef}>
              <MappingStep
                inspect={inspection}
                mapping={mapping}
                onMappingChange={setMapping}
                errors={mappingErrors}
                onSheetChange={(sheet) => {
                  if (file) runInspect(file, sheet);
                }}
                onHeaderRowChange={(headerRow) => {
                  if (file) runInspect(file, inspection.sheet, headerRow);
                }}
                reading={inspect.isPending}
                readError={fileError}
              />
            </div>
          ) : null}
        </Stepper.Step>
        <Stepper.Step label="Revisión" description={isSmallScreen ? undefined : 'Simulación'}>
          {preview ? (
            <ReviewStep result={preview} onOverride={onOverride} onUpgrade={onUpgrade} />
          ) : null}
        </Stepper.Step>
        <Stepper.Completed>
          {apply.data ? <ResultStep result={apply.data} /> : null}
        </Stepper.Completed>
      </Stepper>
      {stepErrors?.form ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertCircle size={18} />}
          mb="md"
          role="alert"
        >
          {stepErrors.form}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        {step === 3 ? (
          <Button onClick={close}>Ver ingredientes</Button>
        ) : (
          <>
            {step > 0 ? (
              <Button
                variant="default"
                onClick={() => {
                  setStep(step - 1);
                }}
                disabled={previewMutation.isPending || apply.isPending}
              >
                Atrás
              </Button>
            ) : null}
            <Button variant="subtle" color="gray" onClick={close} disabled={apply.isPending}>
              Cancelar
            </Button>
            {step === 1 ? (
              <Button
                onClick={() => {
                  runPreview();
                }}
                loading={previewMutation.isPending}
                disabled={mapping?.name == null || mapping.price == null}
              >
                Revisar
              </Button>
            ) : null}
            {step === 2 ? (
              <Button
                onClick={runApply}
                loading={apply.isPending}
                disabled={!canApply || previewMutation.isPending}
              >
                Aplicar importación
              </Button>
            ) : null}
          </>
        )}
      </Group>
    </Modal>
  );
}
