import { Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { RowActions } from '../../../components/row-actions.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { decimalInputError } from '../../../lib/decimal-input.ts';
import { formatEuro } from '../../../lib/format.ts';
import type { ItemFiguresView } from '../lib/menu-figures.ts';
import type { DraftItem, SectionChoice } from '../lib/menu-draft.ts';
import { MenuGuestPortion } from './menu-guest-portion.tsx';
import classes from './menu-rows.module.css';
import { euroOrDash, percentOrDash } from '../lib/menu-display.ts';

interface MenuItemRowProps {
  item: DraftItem;
  index: number;
  count: number;
  choice: SectionChoice;
  isCarta: boolean;
  /** An event's dish also says what each guest gets (issue 31). */
  isEvent?: boolean;
  /** The item's figures as shown (live while editing); null when there are none now. */
  figures: ItemFiguresView | null;
  /** The section's share rule is broken: its message's id, for the share field. */
  sharesIssueId: string | null;
  /** Errors of this item keyed by field (`servings_per_cover`, `expected_share_pct`, `recipe`). */
  errors: Record<string, string>;
  onChange: (
    changes: Partial<Pick<DraftItem, 'servingsPerCover' | 'share' | 'guestQuantity' | 'guestUnit'>>,
  ) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={84}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The fields this row shows their errors on; the rest read under it. */
const OWN_FIELDS = ['expected_share_pct', 'servings_per_cover', 'guest_quantity', 'guest_unit'];

/** A typed decimal's own problem, or the save's message for the field. */
function fieldError(text: string, saveError: string | undefined): string | undefined {
  return (text.trim() === '' ? null : decimalInputError(text)) ?? saveError;
}

/** One dish of a section: its share of the guests, its servings per cover and what a cover costs. */
export function MenuItemRow(props: MenuItemRowProps) {
  const { item, index, count, choice, isCarta, figures, errors, onChange, onMove, onRemove } =
    props;
  const name = item.dish.name;
  const shareError = fieldError(item.share, errors.expected_share_pct);
  const otherErrors = Object.entries(errors)
    .filter(([field]) => !OWN_FIELDS.includes(field))
    .map(([, message]) => message);
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={name}>
      <div className={classes.item}>
        <div className={classes.name}>
          <Group gap={6} wrap="nowrap" align="baseline">
            <Text size="sm" c="dimmed" w={20} style={{ flexShrink: 0 }}>
              {index + 1}.
            </Text>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {name}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  item.dish.category,
                  item.dish.cost_per_serving === null
                    ? 'sin coste'
                    : `${formatEuro(item.dish.cost_per_serving)} por ración`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
              {figures?.below_target ? (
                <Badge
                  size="xs"
                  variant="light"
                  color="red"
                  c={BADGE_TEXT.red}
                  tt="none"
                  mt={2}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Por encima del objetivo
                </Badge>
              ) : null}
            </Stack>
          </Group>
        </div>
        <div className={classes.fields}>
          {choice === 'one' ? (
            <TextInput
              label="Comensales (%)"
              aria-label={`Comensales (%) que eligen ${name}`}
              inputMode="decimal"
              rightSection="%"
              placeholder={figures?.share_pct ? figures.share_pct.replace('.', ',') : '—'}
              value={item.share}
              onChange={(event) => {
                onChange({ share: event.currentTarget.value });
              }}
              error={shareError ?? (props.sharesIssueId ? true : undefined)}
              aria-describedby={props.sharesIssueId ?? undefined}
              w={130}
            />
          ) : null}
          <TextInput
            label="Raciones por cubierto"
            aria-label={`Raciones por cubierto de ${name}`}
            inputMode="decimal"
            value={item.servingsPerCover}
            onChange={(event) => {
              onChange({ servingsPerCover: event.currentTarget.value });
            }}
            error={
              item.servingsPerCover.trim() === ''
                ? 'Indica las raciones por cubierto.'
                : fieldError(item.servingsPerCover, errors.servings_per_cover)
            }
            w={190}
          />
          {props.isEvent ? (
            <MenuGuestPortion item={item} name={name} errors={errors} onChange={onChange} />
          ) : null}
          <Figure label="Coste por cubierto" value={euroOrDash(figures?.cost_per_cover ?? null)} />
          {isCarta ? (
            <>
              <Figure label="PVP" value={euroOrDash(figures?.sale_price ?? item.dish.sale_price)} />
              <Figure label="Food cost" value={percentOrDash(figures?.food_cost_pct ?? null)} />
            </>
          ) : null}
        </div>
        <RowActions
          className={classes.actions}
          label={name}
          index={index}
          count={count}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      {otherErrors.length > 0 ? (
        <Text size="sm" c="red" mt="xs" role="alert">
          {otherErrors.join(' ')}
        </Text>
      ) : null}
    </Paper>
  );
}
