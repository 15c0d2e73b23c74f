import {
  Box,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { MENU_EXTRA_TYPES, MENU_EXTRA_TYPE_LABELS } from '@costeo/domain/contracts/menus';
import { dec, toMoney } from '@costeo/domain/decimal';
import { RowActions } from '../../../components/row-actions.tsx';
import { decimalInputError, parseDecimalInput } from '../../../lib/decimal-input.ts';
import { formatEuro } from '../../../lib/format.ts';
import type { MenuEditor } from '../hooks/use-menu-editor.ts';
import type { MenuFiguresView } from '../lib/menu-figures.ts';
import type { MenuExtraType } from '../lib/menu-draft.ts';
import { euroOrDash, guestsLabel, percentOrDash } from '../lib/menu-display.ts';
import { MenuFigure } from './menu-figure.tsx';
import { MenuQuoteTerms } from './menu-quote-terms.tsx';

const TYPE_OPTIONS = MENU_EXTRA_TYPES.map((type) => ({
  value: type,
  label: MENU_EXTRA_TYPE_LABELS[type],
}));

function isExtraType(value: string | null): value is MenuExtraType {
  return MENU_EXTRA_TYPES.some((type) => type === value);
}

interface MenuEventPanelProps {
  editor: MenuEditor;
  /** The figures shown (live while editing); null when there are none now. */
  figures: MenuFiguresView | null;
  errors: Record<string, string>;
  /** An extra was removed: the editor offers to put it back (issue 31). */
  onRemoved?: (removal: { message: string; restore: () => void }) => void;
}

/** The totals of the quote for its headcount: costs, revenue, margin and VAT. */
function EventTotals({ figures }: { figures: MenuFiguresView }) {
  if (figures.quote_guests === null || figures.total_cost === null) {
    return (
      <Text size="sm" c="dimmed">
        Indica el precio por persona y el número de invitados para ver los totales.
      </Text>
    );
  }
  const dishesTotal = toMoney(dec(figures.total_cost).minus(figures.extras_total ?? '0'));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        Presupuesto para {guestsLabel(figures.quote_guests)}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md" verticalSpacing="sm">
        <MenuFigure label="Coste de los platos" value={formatEuro(dishesTotal)} />
        <MenuFigure label="Costes extra" value={euroOrDash(figures.extras_total)} />
        <MenuFigure label="Coste total" value={formatEuro(figures.total_cost)} />
        <MenuFigure label="Ingresos (sin IVA)" value={euroOrDash(figures.revenue_net)} />
        <MenuFigure
          label="Margen"
          value={euroOrDash(figures.margin_total)}
          hint={figures.margin_pct === null ? undefined : percentOrDash(figures.margin_pct)}
        />
        <MenuFigure label="IVA" value={euroOrDash(figures.vat_total)} />
        <MenuFigure label="Total (IVA incl.)" value={euroOrDash(figures.total_with_vat)} />
      </SimpleGrid>
    </Stack>
  );
}

/** "Costes del evento": camareros, transporte, menaje… fixed or per person, and the quote's totals. */
export function MenuEventPanel({ editor, figures, errors, onRemoved }: MenuEventPanelProps) {
  const { extras } = editor.draft;
  return (
    <>
      <Paper withBorder radius="md" p="md" component="section" aria-label="Costes del evento">
        <Title order={2} size="h4" mb={4}>
          Costes del evento
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Lo que el evento cuesta además de los platos: personal, transporte, menaje…
        </Text>
        <Stack gap="xs">
          {extras.length === 0 ? (
            <Text size="sm" c="dimmed">
              Sin costes extra.
            </Text>
          ) : (
            <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {extras.map((extra, index) => {
                const label = extra.name.trim() || `Coste ${index + 1}`;
                const amountProblem =
                  extra.amount.trim() === '' ? null : decimalInputError(extra.amount);
                const total = figures?.quote_guests
                  ? extraTotal(extra.costType, extra.amount, figures.quote_guests)
                  : null;
                return (
                  <Paper
                    key={extra.key}
                    component="li"
                    withBorder
                    radius="md"
                    p="sm"
                    aria-label={label}
                  >
                    <Group gap="sm" align="flex-end" wrap="wrap">
                      <TextInput
                        label="Concepto"
                        aria-label={`Concepto del coste ${index + 1}`}
                        placeholder="Camareros"
                        value={extra.name}
                        onChange={(event) => {
                          editor.updateExtra(extra.key, { name: event.currentTarget.value });
                        }}
                        error={
                          extra.name.trim() === ''
                            ? 'Este campo es obligatorio.'
                            : errors[`extras.${index}.name`]
                        }
                        style={{ flex: '2 1 160px' }}
                      />
                      <Select
                        label="Tipo"
                        aria-label={`Tipo de ${label}`}
                        data={TYPE_OPTIONS}
                        value={extra.costType}
                        allowDeselect={false}
                        onChange={(value) => {
                          if (isExtraType(value))
                            editor.updateExtra(extra.key, { costType: value });
                        }}
                        style={{ flex: '1 1 130px' }}
                      />
                      <TextInput
                        label="Importe"
                        aria-label={`Importe de ${label}`}
                        inputMode="decimal"
                        rightSection="€"
                        placeholder="0,00"
                        value={extra.amount}
                        onChange={(event) => {
                          editor.updateExtra(extra.key, { amount: event.currentTarget.value });
                        }}
                        error={amountProblem ?? errors[`extras.${index}.amount`]}
                        style={{ flex: '1 1 110px' }}
                      />
                      <Stack gap={0} miw={90} pb={6}>
                        <Text size="xs" c="dimmed">
                          Total
                        </Text>
                        <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                          {total === null ? '—' : formatEuro(total)}
                        </Text>
                      </Stack>
                      <Box mb={6}>
                        <RowActions
                          label={label}
                          index={index}
                          count={extras.length}
                          onRemove={() => {
                            editor.removeExtra(extra.key);
                            onRemoved?.({
                              message: `Has quitado «${label}» de los costes del evento.`,
                              restore: () => {
                                editor.restoreExtra(extra, index);
                              },
                            });
                          }}
                        />
                      </Box>
                    </Group>
                  </Paper>
                );
              })}
            </Stack>
          )}
          <Group>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => {
                editor.addExtra();
              }}
            >
              Añadir coste
            </Button>
          </Group>
          {figures ? <EventTotals figures={figures} /> : null}
        </Stack>
      </Paper>
      <MenuQuoteTerms editor={editor} figures={figures} errors={errors} />
    </>
  );
}

/** An extra for the quoted headcount: its amount (fixed) or amount × guests (per person). */
function extraTotal(type: MenuExtraType, amount: string, guests: number): string | null {
  const value = amount.trim() === '' ? null : parseDecimalInput(amount);
  if (value === null) return null;
  return toMoney(type === 'per_person' ? value.times(guests) : value);
}
