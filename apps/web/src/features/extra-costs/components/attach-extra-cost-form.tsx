import { useState, type SyntheticEvent } from 'react';
import { Alert, Anchor, Button, Flex, Select, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { readSaveError } from '../../../lib/form-errors.ts';
import { useCreateRecipeExtraCost } from '../../../api/extra-costs/create-recipe-extra-cost.ts';
import { useExtraCostDefinitions } from '../../../api/extra-costs/list-extra-cost-definitions.ts';
import { parseAmount } from '../lib/definition-form-values.ts';
import { amountUnit, formatExtraCostAmount } from '../lib/extra-cost-display.ts';

interface AttachExtraCostFormProps {
  recipeId: number;
  onAttached: () => void;
  /** Narrow layout: the fields one under another. */
  stacked: boolean;
}

/** Adds one of the active definitions not yet on the recipe (`available_for_recipe`). */
export function AttachExtraCostForm({ recipeId, onAttached, stacked }: AttachExtraCostFormProps) {
  const available = useExtraCostDefinitions({
    page_size: 100,
    ordering: 'name',
    available_for_recipe: recipeId,
  });
  const create = useCreateRecipeExtraCost();
  const [definitionId, setDefinitionId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = available.data?.results ?? [];
  const chosen = options.find((definition) => String(definition.id) === definitionId) ?? null;

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (chosen === null) {
      setError('Elige un coste extra.');
      return;
    }
    let override: string | null = null;
    if (amount.trim() !== '') {
      const parsed = parseAmount(amount, chosen.cost_type);
      if ('error' in parsed) {
        setError(parsed.error);
        return;
      }
      override = parsed.amount;
    }
    create.mutate(
      { recipe: recipeId, definition: chosen.id, amount: override },
      {
        onSuccess: () => {
          setDefinitionId(null);
          setAmount('');
          onAttached();
        },
        onError: (createError) => {
          // Every 400 message (one field here); the generic one only for a 5xx or no answer.
          const { fields, form } = readSaveError(
            createError,
            'No se ha podido añadir el coste extra. Inténtalo de nuevo.',
          );
          setError([...Object.values(fields), form].filter(Boolean).join(' '));
        },
      },
    );
  };

  if (available.isSuccess && options.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No quedan costes extra activos por añadir.{' '}
        {/* Underlined: a link inside a sentence must not rely on colour alone (axe). */}
        <Anchor component={Link} to="/extra-costs" size="sm" underline="always">
          Crea uno en Costos Extra
        </Anchor>
        .
      </Text>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Añadir coste extra">
      <Flex
        gap="sm"
        direction={stacked ? 'column' : 'row'}
        align={stacked ? 'stretch' : 'flex-end'}
      >
        <Select
          label="Añadir coste extra"
          description="Activos que la receta aún no tiene"
          placeholder={available.isPending ? 'Cargando…' : 'Elige uno'}
          data={options.map((definition) => ({
            value: String(definition.id),
            label: `${definition.name} · ${formatExtraCostAmount(definition.cost_type, definition.amount)}`,
          }))}
          value={definitionId}
          onChange={(value) => {
            setDefinitionId(value);
            setError(null);
          }}
          searchable
          nothingFoundMessage="Ninguno coincide"
          style={stacked ? undefined : { flex: '2 1 220px' }}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label={chosen?.cost_type === 'percentage' ? 'Porcentaje' : 'Importe'}
          description="Vacío: el de la definición"
          placeholder={chosen ? formatExtraCostAmount(chosen.cost_type, chosen.amount) : ''}
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
          }}
          rightSection={
            <Text size="sm" c="dimmed">
              {amountUnit(chosen?.cost_type ?? 'fixed')}
            </Text>
          }
          rightSectionWidth={chosen?.cost_type === 'per_serving' ? 76 : 36}
          style={stacked ? undefined : { flex: '1 1 140px' }}
        />
        <Button type="submit" leftSection={<IconPlus size={16} />} loading={create.isPending}>
          Añadir
        </Button>
      </Flex>
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {error}
        </Alert>
      ) : null}
    </form>
  );
}
