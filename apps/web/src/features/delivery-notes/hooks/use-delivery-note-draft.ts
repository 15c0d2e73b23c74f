import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DeliveryNoteResult } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { useCreateDeliveryNote } from '../../../api/delivery-notes/create-delivery-note.ts';
import { usePreviewDeliveryNote } from '../../../api/delivery-notes/preview-delivery-note.ts';
import { useSupplierProducts } from '../../../api/suppliers/get-supplier-overview.ts';
import { useSuppliers } from '../../../api/suppliers/list-suppliers.ts';
import { readSaveError } from '../../../lib/form-errors.ts';
import { todayIso } from '../lib/delivery-display.ts';
import {
  buildDeliveryNote,
  hasErrors,
  NO_ERRORS,
  placeServerErrors,
  type BuiltNote,
  type LineDraft,
  type NoteErrors,
  type NoteHeader,
} from '../lib/delivery-lines.ts';

const FALLBACK_ERROR = 'No se ha podido revisar el albarán. Inténtalo de nuevo.';

export type DeliveryNoteStep =
  | { kind: 'edit' }
  | { kind: 'review'; built: BuiltNote; result: DeliveryNoteResult }
  | { kind: 'saved'; result: DeliveryNoteResult; supplierId: number; supplierName: string };

function supplierParam(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

/**
 * The albarán being typed (issue 32): the header (the supplier from `?supplier=`, today), a draft
 * per product, the refusals placed on their lines, and the steps edit → review → saved. A refusal
 * of the review or the save goes back to the form with everything typed.
 */
export function useDeliveryNoteDraft() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [header, setHeader] = useState<NoteHeader>(() => ({
    supplier: supplierParam(searchParams.get('supplier')),
    date: todayIso(),
    number: '',
  }));
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>({});
  const [errors, setErrors] = useState<NoteErrors>(NO_ERRORS);
  // Counted per refused "Revisar" or save, so the focus moves to what to fix then, and never
  // while the cook types (which clears a line's message).
  const [refusals, setRefusals] = useState(0);
  const [step, setStep] = useState<DeliveryNoteStep>({ kind: 'edit' });
  const suppliers = useSuppliers();
  // An address naming a supplier the cook does not have (deleted, mistyped) chooses none.
  const supplierId = suppliers.data?.some((supplier) => supplier.id === header.supplier)
    ? header.supplier
    : null;
  const overview = useSupplierProducts(supplierId);
  const preview = usePreviewDeliveryNote();
  const save = useCreateDeliveryNote();

  const products = useMemo(
    () => (overview.data?.products ?? []).filter((product) => product.is_active),
    [overview.data],
  );
  const productsById = useMemo(
    () => new Map<number, SupplierProduct>(products.map((product) => [product.id, product])),
    [products],
  );
  const supplierName =
    overview.data?.supplier.name ??
    suppliers.data?.find((supplier) => supplier.id === supplierId)?.name ??
    '';

  const changeHeader = (next: NoteHeader) => {
    if (next.supplier !== header.supplier) {
      setSearchParams(next.supplier === null ? {} : { supplier: String(next.supplier) }, {
        replace: true,
      });
    }
    setHeader(next);
    setErrors((current) => ({ ...current, header: {}, form: null }));
  };

  const changeLine = (productId: number, draft: LineDraft) => {
    setDrafts((current) => ({ ...current, [productId]: draft }));
    setErrors((current) => {
      if (current.lines[productId] === undefined) return current;
      const lines = Object.fromEntries(
        Object.entries(current.lines).filter(([id]) => Number(id) !== productId),
      );
      return { ...current, lines };
    });
  };

  const refused = (error: unknown, built: BuiltNote) => {
    const read = readSaveError(error, FALLBACK_ERROR);
    const placed = placeServerErrors(read.fields, built.productOfLine);
    setErrors({ ...placed, form: placed.form ?? read.form });
    setRefusals((count) => count + 1);
    setStep({ kind: 'edit' });
  };

  const review = () => {
    const built = buildDeliveryNote({ ...header, supplier: supplierId }, products, drafts);
    if (hasErrors(built.errors)) {
      setErrors(built.errors);
      setRefusals((count) => count + 1);
      return;
    }
    setErrors(NO_ERRORS);
    preview.mutate(built.request, {
      onSuccess: (result) => {
        setStep({ kind: 'review', built, result });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        refused(error, built);
      },
    });
  };

  const submit = () => {
    if (step.kind !== 'review' || supplierId === null) return;
    const { built } = step;
    const savedFor = supplierId;
    save.mutate(built.request, {
      onSuccess: (result) => {
        setDrafts({});
        setStep({ kind: 'saved', result, supplierId: savedFor, supplierName });
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        refused(error, built);
      },
    });
  };

  const startNew = () => {
    setDrafts({});
    setErrors(NO_ERRORS);
    setHeader((current) => ({ ...current, date: todayIso(), number: '' }));
    setStep({ kind: 'edit' });
  };

  return {
    header: { ...header, supplier: supplierId },
    supplierName,
    suppliers,
    overview,
    products,
    productsById,
    drafts,
    errors,
    refusals,
    step,
    reviewing: preview.isPending,
    saving: save.isPending,
    changeHeader,
    changeLine,
    review,
    submit,
    edit: () => {
      setStep({ kind: 'edit' });
    },
    startNew,
  };
}

export type DeliveryNoteDraft = ReturnType<typeof useDeliveryNoteDraft>;
