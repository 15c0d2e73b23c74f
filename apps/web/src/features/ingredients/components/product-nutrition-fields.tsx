import { Button, Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { UseFormReturnType } from '@mantine/form';
import {
  NUTRIENT_KEYS,
  NUTRIENT_LABELS,
  NUTRIENT_UNITS,
  NUTRITION_TABLE_SOURCE,
  type NutritionPer100g,
} from '@costeo/domain/nutrition';
import type { IngredientFormValues } from '../lib/ingredient-form-values.ts';

/** A catalog entry's values per 100 g, as the usage schema or the product's answer gives them. */
export interface DefinitionNutrition {
  values: NutritionPer100g | null;
  source: 'table' | 'definition' | null;
}

/**
 * "Información nutricional (por 100 g)" of the product drawer (issue 21): the supplier's label,
 * each value winning over the catalog's; an empty field keeps the catalog's value (shown as the
 * placeholder) or stays unknown, never 0.
 */
export function ProductNutritionFields({
  form,
  definition,
  open,
  onOpenChange,
}: {
  form: UseFormReturnType<IngredientFormValues>;
  /** The chosen catalog entry's values per 100 g and where they come from (null: not known yet). */
  definition: DefinitionNutrition | null;
  /** The fields render only when asked for (or when the product has its own, or one is wrong). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const fromDefinition = definition?.values ?? null;
  const source =
    definition?.source === 'table'
      ? NUTRITION_TABLE_SOURCE
      : definition?.source === 'definition'
        ? 'valores propios del ingrediente'
        : null;
  const toggle = (
    <Button
      variant="subtle"
      px={0}
      justify="flex-start"
      leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
      aria-expanded={open}
      onClick={() => {
        onOpenChange(!open);
      }}
    >
      Información nutricional (por 100 g)
    </Button>
  );
  if (!open) return toggle;
  return (
    <>
      {toggle}
      <Fieldset legend="Información nutricional (por 100 g)" variant="filled">
        <Text size="sm" c="dimmed" mb="xs">
          Los valores de la etiqueta del proveedor. Un campo vacío usa el valor del ingrediente (en
          gris) o queda como desconocido.
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
          {NUTRIENT_KEYS.map((key) => {
            const known = fromDefinition?.[key] ?? null;
            return (
              <TextInput
                key={key}
                label={`${NUTRIENT_LABELS[key].replace(/ \((kJ|kcal)\)$/, '')} (${NUTRIENT_UNITS[key]})`}
                inputMode="decimal"
                placeholder={
                  known === null
                    ? 'Desconocido'
                    : Number(known).toLocaleString('es-ES', { maximumFractionDigits: 3 })
                }
                {...form.getInputProps(`nutrition.${key}`)}
              />
            );
          })}
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xs">
          Fuente: {source ?? 'etiqueta del producto'}.
        </Text>
      </Fieldset>
    </>
  );
}
