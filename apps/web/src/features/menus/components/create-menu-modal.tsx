import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import {
  MENU_KINDS,
  MENU_KIND_LABELS,
  menuRequestSchema,
  type MenuKindCode,
  type MenuRequest,
} from '@costeo/domain/contracts/menus';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { decimalInputError, toApiDecimal } from '../../../lib/decimal-input.ts';
import { readSaveError, useFocusFirstError, validateRequest } from '../../../lib/form-errors.ts';
import { useCreateMenu } from '../../../api/menus/create-menu.ts';
import {
  defaultChoice,
  hasPricePerPerson,
  parseGuests,
  SUGGESTED_SECTIONS,
} from '../lib/menu-draft.ts';

interface CreateMenuModalProps {
  opened: boolean;
  onClose: () => void;
}

const KIND_HINTS: Record<MenuKindCode, string> = {
  carta: 'Cada plato con su PVP: food cost de cada uno y el medio.',
  menu_del_dia: 'Un precio por persona; cada comensal elige un plato de cada sección.',
  evento: 'Un presupuesto para un número de invitados, con sus costes extra.',
};

/** The fields this form shows an error on, by their API name. */
const FIELDS = ['name', 'kind', 'price_per_person', 'guests'];

function CreateMenuForm({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const creation = useCreateMenu();
  const [name, setName] = useState('');
  const [kind, setKind] = useState<MenuKindCode>('menu_del_dia');
  const [price, setPrice] = useState('');
  const [guests, setGuests] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorsRef = useFocusFirstError<HTMLFormElement>(errors);

  const submit = () => {
    const isEvent = kind === 'evento';
    const request: MenuRequest = {
      name,
      kind,
      price_per_person: hasPricePerPerson(kind) && price.trim() !== '' ? toApiDecimal(price) : null,
      guests: isEvent && guests.trim() !== '' ? (parseGuests(guests) ?? Number.NaN) : null,
      // The kind's usual sections, empty: the editor adds the dishes.
      sections: SUGGESTED_SECTIONS[kind]
        .slice(0, 3)
        .map((section) => ({ name: section, choice: defaultChoice(kind), items: [] })),
    };
    const local = validateRequest(menuRequestSchema, request);
    const priceProblem =
      hasPricePerPerson(kind) && price.trim() !== '' ? decimalInputError(price) : null;
    if (priceProblem) local.price_per_person = priceProblem;
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    creation.mutate(request, {
      onSuccess: (menu) => {
        onClose();
        void navigate(`/menus/${menu.id}`);
      },
      onError: (error) => {
        const { fields, form } = readSaveError(
          error,
          'No se ha podido crear el menú. Inténtalo de nuevo.',
          (field) => FIELDS.includes(field),
        );
        setErrors(form ? { ...fields, form } : fields);
      },
    });
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
          placeholder="Menú del día de primavera"
          required
          data-autofocus
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          error={errors.name}
        />
        <Radio.Group
          label="Tipo"
          value={kind}
          onChange={(value) => {
            setKind(value);
          }}
          error={errors.kind}
        >
          <Stack gap="xs" mt={6}>
            {MENU_KINDS.map((code) => (
              <Radio
                key={code}
                value={code}
                label={MENU_KIND_LABELS[code]}
                description={KIND_HINTS[code]}
              />
            ))}
          </Stack>
        </Radio.Group>
        {hasPricePerPerson(kind) ? (
          <TextInput
            label="Precio por persona (IVA incl.)"
            inputMode="decimal"
            placeholder="13,50"
            rightSection="€"
            required
            value={price}
            onChange={(event) => {
              setPrice(event.currentTarget.value);
            }}
            error={errors.price_per_person}
          />
        ) : null}
        {kind === 'evento' ? (
          <TextInput
            label="Invitados"
            inputMode="numeric"
            placeholder="80"
            required
            value={guests}
            onChange={(event) => {
              setGuests(event.currentTarget.value);
            }}
            error={errors.guests}
          />
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
            Crear y añadir platos
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** "Nuevo menú": its name, kind and price; the editor opens right after. */
export function CreateMenuModal({ opened, onClose }: CreateMenuModalProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Nuevo menú"
      centered
      size={isSmallScreen ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened ? <CreateMenuForm onClose={onClose} /> : null}
    </Modal>
  );
}
