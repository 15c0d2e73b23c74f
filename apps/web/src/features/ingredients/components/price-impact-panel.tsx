import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import type {
  PriceImpact,
  PriceImpactMenu,
  PriceImpactRecipe,
} from '@costeo/domain/contracts/analytics';
import { MENU_KIND_LABELS } from '@costeo/domain/contracts/menus';
import {
  usePriceImpactPreview,
  type PriceImpactInput,
} from '../../../api/analytics/simulate-price-impact.ts';
import { getFeatureNotAvailable, getFieldErrors } from '../../../lib/api-errors.ts';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatEuro, formatPercent, formatPurchasePrice } from '../../../lib/format.ts';
import { formatPurchaseFormat } from '../lib/display.ts';
import type { IngredientsPlanAccess } from '../lib/plan-access.ts';

/** The what-if waits for a pause in typing: one request per price, not one per key. */
export const PRICE_IMPACT_DEBOUNCE_MS = 400;

/** Rows shown before "Ver todas": the drawer stays short for a product in many recipes. */
const FIRST_ROWS = 5;

const IMPACT_FAILED =
  'No se ha podido calcular el efecto en tus márgenes. Puedes guardar igualmente.';

type PlanAccess = Pick<
  IngredientsPlanAccess,
  'hasPriceImpact' | 'priceImpactLockedMessage' | 'openUpgrade'
>;

interface PriceImpactPanelProps {
  /** The what-if of what is typed; null when the price and format are the saved ones. */
  input: PriceImpactInput | null;
  /** The merma, density or unit weight changed too: not in the what-if's figures. */
  otherChanges: boolean;
  plan: PlanAccess;
}

const pct = (value: string | null) => (value === null ? '—' : formatPercent(value));

/** A rise in cost in red, a fall in teal, no change plain. */
function costColor(from: string, to: string): string | undefined {
  const change = Number(to) - Number(from);
  if (change === 0) return undefined;
  return change > 0 ? BADGE_TEXT.red : BADGE_TEXT.teal;
}

function Change({
  label,
  from,
  to,
  color,
}: {
  label: string;
  from: string;
  to: string;
  color?: string;
}) {
  return (
    <Text size="sm">
      <Text span size="sm" c="dimmed">
        {label}:{' '}
      </Text>
      {from} →{' '}
      <Text span size="sm" fw={600} c={color}>
        {to}
      </Text>
    </Text>
  );
}

function TargetBadge({ recipe }: { recipe: PriceImpactRecipe }) {
  if (!recipe.below_target) return null;
  const fresh = !recipe.was_below_target;
  return (
    <Badge
      size="xs"
      variant="light"
      color={fresh ? 'red' : 'orange'}
      c={fresh ? BADGE_TEXT.red : BADGE_TEXT.orange}
      tt="none"
    >
      {fresh ? 'Queda bajo objetivo' : 'Bajo objetivo'}
    </Badge>
  );
}

function RecipeRow({ recipe }: { recipe: PriceImpactRecipe }) {
  return (
    <li>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {recipe.name}
        </Text>
        {recipe.is_subrecipe ? (
          <Badge size="xs" variant="outline" color="gray" tt="none">
            Elaboración
          </Badge>
        ) : null}
        <TargetBadge recipe={recipe} />
      </Group>
      <Change
        label="Coste por ración"
        from={formatEuro(recipe.old_cost_per_serving)}
        to={formatEuro(recipe.new_cost_per_serving)}
        color={costColor(recipe.old_cost_per_serving, recipe.new_cost_per_serving)}
      />
      {recipe.old_food_cost_pct !== null || recipe.new_food_cost_pct !== null ? (
        <Change
          label="Food cost"
          from={pct(recipe.old_food_cost_pct)}
          to={pct(recipe.new_food_cost_pct)}
        />
      ) : null}
    </li>
  );
}

function MenuRow({ menu }: { menu: PriceImpactMenu }) {
  const carta = menu.kind === 'carta';
  return (
    <li>
      <Group gap={6} wrap="wrap">
        <Text size="sm" fw={600}>
          {menu.name}
        </Text>
        <Badge size="xs" variant="outline" color="gray" tt="none">
          {MENU_KIND_LABELS[menu.kind]}
        </Badge>
      </Group>
      {carta ? null : (
        <Change
          label="Coste por cubierto"
          from={formatEuro(menu.old_cost_per_cover)}
          to={formatEuro(menu.new_cost_per_cover)}
          color={costColor(menu.old_cost_per_cover, menu.new_cost_per_cover)}
        />
      )}
      {menu.old_food_cost_pct !== null || menu.new_food_cost_pct !== null ? (
        <Change
          label={carta ? 'Food cost medio' : 'Food cost'}
          from={pct(menu.old_food_cost_pct)}
          to={pct(menu.new_food_cost_pct)}
        />
      ) : null}
    </li>
  );
}

/** A list that shows its first rows and offers the rest. */
function ShortList<T>({
  label,
  rows,
  render,
}: {
  label: string;
  rows: T[];
  render: (row: T) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  if (rows.length === 0) return null;
  const shown = all ? rows : rows.slice(0, FIRST_ROWS);
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
        {label}
      </Text>
      <Stack component="ul" gap={8} m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
        {shown.map(render)}
      </Stack>
      {rows.length > FIRST_ROWS ? (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          mt={4}
          onClick={() => {
            setAll(!all);
          }}
        >
          {all ? 'Ver menos' : `Ver las ${rows.length} ${label.toLowerCase()}`}
        </Button>
      ) : null}
    </div>
  );
}

function ImpactResults({ impact }: { impact: PriceImpact }) {
  const { product } = impact;
  const format = formatPurchaseFormat(product.new_purchase_quantity, product.new_purchase_unit);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Si guardas {formatPurchasePrice(product.new_price)} por {format}, así quedan tus recetas
        {impact.menus.length > 0 ? ' y menús' : ''}:
      </Text>
      <ShortList
        label="Recetas"
        rows={impact.recipes}
        render={(recipe) => <RecipeRow key={recipe.id} recipe={recipe} />}
      />
      <ShortList
        label="Menús"
        rows={impact.menus}
        render={(menu) => <MenuRow key={menu.id} menu={menu} />}
      />
    </Stack>
  );
}

function LockedHint({ plan }: { plan: PlanAccess }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid="price-impact-locked">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconLock size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Efecto en tus márgenes
          </Text>
          <Text size="sm">
            {plan.priceImpactLockedMessage} Con Analytics avanzado (plan Business) verías aquí,
            antes de guardar, cuánto cambian tus recetas y menús con este precio.
          </Text>
          <div>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => {
                plan.openUpgrade(plan.priceImpactLockedMessage);
              }}
            >
              Mejorar plan
            </Button>
          </div>
        </Stack>
      </Group>
    </Paper>
  );
}

/** A refused price says why (400, e.g. a format this product cannot be priced in); else ours. */
function failureMessage(error: unknown): string {
  const [field] = Object.values(getFieldErrors(error));
  return field ?? IMPACT_FAILED;
}

/**
 * "Efecto en tus márgenes" in the product drawer (issue 31): before saving a new price or purchase
 * format, the recipes and menus it moves, from `price_impact/` (a what-if: nothing is saved, and
 * its figures are those a save gives). Plan feature `analytics`; other plans get a short locked
 * hint. Nothing here blocks saving.
 */
export function PriceImpactPanel({ input, otherChanges, plan }: PriceImpactPanelProps) {
  const [asked] = useDebouncedValue(input, PRICE_IMPACT_DEBOUNCE_MS);
  const available = plan.hasPriceImpact === true;
  const query = usePriceImpactPreview(available && input !== null ? asked : null);
  if (input === null || plan.hasPriceImpact === null) return null;
  if (!available || getFeatureNotAvailable(query.error)) return <LockedHint plan={plan} />;

  const updating = asked !== input || query.isFetching;
  let body: ReactNode;
  if (query.isError) {
    body = (
      <Text size="sm" c="red.8" role="alert">
        {failureMessage(query.error)}
      </Text>
    );
  } else if (query.data) {
    body = <ImpactResults impact={query.data} />;
  } else {
    body = (
      <Text size="sm" c="dimmed">
        Calculando el efecto en tus recetas y menús…
      </Text>
    );
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="region"
      aria-labelledby="price-impact-title"
      aria-busy={updating}
      data-testid="price-impact"
    >
      <Group gap="xs" mb="xs" justify="space-between" wrap="nowrap">
        <Title order={3} size="h6" id="price-impact-title">
          Efecto en tus márgenes
        </Title>
        {updating ? <Loader size={14} role="progressbar" aria-label="Calculando" /> : null}
      </Group>
      <div style={{ opacity: updating && query.data ? 0.6 : 1 }}>{body}</div>
      <Text size="xs" c="dimmed" mt="sm">
        Simulación: aún no se ha guardado nada.
        {otherChanges
          ? ' Usa la merma, la densidad y el peso por unidad guardados; su cambio se verá al guardar.'
          : ''}
      </Text>
    </Paper>
  );
}
