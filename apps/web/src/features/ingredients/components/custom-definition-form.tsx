import { useState, type KeyboardEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  MultiSelect,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALLERGENS } from '@costeo/domain/allergens';
import type { IngredientDefinition } from '@costeo/domain/contracts/ingredients';
import type { BaseUnit } from '@costeo/domain/units';
import { readSaveError, useFocusFirstError } from '../../../lib/form-errors.ts';
import { useCreateCustomDefinition } from '../../../api/catalog/create-custom-definition.ts';
import { useIngredientCategories } from '../../../api/catalog/get-ingredient-categories.ts';
import {
  emptyCustomDefinition,
  toCustomDefinitionRequest,
  validateCustomDefinition,
  type CustomDefinitionValues,
} from '../lib/custom-definition-values.ts';
import { VAT_OPTIONS } from '../lib/display.ts';

interface CustomDefinitionFormProps {
  initialName: string;
  onCreated: (definition: IngredientDefinition) => void;
  onCancel: () => void;
}

const BASE_UNIT_OPTIONS: { value: BaseUnit; label: string }[] = [
  { value: 'g', label: 'Peso (g)' },
  { value: 'ml', label: 'Volumen (ml)' },
  { value: 'ud', label: 'Unidades (ud)' },
];

const ALLERGEN_OPTIONS = ALLERGENS.map((allergen) => ({
  value: allergen.code,
  label: allergen.name,
}));

const FIELDS = new Set(Object.keys(emptyCustomDefinition('')));

/**
 * "Crear «X» como ingrediente propio": a catalog entry of the user's own, made without leaving
 * the product form. It is a region, not a nested <form>; Enter submits it, not the product.
 */
export function CustomDefinitionForm({
  initialName,
  onCreated,
  onCancel,
}: CustomDefinitionFormProps) {
  const categories = useIngredientCategories();
  const creation = useCreateCustomDefinition();
  const [alert, setAlert] = useState<string | null>(null);
  // Bumped on each refused submit: the focus goes to the first invalid field (issue 16).
  const [refusals, setRefusals] = useState(0);
  const errorsRef = useFocusFirstError(refusals);
  const form = useForm<CustomDefinitionValues>({
    mode: 'controlled',
    initialValues: emptyCustomDefinition(initialName),
    validate: validateCustomDefinition,
  });

  const submit = () => {
    const validation = form.validate();
    if (validation.hasErrors) {
      setRefusals((count) => count + 1);
      return;
    }
    setAlert(null);
    creation.mutate(toCustomDefinitionRequest(form.values), {
      onSuccess: onCreated,
      onError: (error) => {
        // A 400 on its field; the generic message only for a 5xx or no answer (issue 16).
        const { fields, form: other } = readSaveError(
          error,
          'No se ha podido crear el ingrediente. Inténtalo de nuevo.',
          (key) => FIELDS.has(key),
        );
        form.setErrors(fields);
        setAlert(other);
        setRefusals((count) => count + 1);
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      submit();
    }
  };

  const baseUnit = form.values.base_unit;
  return (
    <Paper
      ref={errorsRef}
      withBorder
      radius="md"
      p="md"
      role="region"
      aria-labelledby="custom-definition-title"
      onKeyDown={onKeyDown}
      bg="var(--mantine-color-terracotta-0)"
    >
      <Title order={3} size="h6" id="custom-definition-title">
        Nuevo ingrediente propio
      </Title>
      <Text size="xs" c="dimmed" mb="sm">
        Se añade a tu catálogo (solo lo ves tú) y podrás usarlo en más productos.
      </Text>
      {alert ? (
        <Alert color="red" variant="light" mb="sm" role="alert">
          {alert}
        </Alert>
      ) : null}
      <Stack gap="sm">
        <TextInput label="Nombre" required data-autofocus {...form.getInputProps('name')} />
        <Select
          label="Categoría"
          required
          placeholder="Elige una categoría"
          data={(categories.data ?? []).map((category) => ({
            value: String(category.id),
            label: category.name,
          }))}
          searchable
          {...form.getInputProps('category')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="custom-base-unit-label">
            Se mide en
          </Text>
          <SegmentedControl<BaseUnit>
            aria-labelledby="custom-base-unit-label"
            data={BASE_UNIT_OPTIONS}
            value={baseUnit}
            onChange={(value) => {
              form.setFieldValue('base_unit', value);
            }}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Densidad (g/ml)"
            description={baseUnit === 'ml' ? 'Para convertir litros en kilos.' : 'Opcional.'}
            inputMode="decimal"
            {...form.getInputProps('density')}
          />
          <TextInput
            label="Peso por unidad (g)"
            description={baseUnit === 'ud' ? 'Para convertir unidades en kilos.' : 'Opcional.'}
            inputMode="decimal"
            {...form.getInputProps('unit_weight')}
          />
          <TextInput
            label="Merma (%)"
            inputMode="decimal"
            rightSection="%"
            {...form.getInputProps('waste_pct')}
          />
          <Select
            label="IVA (%)"
            data={VAT_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('vat_pct')}
          />
        </SimpleGrid>
        <MultiSelect
          label="Alérgenos"
          placeholder="Ninguno"
          data={ALLERGEN_OPTIONS}
          searchable
          clearable
          {...form.getInputProps('allergens')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button onClick={submit} loading={creation.isPending}>
            Crear ingrediente propio
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
