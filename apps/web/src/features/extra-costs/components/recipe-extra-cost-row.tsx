import { useState, type SyntheticEvent } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { RecipeExtraCost } from '@costeo/domain/contracts/extra-costs';
import { readSaveError } from '../../../lib/form-errors.ts';
import { toDecimalInput } from '../../../lib/decimal-input.ts';
import { formatEuro } from '../../../lib/format.ts';
import { useUpdateRecipeExtraCost } from '../../../api/extra-costs/update-recipe-extra-cost.ts';
import { parseAmount } from '../lib/definition-form-values.ts';
import {
  amountUnit,
  EXTRA_COST_TYPE_LABELS,
  formatExtraCostAmount,
} from '../lib/extra-cost-display.ts';

interface RecipeExtraCostRowProps {
  extra: RecipeExtraCost;
  onChanged: () => void;
  onRemove: (extra: RecipeExtraCost) => void;
}

/** One extra cost of the recipe: its amount for this recipe (editable) and what it adds. */
export function RecipeExtraCostRow({ extra, onChanged, onRemove }: RecipeExtraCostRowProps) {
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateRecipeExtraCost();

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = parseAmount(amount, extra.cost_type);
    if ('error' in parsed) {
      setError(parsed.error);
      return;
    }
    update.mutate(
      { id: extra.id, changes: { amount: parsed.amount } },
      {
        onSuccess: () => {
          setEditing(false);
          onChanged();
        },
        onError: (updateError) => {
          // The amount is the one field: every 400 message on it; generic only for a 5xx.
          const { fields, form } = readSaveError(
            updateError,
            'No se ha podido cambiar el importe. Inténtalo de nuevo.',
          );
          setError([...Object.values(fields), form].filter(Boolean).join(' '));
        },
      },
    );
  };

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {extra.definition_name}
          </Text>
          <Text size="xs" c="dimmed">
            {EXTRA_COST_TYPE_LABELS[extra.cost_type]} ·{' '}
            {formatExtraCostAmount(extra.cost_type, extra.amount)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm" mr="xs" aria-label={`Coste de ${extra.definition_name}`}>
            {formatEuro(extra.cost)}
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={`Cambiar importe de ${extra.definition_name}`}
            onClick={() => {
              setAmount(toDecimalInput(extra.amount));
              setError(null);
              setEditing((current) => !current);
            }}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Quitar ${extra.definition_name}`}
            onClick={() => {
              onRemove(extra);
            }}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {editing ? (
        <form onSubmit={submit} noValidate>
          <Group gap="xs" mt="sm" align="flex-start" wrap="wrap">
            <TextInput
              label={`Importe en esta receta (${amountUnit(extra.cost_type)})`}
              size="sm"
              inputMode="decimal"
              value={amount}
              error={error}
              onChange={(event) => {
                setAmount(event.currentTarget.value);
              }}
              style={{ flex: '1 1 160px' }}
              data-autofocus
            />
            <Group gap="xs" mt={25}>
              <Button size="sm" type="submit" loading={update.isPending}>
                Guardar importe
              </Button>
              <Button
                size="sm"
                variant="default"
                onClick={() => {
                  setEditing(false);
                }}
              >
                Cancelar
              </Button>
            </Group>
          </Group>
        </form>
      ) : null}
    </Paper>
  );
}
