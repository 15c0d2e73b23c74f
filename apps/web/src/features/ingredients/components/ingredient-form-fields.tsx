import {
  Autocomplete,
  Box,
  Button,
  Collapse,
  Fieldset,
  Grid,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { ALLERGENS } from '@costeo/domain/allergens';
import type { UsageSchema } from '@costeo/domain/contracts/ingredients';
import { yieldPct } from '@costeo/domain/ingredient-costs';
import { useBrands } from '../../../api/ingredients/get-brands.ts';
import { parseDecimalInput, toDecimalInput } from '../../../lib/decimal-input.ts';
import { purchaseUnitOptions, VAT_OPTIONS } from '../lib/display.ts';
import type { IngredientFormValues } from '../lib/ingredient-form-values.ts';
import type { PricePreview } from '../lib/price-preview.ts';
import { AllergenBadges } from '../../../components/allergen-badges.tsx';
import { CleanCostHint } from './clean-cost-hint.tsx';
import { PricePreviewPanel } from './price-preview-panel.tsx';
import { SupplierPicker } from './supplier-picker.tsx';

interface IngredientFormFieldsProps {
  form: UseFormReturnType<IngredientFormValues>;
  /** The chosen catalog entry's usage schema, once loaded. */
  schema: UsageSchema | null;
  definitionName: string | null;
  preview: PricePreview | null;
  advancedOpen: boolean;
  onAdvancedChange: (open: boolean) => void;
  /** Editing: the price is what usually changes, so it gets the focus. */
  focusPrice: boolean;
  /** Below the cost preview: what a new price does to recipes and menus (editing). */
  priceImpact?: ReactNode;
}

/** Rendimiento (%) = 100 − merma (the domain's rule), shown beside the merma as it is typed. */
function yieldText(waste: string): string {
  const merma = parseDecimalInput(waste);
  if (!merma || merma.greaterThanOrEqualTo(100)) return '';
  return toDecimalInput(yieldPct(merma));
}

function catalogHint(value: string | null, unit: string): string {
  return value === null
    ? 'El catálogo no tiene este dato.'
    : `Catálogo: ${toDecimalInput(value)} ${unit}. Déjalo vacío para usarlo.`;
}

export function IngredientFormFields({
  form,
  schema,
  definitionName,
  preview,
  advancedOpen,
  onAdvancedChange,
  focusPrice,
  priceImpact,
}: IngredientFormFieldsProps) {
  const brands = useBrands();
  const catalogAllergens = schema?.allergens ?? [];
  const extraAllergenOptions = ALLERGENS.filter(
    (allergen) => !catalogAllergens.includes(allergen.code),
  ).map((allergen) => ({ value: allergen.code, label: allergen.name }));

  const openAdvanced = () => {
    onAdvancedChange(true);
  };

  return (
    <>
      <TextInput
        label="Nombre"
        description="Opcional: cómo lo llamas tú; vacío, el del catálogo."
        placeholder={definitionName ?? 'El del ingrediente del catálogo'}
        {...form.getInputProps('name')}
      />
      <SimpleGrid cols={2} spacing="sm">
        <SupplierPicker
          value={{ id: form.values.supplier_id, name: form.values.supplier }}
          onChange={(choice) => {
            form.setValues({ supplier_id: choice.id, supplier: choice.name });
            form.clearFieldError('supplier');
            form.clearFieldError('supplier_id');
          }}
          error={form.errors.supplier_id ?? form.errors.supplier}
        />
        <Autocomplete
          label="Marca"
          placeholder="Opcional"
          data={brands.data ?? []}
          {...form.getInputProps('brand')}
        />
      </SimpleGrid>

      <Fieldset
        legend="Formato de compra"
        variant="unstyled"
        p={0}
        m={0}
        styles={{
          legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 },
        }}
      >
        <Grid gap="sm">
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <TextInput
              label="Cantidad"
              required
              inputMode="decimal"
              placeholder="10"
              {...form.getInputProps('purchase_quantity')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, xs: 4 }}>
            <Select
              label="Unidad"
              required
              placeholder="Elige"
              data={purchaseUnitOptions(schema ? schema.units.map((unit) => unit.code) : null)}
              allowDeselect={false}
              searchable
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('purchase_unit')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xs: 4 }}>
            <TextInput
              label="Precio de compra (sin IVA)"
              required
              data-autofocus={focusPrice || undefined}
              inputMode="decimal"
              placeholder="12,00"
              rightSection={
                <Text size="sm" c="dimmed">
                  €
                </Text>
              }
              {...form.getInputProps('purchase_price')}
            />
          </Grid.Col>
        </Grid>
        {preview?.status === 'ok' ? (
          <Box mt="xs">
            <CleanCostHint clean={preview.clean} yieldPct={preview.yieldPct} />
          </Box>
        ) : null}
      </Fieldset>

      <Grid gap="sm">
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <TextInput
            label="Merma (%)"
            required
            inputMode="decimal"
            rightSection={
              <Text size="sm" c="dimmed">
                %
              </Text>
            }
            {...form.getInputProps('waste_pct')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, xs: 4 }}>
          <TextInput
            label="Rendimiento (%)"
            readOnly
            variant="filled"
            tabIndex={-1}
            value={yieldText(form.values.waste_pct)}
            rightSection={
              <Text size="sm" c="dimmed">
                %
              </Text>
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <Select
            label="IVA (%)"
            data={VAT_OPTIONS}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('vat_pct')}
          />
        </Grid.Col>
      </Grid>

      <PricePreviewPanel preview={preview} onFixMissing={openAdvanced} />
      {priceImpact}

      <Stack gap={6}>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            Alérgenos del catálogo:
          </Text>
          <AllergenBadges allergens={catalogAllergens} emptyLabel="Ninguno" color="gray" />
        </Group>
        <MultiSelect
          label="Alérgenos extra"
          description="Los que añade este producto (p. ej. un chocolate con soja)."
          placeholder={form.values.extra_allergens.length === 0 ? 'Ninguno' : undefined}
          data={extraAllergenOptions}
          searchable
          clearable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('extra_allergens')}
        />
      </Stack>

      <div>
        <Button
          variant="subtle"
          px={0}
          leftSection={
            advancedOpen ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />
          }
          onClick={() => {
            onAdvancedChange(!advancedOpen);
          }}
          aria-expanded={advancedOpen}
          aria-controls="ingredient-advanced-fields"
        >
          Opciones avanzadas
        </Button>
        <Collapse expanded={advancedOpen}>
          <SimpleGrid
            id="ingredient-advanced-fields"
            cols={{ base: 1, xs: 2 }}
            spacing="sm"
            pt="xs"
          >
            <TextInput
              label="Densidad (g/ml)"
              description={schema ? catalogHint(schema.density, 'g/ml') : undefined}
              inputMode="decimal"
              {...form.getInputProps('density')}
            />
            <TextInput
              label="Peso por unidad (g)"
              description={schema ? catalogHint(schema.unit_weight, 'g') : undefined}
              inputMode="decimal"
              {...form.getInputProps('unit_weight')}
            />
          </SimpleGrid>
        </Collapse>
      </div>

      <TextInput
        label="Denominación en etiquetas"
        description="Cómo aparece en las etiquetas de alimentos; vacío, el del catálogo."
        placeholder={definitionName ?? 'El del ingrediente del catálogo'}
        {...form.getInputProps('label_name')}
      />
      <Textarea label="Notas" rows={3} {...form.getInputProps('notes')} />
      <Switch
        label="Activo"
        description="Los inactivos no se ofrecen al hacer recetas, pero no se borran."
        {...form.getInputProps('is_active', { type: 'checkbox' })}
      />
    </>
  );
}
