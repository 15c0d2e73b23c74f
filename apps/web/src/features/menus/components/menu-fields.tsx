import type { ReactNode } from 'react';
import { Anchor, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { MENU_KINDS, MENU_KIND_LABELS, type MenuKindCode } from '@costeo/domain/contracts/menus';
import { formatPercent } from '../../../lib/format.ts';
import type { MenuEditor } from '../hooks/use-menu-editor.ts';
import { hasPricePerPerson } from '../lib/menu-draft.ts';

// Mi perfil's route, PROFILE_PATH of app/layout/user-menu-paths.ts (a feature does not import app/).
const PROFILE_PATH = '/perfil';

const KIND_OPTIONS = MENU_KINDS.map((kind) => ({ value: kind, label: MENU_KIND_LABELS[kind] }));

function isKind(value: string | null): value is MenuKindCode {
  return MENU_KINDS.some((kind) => kind === value);
}

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

interface MenuFieldsProps {
  editor: MenuEditor;
  defaults: { saleVatPct: string; targetFoodCostPct: string };
  errors: Record<string, string>;
}

/** Name, kind, price per person, VAT and target; an event's headcount, day and client. */
export function MenuFields({ editor, defaults, errors }: MenuFieldsProps) {
  const { draft, setField } = editor;
  const defaultVat = formatPercent(defaults.saleVatPct);
  const defaultTarget = formatPercent(defaults.targetFoodCostPct);
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
        <Select
          label="Tipo"
          data={KIND_OPTIONS}
          value={draft.kind}
          allowDeselect={false}
          onChange={(value) => {
            if (isKind(value)) setField('kind', value);
          }}
          error={errors.kind}
        />
        {hasPricePerPerson(draft.kind) ? (
          <TextInput
            label="Precio por persona (IVA incl.)"
            inputMode="decimal"
            placeholder="13,50"
            rightSection="€"
            required
            value={draft.pricePerPerson}
            onChange={(event) => {
              setField('pricePerPerson', event.currentTarget.value);
            }}
            error={errors.price_per_person}
          />
        ) : null}
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
        <TextInput
          label="Food cost objetivo (%)"
          description={profileDefaultHint(defaultTarget)}
          inputMode="decimal"
          placeholder={withoutPercentSign(defaultTarget)}
          rightSection="%"
          value={draft.targetFoodCostPct}
          onChange={(event) => {
            setField('targetFoodCostPct', event.currentTarget.value);
          }}
          error={errors.target_food_cost_pct}
        />
        {draft.kind === 'evento' ? (
          <>
            <TextInput
              label="Invitados"
              inputMode="numeric"
              placeholder="80"
              required
              value={draft.guests}
              onChange={(event) => {
                setField('guests', event.currentTarget.value);
              }}
              error={errors.guests}
            />
            <TextInput
              label="Fecha del evento"
              type="date"
              value={draft.eventDate}
              onChange={(event) => {
                setField('eventDate', event.currentTarget.value);
              }}
              error={errors.event_date}
            />
            <TextInput
              label="Cliente"
              placeholder="Boda de Lucía y Andrés"
              value={draft.clientName}
              onChange={(event) => {
                setField('clientName', event.currentTarget.value);
              }}
              error={errors.client_name}
            />
          </>
        ) : null}
      </SimpleGrid>
    </Paper>
  );
}
