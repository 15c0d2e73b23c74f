import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconChartLine } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { readSaveError, useFocusFirstError } from '../../../lib/form-errors.ts';
import { useCreateIngredientInstance } from '../../../api/ingredients/create-ingredient-instance.ts';
import { useUsageSchema, usageSchemaQueryOptions } from '../../../api/catalog/get-usage-schema.ts';
import { ingredientKeys } from '../../../api/ingredients/keys.ts';
import { useUpdateIngredientInstance } from '../../../api/ingredients/update-ingredient-instance.ts';
import { parseDecimalInput } from '../../../lib/decimal-input.ts';
import {
  EMPTY_FORM_VALUES,
  formValuesFromInstance,
  hasNutritionError,
  prefillFromUsageSchema,
  toInstanceRequest,
  validateIngredientForm,
  type IngredientFormValues,
} from '../lib/ingredient-form-values.ts';
import type { IngredientsPlanAccess } from '../lib/plan-access.ts';
import { computePricePreview, type PricePreview } from '../lib/price-preview.ts';
import { CustomDefinitionForm } from './custom-definition-form.tsx';
import { DefinitionPicker, type PickedDefinition } from './definition-picker.tsx';
import { IngredientFormFields } from './ingredient-form-fields.tsx';
import { LastPurchase } from './last-purchase.tsx';
import { ProductNutritionFields, type DefinitionNutrition } from './product-nutrition-fields.tsx';

interface IngredientFormProps {
  /** Null to create a product. */
  instance: IngredientInstance | null;
  plan: IngredientsPlanAccess;
  onSaved: () => void;
  onCancel: () => void;
  /** Gives the drawer a way to ask whether there are unsaved changes (it confirms before closing). */
  registerDirtyCheck: (isDirty: () => boolean) => void;
  onOpenPriceHistory: (instance: IngredientInstance) => void;
}

const FIELD_NAMES = new Set(Object.keys(EMPTY_FORM_VALUES));
/** The request's key of the label's values. */
const NUTRITION_KEY = 'nutrition_per_100g';
const SAVE_FAILED = 'No se ha podido guardar el ingrediente. Inténtalo de nuevo.';

function decimalText(text: string): string | null {
  return parseDecimalInput(text)?.toString() ?? null;
}

/** Create or edit a product: catalog entry, supplier, purchase format, price, merma, IVA… */
export function IngredientForm({
  instance,
  plan,
  onSaved,
  onCancel,
  registerDirtyCheck,
  onOpenPriceHistory,
}: IngredientFormProps) {
  const queryClient = useQueryClient();
  const create = useCreateIngredientInstance();
  const update = useUpdateIngredientInstance();
  const form = useForm<IngredientFormValues>({
    mode: 'controlled',
    initialValues: instance ? formValuesFromInstance(instance) : EMPTY_FORM_VALUES,
    validate: validateIngredientForm,
  });
  useEffect(() => {
    registerDirtyCheck(form.isDirty);
  }, [registerDirtyCheck, form.isDirty]);
  const [picked, setPicked] = useState<PickedDefinition | null>(
    instance
      ? {
          id: instance.definition,
          name: instance.definition_name,
          categoryName: instance.category_name,
        }
      : null,
  );
  const [customName, setCustomName] = useState<string | null>(null);
  const [advancedOpen, setAdvancedOpen] = useState(
    instance !== null && (instance.density !== null || instance.unit_weight !== null),
  );
  // Closed unless the product carries its own label values; opened when one of them is refused.
  const [nutritionOpen, setNutritionOpen] = useState(instance?.nutrition_per_100g != null);
  const [alert, setAlert] = useState<string | null>(null);
  // Bumped on each refused submit, the browser's or the server's: the focus goes to the first
  // invalid field then, never while the cook types (issue 16).
  const [refusals, setRefusals] = useState(0);
  const errorsRef = useFocusFirstError<HTMLFormElement>(refusals);
  const latestPick = useRef<number | null>(null);
  const schema = useUsageSchema(picked?.id ?? null);

  const pickDefinition = async (definition: PickedDefinition) => {
    latestPick.current = definition.id;
    setPicked(definition);
    setCustomName(null);
    form.setFieldValue('definition', definition.id);
    form.clearFieldError('definition');
    try {
      const usage = await queryClient.query(usageSchemaQueryOptions(definition.id));
      // A later pick wins over a slow answer for an earlier one.
      if (latestPick.current !== definition.id) return;
      form.setValues(prefillFromUsageSchema(form.getValues(), usage));
    } catch {
      // useUsageSchema shows the failure under the picker.
    }
  };

  // The chosen catalog entry's values under the empty fields: its usage schema once read (a new
  // product, or another entry picked), else what the product's answer says of its own entry.
  const definitionNutrition: DefinitionNutrition | null =
    schema.data && picked?.id === schema.data.id
      ? { values: schema.data.nutrition_per_100g, source: schema.data.nutrition_source }
      : instance && picked?.id === instance.definition
        ? {
            values: instance.definition_nutrition_per_100g,
            source: instance.definition_nutrition_source,
          }
        : null;

  const values = form.values;
  let preview: PricePreview | null = null;
  if (picked && !schema.isError) {
    preview = { status: 'incomplete', message: 'Cargando los datos del catálogo…' };
  }
  if (schema.data && picked?.id === schema.data.id) {
    preview = computePricePreview(
      {
        quantity: values.purchase_quantity,
        unit: values.purchase_unit,
        price: values.purchase_price,
        wastePct: values.waste_pct,
      },
      {
        baseUnit: schema.data.base_unit,
        density: decimalText(values.density) ?? schema.data.density,
        unitWeight: decimalText(values.unit_weight) ?? schema.data.unit_weight,
      },
    );
  }

  const saving = create.isPending || update.isPending;
  const handleSubmit = form.onSubmit(
    (submitted) => {
      setAlert(null);
      const request = toInstanceRequest(submitted);
      const callbacks = {
        onSuccess: (saved: IngredientInstance) => {
          plan.onUsageChanged();
          notifications.show({
            color: 'teal',
            title: 'Ingrediente guardado',
            message: `«${saved.name}» está al día en tus ingredientes.`,
          });
          form.resetDirty();
          onSaved();
        },
        onError: (error: unknown) => {
          // 403 quota_exceeded: the plan's message and upgrade; the form keeps every value. The
          // list was evidently stale too (products added elsewhere).
          if (!instance && plan.handleCreateRefusal(error)) {
            void queryClient.invalidateQueries({ queryKey: ingredientKeys.instances() });
            return;
          }
          // A 400 field by field; a 5xx or no answer at all: the generic message.
          const { fields: named, form: other } = readSaveError(
            error,
            SAVE_FAILED,
            (field) => FIELD_NAMES.has(field) || field.startsWith(`${NUTRITION_KEY}.`),
          );
          // The API names a label value "nutrition_per_100g.fat"; the form's field is "nutrition.fat".
          const fields = Object.fromEntries(
            Object.entries(named).map(([field, message]) => [
              field.replace(`${NUTRITION_KEY}.`, 'nutrition.'),
              message,
            ]),
          );
          form.setErrors(fields);
          if ('density' in fields || 'unit_weight' in fields) setAdvancedOpen(true);
          if (hasNutritionError(fields)) setNutritionOpen(true);
          setAlert(other);
          setRefusals((count) => count + 1);
        },
      };
      if (instance) update.mutate({ id: instance.id, request }, callbacks);
      else create.mutate(request, callbacks);
    },
    (invalid) => {
      // Refused in the browser: the advanced fields open when they hold the problem.
      if ('density' in invalid || 'unit_weight' in invalid) setAdvancedOpen(true);
      if (hasNutritionError(invalid)) setNutritionOpen(true);
      setRefusals((count) => count + 1);
    },
  );

  return (
    <form
      ref={errorsRef}
      onSubmit={handleSubmit}
      noValidate
      aria-label={instance ? 'Editar ingrediente' : 'Nuevo ingrediente'}
    >
      <Stack gap="md" pb="md">
        {alert ? (
          <Alert color="red" variant="light" role="alert">
            {alert}
          </Alert>
        ) : null}
        <DefinitionPicker
          value={picked}
          onPick={(definition) => void pickDefinition(definition)}
          onCreateCustom={setCustomName}
          autoFocus={instance === null}
          error={
            form.errors.definition ??
            (schema.isError ? 'No se ha podido cargar este ingrediente del catálogo.' : undefined)
          }
        />
        {customName !== null ? (
          <CustomDefinitionForm
            initialName={customName}
            onCancel={() => {
              setCustomName(null);
            }}
            onCreated={(definition) => {
              void pickDefinition({
                id: definition.id,
                name: definition.name,
                categoryName: definition.category_name,
              });
            }}
          />
        ) : null}
        <IngredientFormFields
          form={form}
          schema={schema.data && picked?.id === schema.data.id ? schema.data : null}
          focusPrice={instance !== null}
          definitionName={picked?.name ?? null}
          preview={preview}
          advancedOpen={advancedOpen}
          onAdvancedChange={setAdvancedOpen}
        />
        {instance ? (
          <LastPurchase productId={instance.id} enabled={plan.hasPriceHistory === true} />
        ) : null}
        <ProductNutritionFields
          form={form}
          definition={definitionNutrition}
          open={nutritionOpen}
          onOpenChange={setNutritionOpen}
        />
      </Stack>
      <Group
        justify="space-between"
        gap="sm"
        py="sm"
        style={{
          position: 'sticky',
          bottom: 0,
          background: 'var(--mantine-color-body)',
          borderTop: '1px solid var(--mantine-color-gray-2)',
          zIndex: 2,
        }}
      >
        {instance ? (
          <Button
            variant="subtle"
            leftSection={<IconChartLine size={16} />}
            onClick={() => {
              onOpenPriceHistory(instance);
            }}
          >
            Historial de precios
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            Guardar
          </Button>
        </Group>
      </Group>
    </form>
  );
}
