import { useState } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, Switch, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { UNIT_CODES, UNITS, type UnitCode } from '@costeo/domain/units';
import { toApiDecimal, decimalInputError } from '../../../lib/decimal-input.ts';
import { readSaveError, useFocusFirstError } from '../../../lib/form-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { useCreateRecipe } from '../../../api/recipes/create-recipe.ts';
import { parseServings } from '../lib/recipe-draft.ts';

interface CreateRecipeModalProps {
  opened: boolean;
  onClose: () => void;
  /** A 403 quota refusal goes to the app's upgrade modal; true when it was one. */
  onRefusal: (error: unknown) => boolean;
  onCreated: () => void;
}

export const YIELD_UNIT_OPTIONS = UNIT_CODES.map((code) => ({
  value: code,
  label: `${code} (${UNITS[code].plural})`,
}));

function CreateRecipeForm({
  onClose,
  onRefusal,
  onCreated,
}: Omit<CreateRecipeModalProps, 'opened'>) {
  const navigate = useNavigate();
  const creation = useCreateRecipe();
  const [name, setName] = useState('');
  const [servings, setServings] = useState('4');
  const [isSubrecipe, setIsSubrecipe] = useState(false);
  const [yieldQuantity, setYieldQuantity] = useState('');
  const [yieldUnit, setYieldUnit] = useState<UnitCode | null>('l');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorsRef = useFocusFirstError<HTMLFormElement>(errors);

  const submit = () => {
    const local: Record<string, string> = {};
    if (name.trim() === '') local.name = 'Este campo es obligatorio.';
    if (parseServings(servings) === null)
      local.servings = 'Indica un número entero de raciones (1 o más).';
    if (isSubrecipe && yieldQuantity.trim() === '') {
      local.yield_quantity =
        'Una elaboración necesita su cantidad producida (lo que sale de una tanda).';
    } else if (isSubrecipe) {
      const problem = decimalInputError(yieldQuantity);
      if (problem) local.yield_quantity = problem;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    creation.mutate(
      {
        name,
        servings: parseServings(servings) ?? 1,
        is_subrecipe: isSubrecipe,
        yield_quantity: isSubrecipe ? toApiDecimal(yieldQuantity) : null,
        yield_unit: isSubrecipe ? yieldUnit : null,
      },
      {
        onSuccess: (recipe) => {
          onCreated();
          onClose();
          void navigate(`/recipes/${recipe.id}`);
        },
        onError: (error) => {
          if (onRefusal(error)) {
            onClose();
            return;
          }
          // A 400 on its field; the generic message only for a 5xx or no answer (issue 16).
          const { fields, form } = readSaveError(
            error,
            'No se ha podido crear la receta. Inténtalo de nuevo.',
            (field) => FIELDS.includes(field),
          );
          setErrors(form ? { ...fields, form } : fields);
        },
      },
    );
  };

  return (
    <form
      ref={errorsRef}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Nombre"
          placeholder="Tortilla de patatas"
          required
          data-autofocus
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={errors.name}
        />
        <TextInput
          label="Raciones"
          description="Cuántas raciones salen de una elaboración completa."
          inputMode="numeric"
          required
          value={servings}
          onChange={(event) => {
            setServings(event.currentTarget.value);
          }}
          error={errors.servings}
        />
        <Switch
          label="Es una elaboración (se usa dentro de otras recetas)"
          description="Un fondo, una salsa, una masa… con la cantidad que produce."
          checked={isSubrecipe}
          onChange={(event) => {
            setIsSubrecipe(event.currentTarget.checked);
          }}
        />
        {isSubrecipe ? (
          <Group grow align="flex-start">
            <TextInput
              label="Cantidad producida"
              description="Lo que produce una elaboración completa."
              placeholder="2"
              inputMode="decimal"
              required
              value={yieldQuantity}
              onChange={(event) => {
                setYieldQuantity(event.currentTarget.value);
              }}
              error={errors.yield_quantity}
            />
            <Select
              label="Unidad producida"
              data={YIELD_UNIT_OPTIONS}
              value={yieldUnit}
              onChange={(value) => {
                setYieldUnit(value);
              }}
              allowDeselect={false}
              error={errors.yield_unit}
            />
          </Group>
        ) : null}
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button type="submit" loading={creation.isPending}>
            Crear y añadir ingredientes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Nueva receta": the few fields a recipe starts with; the editor opens right after. */
/** The fields this form shows an error on, by their API name. */
const FIELDS = ['name', 'servings', 'yield_quantity', 'yield_unit'];

export function CreateRecipeModal({ opened, ...props }: CreateRecipeModalProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title="Nueva receta"
      centered
      size={isSmallScreen ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened ? <CreateRecipeForm {...props} /> : null}
    </Modal>
  );
}
