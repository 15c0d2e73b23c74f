import { useRef, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import type {
  PurchaseOrder,
  PurchaseOrderReceiveNotePreview,
} from '@costeo/domain/contracts/purchase-orders';
import {
  usePreviewReceiveNote,
  useReceiveWithNote,
} from '../../../api/purchase-orders/purchase-orders.ts';
import { useSupplierProducts } from '../../../api/suppliers/get-supplier-overview.ts';
import { getFeatureNotAvailable, getFieldErrors } from '../../../lib/api-errors.ts';
import { refusalMessage, today } from '../lib/purchase-order-display.ts';
import {
  buildReceiptNote,
  hasReceiptErrors,
  NO_RECEIPT_ERRORS,
  placeReceiptErrors,
  prefillReceipt,
  unorderedCandidates,
  unorderedReceiptLine,
  type ReceiptErrors,
  type ReceiptHeader,
  type ReceiptLineDraft,
} from '../lib/receipt-note.ts';
import type { ReceiptDone, RenderReceiptImpact } from '../lib/receipt-types.ts';
import { StepHeading } from './step-heading.tsx';
import { ReceiptNoteForm } from './receipt-note-form.tsx';
import { ReceiptNoteReview } from './receipt-note-review.tsx';
import { ReceiveUpload } from './receive-upload.tsx';
import { ReceiveWays, type ReceiveWay } from './receive-ways.tsx';

interface ReceiveOrderProps {
  order: PurchaseOrder;
  renderImpact: RenderReceiptImpact | undefined;
  onCancel: () => void;
  onReceived: (done: ReceiptDone) => void;
  onUpgrade: (message: string) => void;
}

/**
 * «Recibir con albarán o factura» (issue 37 point 5): the supplier's albarán typed from the
 * order's lines, or its invoice or albarán uploaded; the incidents against the order are shown
 * before anything is recorded, then «Registrar entrega» records the document and the order is
 * received. What was typed stays while the cook goes back, and after a refusal.
 */
export function ReceiveOrder({
  order,
  renderImpact,
  onCancel,
  onReceived,
  onUpgrade,
}: ReceiveOrderProps) {
  const [way, setWay] = useState<ReceiveWay | null>(null);
  const [header, setHeader] = useState<ReceiptHeader>(() => ({ date: today(), number: '' }));
  const [drafts, setDrafts] = useState<ReceiptLineDraft[]>(() => prefillReceipt(order));
  const [errors, setErrors] = useState<ReceiptErrors>(NO_RECEIPT_ERRORS);
  const [review, setReview] = useState<PurchaseOrderReceiveNotePreview | null>(null);
  const [sentLines, setSentLines] = useState<number[]>([]);
  const preview = usePreviewReceiveNote();
  const receive = useReceiveWithNote();
  const formRef = useRef<HTMLFormElement>(null);
  const orderedPrices = new Map(order.lines.map((line) => [line.line, line.unit_price]));
  const supplier = order.supplier;
  // Asked for only once the albarán is typed: the products that may have come unordered.
  const supplierProducts = useSupplierProducts(way === 'note' ? supplier : null);

  // The errors shown; the first field to fix takes the focus, else the alert is read.
  const show = (next: ReceiptErrors) => {
    setErrors(next);
    requestAnimationFrame(() => {
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-receipt-alert]')
        ?.focus();
    });
  };

  const refused = (error: unknown, orderLineOf: readonly number[]) => {
    const plan = getFeatureNotAvailable(error);
    if (plan) {
      onUpgrade(plan.detail);
      return;
    }
    const fields = getFieldErrors(error);
    const placed =
      Object.keys(fields).length > 0
        ? placeReceiptErrors(fields, orderLineOf)
        : {
            ...NO_RECEIPT_ERRORS,
            form: refusalMessage(
              error,
              'No se ha podido comprobar el albarán. Inténtalo de nuevo.',
            ),
          };
    setReview(null);
    show(placed);
  };

  const check = () => {
    if (supplier === null) return;
    const built = buildReceiptNote(supplier, header, drafts);
    if (hasReceiptErrors(built.errors)) {
      show(built.errors);
      return;
    }
    setErrors(NO_RECEIPT_ERRORS);
    setSentLines(built.orderLineOf);
    preview.mutate(
      { id: order.id, note: built.request },
      {
        onSuccess: (result) => {
          setReview(result);
        },
        onError: (error) => {
          refused(error, built.orderLineOf);
        },
      },
    );
  };

  const record = () => {
    if (supplier === null) return;
    const built = buildReceiptNote(supplier, header, drafts);
    receive.mutate(
      { id: order.id, note: built.request },
      {
        onSuccess: (result) => {
          onReceived({ incidents: result.incidents, documentLabel: 'el albarán' });
        },
        onError: (error) => {
          refused(error, sentLines);
        },
      },
    );
  };

  if (supplier === null) {
    return (
      <Alert color="red" role="alert">
        El proveedor de este pedido ya no existe: márcalo como recibido a mano.
      </Alert>
    );
  }

  if (way === null) {
    return <ReceiveWays onChoose={setWay} onCancel={onCancel} />;
  }

  if (way === 'upload') {
    return (
      <ReceiveUpload
        order={order}
        renderImpact={renderImpact}
        onBack={() => {
          setWay(null);
        }}
        onReceived={onReceived}
        onUpgrade={onUpgrade}
      />
    );
  }

  if (review) {
    return (
      <Stack gap="md">
        <StepHeading>Revisa la entrega</StepHeading>
        <ReceiptNoteReview
          order={order}
          preview={review}
          date={header.date}
          number={header.number}
          impact={
            renderImpact?.({
              available: review.delivery_note.impact_available,
              recipes: review.delivery_note.affected_recipes,
              menus: review.delivery_note.affected_menus,
            }) ?? null
          }
        />
        <Group gap="xs">
          <Button
            color="green"
            leftSection={<IconCheck size={16} />}
            loading={receive.isPending}
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
            Volver y corregir
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        check();
      }}
    >
      <Stack gap="md">
        <StepHeading>Escribe el albarán</StepHeading>
        {errors.form ? (
          <Alert color="red" p="xs" role="alert" tabIndex={-1} data-receipt-alert>
            {errors.form}
          </Alert>
        ) : null}
        <ReceiptNoteForm
          header={header}
          drafts={drafts}
          orderedPrices={orderedPrices}
          maxDate={today()}
          errors={errors}
          onHeader={setHeader}
          onLine={(draft) => {
            setDrafts((current) => current.map((one) => (one.line === draft.line ? draft : one)));
          }}
          candidates={
            supplierProducts.data
              ? unorderedCandidates(supplierProducts.data.products, drafts)
              : undefined
          }
          candidatesFailed={supplierProducts.isError}
          onAdd={(product) => {
            setDrafts((current) => [...current, unorderedReceiptLine(product, current)]);
          }}
          onRemove={(line) => {
            setDrafts((current) => current.filter((one) => one.line !== line));
            setErrors((current) => {
              const { [line]: _removed, ...lines } = current.lines;
              return { ...current, lines };
            });
          }}
        />
        <Group gap="xs">
          <Button type="submit" loading={preview.isPending}>
            Comprobar con el pedido
          </Button>
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
            disabled={preview.isPending}
            onClick={() => {
              setWay(null);
            }}
          >
            Volver
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
