import { useState, type SyntheticEvent } from 'react';
import {
  Alert,
  Button,
  Group,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExtraCostDefinition } from '@costeo/domain/contracts/extra-costs';
import { EXTRA_COST_TYPES } from '@costeo/domain/recipe-graph';
import { readSaveError, useFocusFirstError } from '../../../lib/form-errors.ts';
import { useCreateExtraCostDefinition } from '../../../api/extra-costs/create-extra-cost-definition.ts';
import { useUpdateExtraCostDefinition } from '../../../api/extra-costs/update-extra-cost-definition.ts';
import {
  EMPTY_DEFINITION_FORM,
  formValuesFromDefinition,
  parseAmount,
  validateDefinitionForm,
  type DefinitionFormValues,
} from '../lib/definition-form-values.ts';
import {
  amountUnit,
  EXTRA_COST_TYPE_EXPLANATIONS,
  EXTRA_COST_TYPE_LABELS,
  formatExtraCostAmount,
  recipesCountLabel,
} from '../lib/extra-cost-display.ts';

interface DefinitionFormProps {
  /** null: a new definition. */
  definition: ExtraCostDefinition | null;
  onDone: () => void;
  onCancel: () => void;
}

const FORM_FIELDS = ['name', 'description', 'cost_type', 'amount'];

/** The fields of a definition; a new amount on a definition in use asks where it applies. */
export function DefinitionForm({ definition, onDone, onCancel }: DefinitionFormProps) {
  const [values, setValues] = useState<DefinitionFormValues>(() =>
    definition ? formValuesFromDefinition(definition) : EMPTY_DEFINITION_FORM,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorsRef = useFocusFirstError<HTMLFormElement>(errors);
  const [askApply, setAskApply] = useState<string | null>(null);
  const create = useCreateExtraCostDefinition();
  const update = useUpdateExtraCostDefinition();
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof DefinitionFormValues>(field: K, value: DefinitionFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  };

  // A 400 field by field; the generic message only for a 5xx or no answer (issue 16).
  const showServerError = (error: unknown) => {
    const { fields, form } = readSaveError(
      error,
      'No se ha podido guardar. Inténtalo de nuevo.',
      (field) => FORM_FIELDS.includes(field),
    );
    setErrors(form ? { ...fields, form } : fields);
  };

  const saved = (title: string, name: string) => {
    notifications.show({ color: 'teal', title, message: `«${name}» está al día.` });
    onDone();
  };

  const send = (applyToRecipes: boolean) => {
    const amount = parseAmount(values.amount, values.costType);
    if ('error' in amount) return;
    const request = {
      name: values.name.trim(),
      description: values.description.trim(),
      cost_type: values.costType,
      amount: amount.amount,
      is_active: values.isActive,
    };
    if (definition === null) {
      create.mutate(request, {
        onSuccess: (created) => {
          saved('Coste extra creado', created.name);
        },
        onError: showServerError,
      });
      return;
    }
    update.mutate(
      { id: definition.id, changes: request, applyToRecipes },
      {
        onSuccess: (changed) => {
          saved('Coste extra guardado', changed.name);
        },
        onError: (error) => {
          setAskApply(null);
          showServerError(error);
        },
      },
    );
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDefinitionForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const amount = parseAmount(values.amount, values.costType);
    const amountChanged =
      definition !== null &&
      'amount' in amount &&
      (amount.amount !== definition.amount || values.costType !== definition.cost_type);
    if (
      definition !== null &&
      amountChanged &&
      definition.recipes_count > 0 &&
      'amount' in amount
    ) {
      setAskApply(formatExtraCostAmount(values.costType, amount.amount));
      return;
    }
    send(false);
  };

  if (askApply !== null && definition !== null) {
    return (
      <Stack gap="md">
        <Text size="sm">
          «{definition.name}» se usa en {recipesCountLabel(definition.recipes_count)}. Esas recetas
          conservan su importe actual salvo que elijas aplicarles también el nuevo ({askApply}).
        </Text>
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              setAskApply(null);
            }}
          >
            Volver
          </Button>
          <Button
            variant="light"
            loading={saving}
            onClick={() => {
              send(false);
            }}
          >
            Solo la definición
          </Button>
          <Button
            loading={saving}
            onClick={() => {
              send(true);
            }}
          >
            Aplicar también a las recetas
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form ref={errorsRef} onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Nombre"
          placeholder="Envase para llevar"
          required
          value={values.name}
          error={errors.name}
          onChange={(event) => {
            set('name', event.currentTarget.value);
          }}
          maxLength={120}
        />
        <Radio.Group
          label="Tipo"
          value={values.costType}
          onChange={(value) => {
            const type = EXTRA_COST_TYPES.find((candidate) => candidate === value);
            if (type) set('costType', type);
          }}
          error={errors.cost_type}
        >
          <Stack gap="xs" mt={6}>
            {EXTRA_COST_TYPES.map((type) => (
              <Radio
                key={type}
                value={type}
                label={EXTRA_COST_TYPE_LABELS[type]}
                description={EXTRA_COST_TYPE_EXPLANATIONS[type]}
              />
            ))}
          </Stack>
        </Radio.Group>
        <TextInput
          label={values.costType === 'percentage' ? 'Porcentaje' : 'Importe'}
          description={
            values.costType === 'percentage'
              ? 'Del coste de ingredientes de la receta, de 0 a 100.'
              : values.costType === 'per_serving'
                ? 'Por cada ración de la receta.'
                : 'Por cada elaboración (tanda) de la receta.'
          }
          placeholder={values.costType === 'percentage' ? '3' : '0,35'}
          required
          inputMode="decimal"
          value={values.amount}
          error={errors.amount}
          rightSection={
            <Text size="sm" c="dimmed">
              {amountUnit(values.costType)}
            </Text>
          }
          rightSectionWidth={values.costType === 'per_serving' ? 76 : 36}
          onChange={(event) => {
            set('amount', event.currentTarget.value);
          }}
        />
        <Textarea
          label="Descripción"
          placeholder="Opcional: qué incluye"
          minRows={2}
          maxLength={500}
          value={values.description}
          error={errors.description}
          onChange={(event) => {
            set('description', event.currentTarget.value);
          }}
        />
        {definition ? (
          <Switch
            label="Activo (se puede añadir a recetas)"
            checked={values.isActive}
            onChange={(event) => {
              set('isActive', event.currentTarget.checked);
            }}
          />
        ) : null}
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={saving}>
            {definition ? 'Guardar' : 'Crear coste extra'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
