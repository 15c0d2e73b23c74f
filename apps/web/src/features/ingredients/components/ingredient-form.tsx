import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconChartLine } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import type {
  IngredientInstance,
  IngredientInstanceRequest,
} from '@costeo/domain/contracts/ingredients';
import { readSaveError, useFocusFirstError } from '../../../lib/form-errors.ts';
import { useCreateIngredientInstance } from '../../../api/ingredients/create-ingredient-instance.ts';
import { useUsageSchema, usageSchemaQueryOptions } from '../../../api/catalog/get-usage-schema.ts';
import { ingredientKeys } from '../../../api/ingredients/keys.ts';
import { ingredientInstancesQueryOptions } from '../../../api/ingredients/list-ingredient-instances.ts';
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
import { duplicateProductMessage, findDuplicateProduct } from '../lib/duplicate-product.ts';
import type { IngredientsPlanAccess } from '../lib/plan-access.ts';
import { otherCostFactsChanged, priceImpactInput } from '../lib/price-impact-input.ts';
import { computePricePreview, type PricePreview } from '../lib/price-preview.ts';
import { CustomDefinitionForm } from './custom-definition-form.tsx';
import { DefinitionPicker, type PickedDefinition } from './definition-picker.tsx';
import { DuplicateProductModal } from './duplicate-product-modal.tsx';
import { IngredientFormFields } from './ingredient-form-fields.tsx';
import { LastPurchase } from './last-purchase.tsx';
import { PriceImpactPanel } from './price-impact-panel.tsx';
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
  /** A dialog of the form is open (the duplicate check): Escape belongs to it, not the drawer. */
  onDialogChange?: (open: boolean) => void;
}

const FIELD_NAMES = new Set(Object.keys(EMPTY_FORM_VALUES));
/** The request's key of the label's values. */
const NUTRITION_KEY = 'nutrition_per_100g';
const SAVE_FAILED = 'No se ha podido guardar el ingrediente. Inténtalo de nuevo.';
/** The list's page size at most (DRF's 100): the candidates of the duplicate check. */
const DUPLICATE_CANDIDATES = 100;
/** The list's `search` takes 100 characters; a longer name still matches on its start. */
const SEARCH_MAX = 100;

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
  onDialogChange,
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
    const atPick = form.getValues();
    try {
      const usage = await queryClient.query(usageSchemaQueryOptions(definition.id));
      // A later pick wins over a slow answer for an earlier one.
      if (latestPick.current !== definition.id) return;
      form.setValues(prefillFromUsageSchema(form.getValues(), usage, atPick));
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

  const previewOk = preview?.status === 'ok';
  const { purchase_price: typedPrice, purchase_quantity: typedQuantity } = values;
  const typedUnit = values.purchase_unit;
  // The what-if of the typed price and format: one object per change, so the panel's debounce
  // sees a new value only when one of them changes.
  const impactInput = useMemo(
    () =>
      previewOk
        ? priceImpactInput(instance, {
            purchase_price: typedPrice,
            purchase_quantity: typedQuantity,
            purchase_unit: typedUnit,
          })
        : null,
    [previewOk, instance, typedPrice, typedQuantity, typedUnit],
  );

  // A create identical to a product the cook has (name, supplier, format) asks first.
  const [duplicate, setDuplicate] = useState<{
    message: string;
    request: IngredientInstanceRequest;
  } | null>(null);
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    onDialogChange?.(duplicate !== null);
  }, [onDialogChange, duplicate]);

  const saving = create.isPending || update.isPending || checking;
  const saveCallbacks = {
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

  /**
   * Creates the product, unless the account already has one with the same name, supplier and
   * purchase format: then it asks. The candidates are the list's search for the name (the API
   * matches it without case or accents); the check is a courtesy, so a failed read creates anyway.
   */
  const createUnlessDuplicate = async (
    request: IngredientInstanceRequest,
    submitted: IngredientFormValues,
  ) => {
    const name = request.name ?? picked?.name ?? '';
    let existing = null;
    setChecking(true);
    try {
      const candidates = await queryClient.query(
        ingredientInstancesQueryOptions({
          search: name.trim().slice(0, SEARCH_MAX),
          page_size: DUPLICATE_CANDIDATES,
        }),
      );
      existing = findDuplicateProduct(candidates.results, {
        name,
        supplier: request.supplier ?? '',
        quantity: submitted.purchase_quantity,
        unit: submitted.purchase_unit,
      });
    } catch {
      // The save itself says what is wrong, if anything is.
    } finally {
      setChecking(false);
    }
    if (existing) setDuplicate({ message: duplicateProductMessage(existing), request });
    else create.mutate(request, saveCallbacks);
  };

  const handleSubmit = form.onSubmit(
    (submitted) => {
      setAlert(null);
      const request = toInstanceRequest(submitted);
      if (instance) update.mutate({ id: instance.id, request }, saveCallbacks);
      else void createUnlessDuplicate(request, submitted);
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
          priceImpact={
            instance ? (
              <PriceImpactPanel
                input={impactInput}
                otherChanges={otherCostFactsChanged(instance, values)}
                plan={plan}
              />
            ) : null
          }
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
      <DuplicateProductModal
        message={duplicate?.message ?? null}
        onCancel={() => {
          setDuplicate(null);
        }}
        onCreate={() => {
          if (duplicate) create.mutate(duplicate.request, saveCallbacks);
          setDuplicate(null);
        }}
      />
    </form>
  );
}
