import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconChecklist,
  IconDeviceFloppy,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import type { DeliveryNoteResult } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { PageHeader } from '../../../components/page-header.tsx';
import { LoadErrorAlert } from '../../../components/load-error-alert.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { useCreateDeliveryNote } from '../../../api/delivery-notes/create-delivery-note.ts';
import { usePreviewDeliveryNote } from '../../../api/delivery-notes/preview-delivery-note.ts';
import { getSupplierOverview } from '../../../api/suppliers/get-supplier-overview.ts';
import { supplierKeys } from '../../../api/suppliers/keys.ts';
import { useSuppliers } from '../../../api/suppliers/list-suppliers.ts';
import { formatEuro } from '../../../lib/format.ts';
import { readSaveError, useFocusFirstError } from '../../../lib/form-errors.ts';
import { SUPPLIERS_PATH } from '../../../lib/supplier-paths.ts';
import { DeliveryImpactFallback } from '../components/delivery-impact-fallback.tsx';
import { DeliveryNoteBar } from '../components/delivery-note-bar.tsx';
import { DeliveryNoteHeaderFields } from '../components/delivery-note-header-fields.tsx';
import { DeliveryNoteLines } from '../components/delivery-note-lines.tsx';
import { DeliveryNoteReview } from '../components/delivery-note-review.tsx';
import { DeliveryNoteSaved } from '../components/delivery-note-saved.tsx';
import { linesLabel, todayIso } from '../lib/delivery-display.ts';
import {
  buildDeliveryNote,
  hasErrors,
  hasTypedAnything,
  NO_ERRORS,
  placeServerErrors,
  typedProducts,
  type BuiltNote,
  type LineDraft,
  type NoteErrors,
  type NoteHeader,
} from '../lib/delivery-lines.ts';
import { DELIVERY_NOTES_PATH } from '../lib/delivery-note-paths.ts';

/** The months of the overview asked for (the supplier's screen's, so both share one answer). */
const OVERVIEW_MONTHS = 12;
/** Wide screens: the lines stay readable (name, quantity and unit within one glance). */
const MAX_WIDTH = 960;
const FALLBACK_ERROR = 'No se ha podido revisar el albarán. Inténtalo de nuevo.';

/** What the app composes in: the margin impact of the invoices, and the plan's way up. */
export interface DeliveryImpactSlot {
  /** "Efecto en tus márgenes" for an answer with dishes or menus whose cost moves. */
  render: (result: DeliveryNoteResult) => ReactNode;
  /** SPEC.md §5's message for a plan without the impact. */
  lockedMessage: string;
  onUpgrade: () => void;
}

type Step =
  | { kind: 'edit' }
  | { kind: 'review'; built: BuiltNote; result: DeliveryNoteResult }
  | { kind: 'saved'; result: DeliveryNoteResult; supplierId: number; supplierName: string };

function supplierParam(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) && Number(value) >= 1 ? Number(value) : null;
}

function useSupplierProducts(supplierId: number | null) {
  return useQuery({
    queryKey: supplierKeys.overview(supplierId ?? 0, OVERVIEW_MONTHS),
    queryFn: () => getSupplierOverview(supplierId ?? 0, OVERVIEW_MONTHS),
    enabled: supplierId !== null,
  });
}

function NoSuppliers() {
  return (
    <Alert color="gray" variant="light" title="Aún no tienes proveedores">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          Un albarán es lo que te entrega un proveedor. Crea primero el proveedor y asígnale sus
          productos; después anota aquí lo que llega.
        </Text>
        <Button component={Link} to={SUPPLIERS_PATH} variant="default">
          Ir a Proveedores
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * /ingredients/delivery-notes/new, "Nuevo albarán" (issue 32), phone first: the supplier, the day,
 * the quantities received of its products (last used first) and any new price; "Revisar" prices
 * every line and shows what the new prices do to the margins; "Guardar albarán" records it.
 */
export function NewDeliveryNotePage({ impact }: { impact: DeliveryImpactSlot }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const today = todayIso();
  const [header, setHeader] = useState<NoteHeader>(() => ({
    supplier: supplierParam(searchParams.get('supplier')),
    date: today,
    number: '',
  }));
  const [drafts, setDrafts] = useState<Record<number, LineDraft>>({});
  const [errors, setErrors] = useState<NoteErrors>(NO_ERRORS);
  const [step, setStep] = useState<Step>({ kind: 'edit' });
  const suppliers = useSuppliers();
  // An address naming a supplier the cook does not have (deleted, mistyped) chooses none.
  const supplierId = suppliers.data?.some((supplier) => supplier.id === header.supplier)
    ? header.supplier
    : null;
  const overview = useSupplierProducts(supplierId);
  const preview = usePreviewDeliveryNote();
  const save = useCreateDeliveryNote();
  // Counted per refused "Revisar" or save, so the focus moves to what to fix then, and never
  // while the cook types (which clears a line's message).
  const [refusals, setRefusals] = useState(0);
  const formRef = useFocusFirstError<HTMLFormElement>(refusals);

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
  const typedCount = typedProducts(products, drafts).length;

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

  const back = (
    <Anchor component={Link} to={DELIVERY_NOTES_PATH} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Albaranes
    </Anchor>
  );
  const guard = (
    <UnsavedChangesGuard
      when={step.kind !== 'saved' && hasTypedAnything(drafts)}
      message="Si sales ahora, perderás las cantidades y los precios de este albarán."
    />
  );

  if (step.kind === 'saved') {
    return (
      <Box maw={MAX_WIDTH}>
        {back}
        <PageHeader title="Albarán guardado" />
        <DeliveryNoteSaved
          result={step.result}
          supplierId={step.supplierId}
          supplierName={step.supplierName}
          onNew={startNew}
        />
      </Box>
    );
  }

  if (step.kind === 'review') {
    const { result } = step;
    const moved = result.affected_recipes.length > 0 || result.affected_menus.length > 0;
    return (
      <Box maw={MAX_WIDTH}>
        {back}
        <PageHeader title="Revisar albarán" description="Aún no se ha guardado nada." />
        <Stack gap="md">
          <DeliveryNoteReview
            result={result}
            supplierName={supplierName}
            date={header.date}
            number={header.number}
            products={productsById}
            impact={
              result.impact_available && moved ? (
                impact.render(result)
              ) : (
                <DeliveryImpactFallback
                  locked={
                    result.impact_available
                      ? null
                      : { message: impact.lockedMessage, onUpgrade: impact.onUpgrade }
                  }
                />
              )
            }
          />
          <DeliveryNoteBar
            label="Guardar el albarán"
            summary={`${linesLabel(result.lines.length)} · ${formatEuro(result.total_net)}`}
          >
            <Button
              variant="default"
              onClick={() => {
                setStep({ kind: 'edit' });
              }}
              disabled={save.isPending}
            >
              Corregir
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={save.isPending}
              onClick={submit}
            >
              Guardar albarán
            </Button>
          </DeliveryNoteBar>
        </Stack>
        {guard}
      </Box>
    );
  }

  return (
    <Box maw={MAX_WIDTH}>
      {back}
      <PageHeader
        title="Nuevo albarán"
        description="Anota lo que te ha llegado: Costeo registra la compra y, si cambió, el precio."
      />
      {suppliers.isPending ? (
        <Stack gap="sm" role="progressbar" aria-busy="true" aria-label="Cargando tus proveedores">
          <Skeleton height={60} />
          <Skeleton height={240} />
        </Stack>
      ) : suppliers.isError ? (
        <LoadErrorAlert
          title="No se han podido cargar tus proveedores"
          retrying={suppliers.isFetching}
          onRetry={() => void suppliers.refetch()}
        />
      ) : suppliers.data.length === 0 ? (
        <NoSuppliers />
      ) : (
        <form
          ref={formRef}
          noValidate
          aria-label="Nuevo albarán"
          onSubmit={(event) => {
            event.preventDefault();
            review();
          }}
        >
          <Stack gap="md">
            <DeliveryNoteHeaderFields
              suppliers={suppliers.data}
              header={{ ...header, supplier: supplierId }}
              maxDate={today}
              errors={errors.header}
              onChange={changeHeader}
            />
            {errors.form ? (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {errors.form}
              </Alert>
            ) : null}
            {supplierId === null ? (
              <Text size="sm" c="dimmed">
                Elige el proveedor: verás sus productos, los que más le compras primero.
              </Text>
            ) : overview.isPending ? (
              <Stack
                gap="xs"
                role="progressbar"
                aria-busy="true"
                aria-label="Cargando sus productos"
              >
                <Skeleton height={56} />
                <Skeleton height={56} />
                <Skeleton height={56} />
              </Stack>
            ) : overview.isError ? (
              <LoadErrorAlert
                title="No se han podido cargar los productos del proveedor"
                retrying={overview.isFetching}
                onRetry={() => void overview.refetch()}
              />
            ) : (
              <Stack gap="xs">
                <Title order={2} size="h4">
                  Productos
                </Title>
                <Text size="sm" c="dimmed">
                  Los últimos que le compraste, primero. Escribe la cantidad recibida; si el precio
                  ha cambiado, pulsa «Precio nuevo». Los productos sin cantidad no se guardan.
                </Text>
                <DeliveryNoteLines
                  supplierId={overview.data.supplier.id}
                  supplierName={supplierName}
                  products={products}
                  drafts={drafts}
                  errors={errors.lines}
                  onChange={changeLine}
                />
              </Stack>
            )}
            <DeliveryNoteBar
              label="Revisar el albarán"
              summary={typedCount === 0 ? 'Sin líneas todavía' : linesLabel(typedCount)}
            >
              <Button
                type="submit"
                leftSection={<IconChecklist size={16} aria-hidden />}
                loading={preview.isPending}
              >
                Revisar
              </Button>
            </DeliveryNoteBar>
          </Stack>
        </form>
      )}
      {guard}
    </Box>
  );
}
