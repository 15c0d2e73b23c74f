import { useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { PurchaseOrder } from '@costeo/domain/contracts/purchase-orders';
import { dec } from '@costeo/domain/decimal';
import { orderQuantityText } from '@costeo/domain/purchase-orders';
import { useUpdatePurchaseOrder } from '../../../api/purchase-orders/purchase-orders.ts';
import { getFeatureNotAvailable, getFieldErrors } from '../../../lib/api-errors.ts';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { parseDecimalInput } from '../../../lib/decimal-input.ts';
import { formatEuro, formatPurchasePrice } from '../../../lib/format.ts';
import {
  buildDraftUpdate,
  draftEditOf,
  hasDraftErrors,
  NO_DRAFT_ERRORS,
  placeDraftErrors,
  type DraftErrors,
} from '../lib/draft-edit.ts';
import { refusalMessage } from '../lib/purchase-order-display.ts';
import { StepHeading } from './step-heading.tsx';

interface DraftOrderEditorProps {
  order: PurchaseOrder;
  onDone: () => void;
  onUpgrade: (message: string) => void;
}

/**
 * A draft's lines edited before it is sent: the formats of each line, a line removed, the day of
 * delivery. The prices stay the ones the draft has; the total follows what is typed.
 */
export function DraftOrderEditor({ order, onDone, onUpgrade }: DraftOrderEditorProps) {
  const [edit, setEdit] = useState(() => draftEditOf(order));
  const [errors, setErrors] = useState<DraftErrors>(NO_DRAFT_ERRORS);
  const update = useUpdatePurchaseOrder();
  const formRef = useRef<HTMLFormElement>(null);

  const show = (next: DraftErrors) => {
    setErrors(next);
    requestAnimationFrame(() => {
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [data-draft-alert]')
        ?.focus();
    });
  };

  const total = edit.lines.reduce((sum, line) => {
    const quantity = parseDecimalInput(line.quantity);
    return quantity ? sum.plus(quantity.times(line.unitPrice).toDecimalPlaces(2)) : sum;
  }, dec(0));

  const save = () => {
    const built = buildDraftUpdate(order, edit);
    if (hasDraftErrors(built.errors)) {
      show(built.errors);
      return;
    }
    setErrors(NO_DRAFT_ERRORS);
    update.mutate(
      { id: order.id, input: built.input },
      {
        onSuccess: onDone,
        onError: (error) => {
          const plan = getFeatureNotAvailable(error);
          if (plan) {
            onUpgrade(plan.detail);
            return;
          }
          const fields = getFieldErrors(error);
          show(
            Object.keys(fields).length > 0
              ? placeDraftErrors(fields, built.lineOf)
              : {
                  ...NO_DRAFT_ERRORS,
                  form: refusalMessage(error, 'No se ha podido guardar. Inténtalo de nuevo.'),
                },
          );
        },
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="md">
        <StepHeading>Editar el borrador</StepHeading>
        {errors.form ? (
          <Alert color="red" p="xs" role="alert" tabIndex={-1} data-draft-alert>
            {errors.form}
          </Alert>
        ) : null}
        <TextInput
          type="date"
          label="Día de entrega"
          required
          value={edit.deliveryDate}
          error={errors.deliveryDate}
          onChange={(event) => {
            setEdit({ ...edit, deliveryDate: event.currentTarget.value });
          }}
          maw={260}
        />
        {edit.dropped.length > 0 ? (
          <Text size="sm" c="dimmed">
            Se quitan al guardar, porque sus productos ya no existen: {edit.dropped.join(', ')}.
          </Text>
        ) : null}
        <Stack
          gap="xs"
          component="ul"
          aria-label="Líneas del borrador"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {edit.lines.map((line) => {
            const error = errors.lines[line.line];
            const errorId = `draft-line-error-${String(line.line)}`;
            const quantity = parseDecimalInput(line.quantity);
            return (
              <Paper component="li" withBorder radius="sm" p="sm" key={line.line}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {line.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {quantity && !quantity.isZero()
                        ? orderQuantityText(quantity, line.formatName)
                        : line.formatName}{' '}
                      a {formatPurchasePrice(line.unitPrice)}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Quitar ${line.name}`}
                    onClick={() => {
                      setEdit({ ...edit, lines: edit.lines.filter((one) => one !== line) });
                    }}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <Group gap="xs" mt="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label="Formatos"
                    aria-label={`Formatos · ${line.name}`}
                    inputMode="decimal"
                    autoComplete="off"
                    w={120}
                    value={line.quantity}
                    error={error !== undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={(event) => {
                      const value = event.currentTarget.value;
                      setEdit({
                        ...edit,
                        lines: edit.lines.map((one) =>
                          one === line ? { ...one, quantity: value } : one,
                        ),
                      });
                    }}
                  />
                  <Text size="sm" c="dimmed" pb={6}>
                    × {line.formatName}
                  </Text>
                </Group>
                {error ? (
                  <Text id={errorId} size="sm" mt={4} c={BADGE_TEXT.red}>
                    {error}
                  </Text>
                ) : null}
              </Paper>
            );
          })}
        </Stack>
        <Group justify="space-between">
          <Text fw={600}>Total (sin IVA)</Text>
          <Text fw={700} data-testid="draft-total">
            {formatEuro(total.toFixed(2))}
          </Text>
        </Group>
        <Group gap="xs">
          <Button type="submit" loading={update.isPending}>
            Guardar cambios
          </Button>
          <Button variant="default" disabled={update.isPending} onClick={onDone}>
            Cancelar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
