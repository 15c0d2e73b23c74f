import { useState } from 'react';
import {
  salesImportRequestSchema,
  SALES_DEFAULT_VAT_PCT,
  type SalesField,
  type SalesImportRequest,
  type SalesImportResult,
} from '@costeo/domain/contracts/sales';
import { useApplySalesImport } from '../../../api/sales/apply-sales-import.ts';
import { usePreviewSalesImport } from '../../../api/sales/preview-sales-import.ts';
import { readSaveError, validateRequest, type FieldErrors } from '../../../lib/form-errors.ts';
import { readFileAsBase64 } from '../../../lib/read-file.ts';
import { checkSalesFile } from '../lib/read-sales-file.ts';

export type SalesMappingDraft = Record<SalesField, number | null>;

/** What the cook chose beside the file: the columns, the one date, the VAT of rows without one. */
export interface SalesImportChoices {
  mapping: SalesMappingDraft | null;
  sheet: string | undefined;
  /** "AAAA-MM-DD" or "" (the file has a date column). */
  date: string;
  /** As typed, "10" or "10,5". */
  vat: string;
}

interface ChosenFile {
  name: string;
  base64: string;
}

const READ_FAILED = 'No se ha podido leer el archivo. Inténtalo de nuevo.';

const INITIAL_CHOICES: SalesImportChoices = {
  mapping: null,
  sheet: undefined,
  date: '',
  vat: String(SALES_DEFAULT_VAT_PCT),
};

/**
 * The import's state (issue 33): the file travels with every step; each change of a column, the
 * date or the VAT asks for a new preview (nothing written); "Importar" applies the same request.
 * A choice the contract refuses is said on its field and not sent, so nothing typed is lost.
 */
export function useSalesImport() {
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [choices, setChoices] = useState<SalesImportChoices>(INITIAL_CHOICES);
  const [localErrors, setLocalErrors] = useState<FieldErrors>({});
  const [preview, setPreview] = useState<SalesImportResult | null>(null);
  const previewMutation = usePreviewSalesImport();
  const apply = useApplySalesImport();

  const requestOf = (chosen: ChosenFile, next: SalesImportChoices): SalesImportRequest => ({
    file_name: chosen.name,
    content_base64: chosen.base64,
    sheet: next.sheet,
    mapping: next.mapping ?? undefined,
    date: next.date === '' ? undefined : next.date,
    default_vat_pct: next.vat.trim() === '' ? undefined : next.vat.trim(),
  });

  const runPreview = (chosen: ChosenFile, next: SalesImportChoices) => {
    const request = requestOf(chosen, next);
    const errors = validateRequest(salesImportRequestSchema, request);
    setLocalErrors(errors);
    if (Object.keys(errors).length > 0) return;
    previewMutation.mutate(request, {
      onSuccess: (result) => {
        setFileError(null);
        setPreview(result);
        // The server's columns from now on: the next preview sends them as given.
        setChoices({ ...next, mapping: result.mapping, sheet: result.sheet });
      },
      onError: (error) => {
        // Before any preview, a refused file is said at the upload.
        if (!preview) {
          const { fields, form } = readSaveError(error, READ_FAILED);
          setFileError(fields.content_base64 ?? Object.values(fields)[0] ?? form ?? READ_FAILED);
        }
      },
    });
  };

  const chooseFile = async (chosen: File) => {
    const problem = checkSalesFile(chosen);
    setFileError(problem);
    if (problem) return;
    const next = { name: chosen.name, base64: await readFileAsBase64(chosen) };
    setFile(next);
    setPreview(null);
    setChoices(INITIAL_CHOICES);
    runPreview(next, INITIAL_CHOICES);
  };

  const change = (patch: Partial<SalesImportChoices>) => {
    const next = { ...choices, ...patch };
    setChoices(next);
    if (file) runPreview(file, next);
  };

  /** Typing the VAT only keeps it; it is sent when the field is left. */
  const typeVat = (vat: string) => {
    setChoices({ ...choices, vat });
  };

  const runApply = () => {
    if (!file) return;
    const request = requestOf(file, choices);
    const errors = validateRequest(salesImportRequestSchema, request);
    setLocalErrors(errors);
    if (Object.keys(errors).length === 0) apply.mutate(request);
  };

  const reset = () => {
    setFile(null);
    setFileError(null);
    setChoices(INITIAL_CHOICES);
    setLocalErrors({});
    setPreview(null);
    previewMutation.reset();
    apply.reset();
  };

  const serverError = preview ? (apply.error ?? previewMutation.error) : null;
  const serverErrors = serverError ? readSaveError(serverError, READ_FAILED) : null;
  return {
    file,
    fileError,
    choices,
    preview,
    /** The contract's and the server's messages by field (`mapping.units`, `date`…). */
    errors: { ...serverErrors?.fields, ...localErrors },
    formError: serverErrors?.form ?? null,
    previewing: previewMutation.isPending,
    applying: apply.isPending,
    applied: apply.data ?? null,
    chooseFile,
    change,
    typeVat,
    commitVat: () => {
      if (file) runPreview(file, choices);
    },
    runApply,
    reset,
  };
}
