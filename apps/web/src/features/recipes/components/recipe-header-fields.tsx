import type { ReactNode } from 'react';
import {
  Anchor,
  Autocomplete,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Switch,
  TextInput,
} from '@mantine/core';
import { Link } from 'react-router';
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

// Mi perfil's route, PROFILE_PATH of app/layout/user-menu-paths.ts: a feature does not import
// app/ (dependencies point app → features → lib); recipe-header-fields.test.tsx checks the two agree.
const PROFILE_PATH = '/perfil';

function withoutPercentSign(text: string): string {
  return text.replace(/\s?%$/, '');
}

/** "Vacío: el de tu perfil (10 %)." with "el de tu perfil" a link to Mi perfil, where it is set. */
function profileDefaultHint(value: string): ReactNode {
  return (
    <>
      Vacío:{' '}
      <Anchor component={Link} to={PROFILE_PATH} inherit underline="always">
        el de tu perfil
      </Anchor>{' '}
      ({value}).
    </>
  );
}

/**
 * Name, category, raciones, PVP, IVA and target: the figures the margins depend on. An elaboración
 * is not sold on its own (SPEC.md: it is costed per unit it yields), so it has no PVP or sale IVA.
 */
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
        {draft.isSubrecipe ? null : (
          <>
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
              description={profileDefaultHint(defaultVat)}
              inputMode="decimal"
              placeholder={withoutPercentSign(defaultVat)}
              rightSection="%"
              value={draft.saleVatPct}
              onChange={(event) => {
                setField('saleVatPct', event.currentTarget.value);
              }}
              error={errors.sale_vat_pct}
            />
          </>
        )}
        <TextInput
          label="Food cost objetivo (%)"
          description={profileDefaultHint(defaultTarget)}
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
            const isSubrecipe = event.currentTarget.checked;
            setField('isSubrecipe', isSubrecipe);
            // Its PVP and sale IVA go with the fields: nothing hidden is saved or refused unseen.
            if (isSubrecipe) {
              setField('salePrice', '');
              setField('saleVatPct', '');
            }
          }}
        />
        {draft.isSubrecipe ? (
          <>
            <TextInput
              label="Cantidad producida"
              inputMode="decimal"
              value={draft.yieldQuantity}
              onChange={(event) => {
                setField('yieldQuantity', event.currentTarget.value);
              }}
              error={errors.yield_quantity}
              w={120}
            />
            <Select
              label="Unidad producida"
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
