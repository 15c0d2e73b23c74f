import { Autocomplete, Group, Paper, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { formatPercent } from '../../../lib/format.ts';
import type { RecipeEditor } from '../hooks/use-recipe-editor.ts';
import { COMMON_CATEGORIES } from '../lib/recipe-display.ts';
import { parseServings } from '../lib/recipe-draft.ts';
import { YIELD_UNIT_OPTIONS } from './create-recipe-modal.tsx';

interface RecipeHeaderFieldsProps {
  editor: RecipeEditor;
  /** The profile's sale VAT and target, in force when the recipe leaves them empty. */
  defaults: { saleVatPct: string; targetFoodCostPct: string };
  errors: Record<string, string>;
}

function withoutPercentSign(text: string): string {
  return text.replace(/\s?%$/, '');
}

/** Name, category, raciones, PVP, IVA and target: the figures the margins depend on. */
export function RecipeHeaderFields({ editor, defaults, errors }: RecipeHeaderFieldsProps) {
  const defaultVat = formatPercent(defaults.saleVatPct);
  const defaultTarget = formatPercent(defaults.targetFoodCostPct);
  const { draft, setField } = editor;
  return (
    <Paper withBorder radius="md" p="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Nombre"
          required
          value={draft.name}
          onChange={(event) => {
            setField('name', event.currentTarget.value);
          }}
          error={draft.name.trim() === '' ? 'Este campo es obligatorio.' : errors.name}
        />
        <Autocomplete
          label="Categoría"
          placeholder="Entrantes, Postres…"
          data={COMMON_CATEGORIES}
          value={draft.category}
          onChange={(value) => {
            setField('category', value);
          }}
          error={errors.category}
        />
        <TextInput
          label="Raciones"
          inputMode="numeric"
          required
          value={draft.servings}
          onChange={(event) => {
            setField('servings', event.currentTarget.value);
          }}
          error={
            parseServings(draft.servings) === null
              ? 'Indica un número entero de raciones (1 o más).'
              : errors.servings
          }
        />
        <TextInput
          label="PVP (IVA incluido)"
          description="Precio de venta de una ración, como en la carta."
          inputMode="decimal"
          placeholder="Sin PVP"
          rightSection="€"
          value={draft.salePrice}
          onChange={(event) => {
            setField('salePrice', event.currentTarget.value);
          }}
          error={errors.sale_price}
        />
        <TextInput
          label="IVA de venta (%)"
          description={`Vacío: el de tu perfil (${defaultVat}).`}
          inputMode="decimal"
          placeholder={withoutPercentSign(defaultVat)}
          rightSection="%"
          value={draft.saleVatPct}
          onChange={(event) => {
            setField('saleVatPct', event.currentTarget.value);
          }}
          error={errors.sale_vat_pct}
        />
        <TextInput
          label="Food cost objetivo (%)"
          description={`Vacío: el de tu perfil (${defaultTarget}).`}
          inputMode="decimal"
          rightSection="%"
          placeholder={withoutPercentSign(defaultTarget)}
          value={draft.targetFoodCostPct}
          onChange={(event) => {
            setField('targetFoodCostPct', event.currentTarget.value);
          }}
          error={errors.target_food_cost_pct}
        />
      </SimpleGrid>
      <Group mt="md" gap="md" align="flex-end">
        <Switch
          label="Es una elaboración (se usa dentro de otras recetas)"
          checked={draft.isSubrecipe}
          onChange={(event) => {
            setField('isSubrecipe', event.currentTarget.checked);
          }}
        />
        {draft.isSubrecipe ? (
          <>
            <TextInput
              label="Rendimiento"
              inputMode="decimal"
              value={draft.yieldQuantity}
              onChange={(event) => {
                setField('yieldQuantity', event.currentTarget.value);
              }}
              error={errors.yield_quantity}
              w={120}
            />
            <Select
              label="Unidad del rendimiento"
              data={YIELD_UNIT_OPTIONS}
              value={draft.yieldUnit}
              onChange={(value) => {
                setField('yieldUnit', value);
              }}
              error={errors.yield_unit}
              w={200}
            />
          </>
        ) : null}
      </Group>
    </Paper>
  );
}
