import type { ReactNode } from 'react';
import { Anchor, Box, Button, Stack } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DeliveryNoteResult } from '@costeo/domain/contracts/purchases';
import { PageHeader } from '../../../components/page-header.tsx';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { DeliveryImpactFallback } from '../components/delivery-impact-fallback.tsx';
import { DeliveryNoteBar } from '../components/delivery-note-bar.tsx';
import { DeliveryNoteForm } from '../components/delivery-note-form.tsx';
import { DeliveryNoteReview } from '../components/delivery-note-review.tsx';
import { DeliveryNoteSaved } from '../components/delivery-note-saved.tsx';
import { useDeliveryNoteDraft } from '../hooks/use-delivery-note-draft.ts';
import { linesLabel } from '../lib/delivery-display.ts';
import { hasTypedAnything } from '../lib/delivery-lines.ts';
import { DELIVERY_NOTES_PATH } from '../lib/delivery-note-paths.ts';

/** Wide screens: the lines stay readable (name, quantity and unit within one glance). */
const MAX_WIDTH = 960;

/** What the app composes in: the margin impact of the invoices, and the plan's way up. */
export interface DeliveryImpactSlot {
  /** "Efecto en tus márgenes" for an answer with dishes or menus whose cost moves. */
  render: (result: DeliveryNoteResult) => ReactNode;
  /** SPEC.md §5's message for a plan without the impact. */
  lockedMessage: string;
  onUpgrade: () => void;
}

/** The invoices' panel when dishes move; otherwise why there is none (nothing moves, or the plan). */
function impactOf(result: DeliveryNoteResult, impact: DeliveryImpactSlot): ReactNode {
  const moved = result.affected_recipes.length > 0 || result.affected_menus.length > 0;
  if (result.impact_available && moved) return impact.render(result);
  return (
    <DeliveryImpactFallback
      locked={
        result.impact_available
          ? null
          : { message: impact.lockedMessage, onUpgrade: impact.onUpgrade }
      }
    />
  );
}

/**
 * /ingredients/delivery-notes/new, "Nuevo albarán" (issue 32), phone first: the supplier, the day,
 * the quantities received of its products (last used first) and any new price; "Revisar" prices
 * every line and shows what the new prices do to the margins; "Guardar albarán" records it.
 */
export function NewDeliveryNotePage({ impact }: { impact: DeliveryImpactSlot }) {
  const draft = useDeliveryNoteDraft();
  const { step } = draft;

  const back = (
    <Anchor component={Link} to={DELIVERY_NOTES_PATH} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Albaranes
    </Anchor>
  );
  const guard = (
    <UnsavedChangesGuard
      when={step.kind !== 'saved' && hasTypedAnything(draft.drafts)}
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
          onNew={draft.startNew}
        />
      </Box>
    );
  }

  if (step.kind === 'review') {
    const { result } = step;
    return (
      <Box maw={MAX_WIDTH}>
        {back}
        <PageHeader title="Revisar albarán" description="Aún no se ha guardado nada." />
        <Stack gap="md">
          <DeliveryNoteReview
            result={result}
            supplierName={draft.supplierName}
            date={draft.header.date}
            number={draft.header.number}
            products={draft.productsById}
            impact={impactOf(result, impact)}
          />
          <DeliveryNoteBar
            label="Guardar el albarán"
            summary={`${linesLabel(result.lines.length)} · ${formatEuro(result.total_net)}`}
          >
            <Button variant="default" onClick={draft.edit} disabled={draft.saving}>
              Corregir
            </Button>
            <Button
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={draft.saving}
              onClick={draft.submit}
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
      <DeliveryNoteForm draft={draft} />
      {guard}
    </Box>
  );
}
