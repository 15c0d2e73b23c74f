import { Badge, Button, EmptyState, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { AffectedMenu, AffectedRecipe } from '@costeo/domain/contracts/supplier-invoices';
import { HorizontalScroll } from './horizontal-scroll.tsx';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { formatEuro, formatPercent, formatQuantity } from '../../../lib/format.ts';

function signed(value: string | null, format: (value: string) => string): string {
  if (value === null) return '—';
  const negative = value.startsWith('-');
  const zero = Number(value) === 0;
  return `${zero ? '' : negative ? '−' : '+'}${format(value.replace('-', ''))}`;
}

const points = (value: string) => `${formatPercent(value).replace(/\s%$/u, '')} p.p.`;

function changeColor(value: string | null): string | undefined {
  if (value === null || Number(value) === 0) return undefined;
  return value.startsWith('-') ? BADGE_TEXT.red : BADGE_TEXT.teal;
}

/** "30 %", "27,5 %": a target as a cook says it. */
function formatTarget(value: string): string {
  return `${formatQuantity(value, 2)}\u00a0%`;
}

/** Whether the recipe's new food cost is above its target (the dish now costs too much). */
function aboveTarget(recipe: AffectedRecipe): boolean {
  return (
    recipe.new_food_cost_pct !== null &&
    Number(recipe.new_food_cost_pct) > Number(recipe.target_food_cost_pct)
  );
}

/** "Supera el objetivo de 30 %": the new cost takes the dish past its target. */
function CrossesTarget({ recipe }: { recipe: AffectedRecipe }) {
  if (!recipe.crosses_target) return null;
  // Text, not a badge: a badge keeps one line and cut the sentence short in a narrow column.
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle
        size={14}
        aria-hidden
        style={{ flexShrink: 0, marginTop: 3, color: BADGE_TEXT.red }}
      />
      <Text span size="sm" fw={700} c={BADGE_TEXT.red}>
        Supera el objetivo de {formatTarget(recipe.target_food_cost_pct)}
      </Text>
    </Group>
  );
}

/** "PVP sugerido 14,50 €": the sale price that keeps the target, for a dish now above it. */
function SuggestedPrice({ recipe }: { recipe: AffectedRecipe }) {
  if (recipe.suggested_sale_price === null || !aboveTarget(recipe)) return null;
  return (
    <Text span size="sm" fw={600}>
      PVP sugerido {formatEuro(recipe.suggested_sale_price)}
    </Text>
  );
}

function FoodCost({ recipe }: { recipe: AffectedRecipe }) {
  if (recipe.old_food_cost_pct === null || recipe.new_food_cost_pct === null) return <>—</>;
  return (
    <>
      {formatPercent(recipe.old_food_cost_pct)} →{' '}
      <Text span size="sm" fw={600} c={aboveTarget(recipe) ? BADGE_TEXT.red : undefined}>
        {formatPercent(recipe.new_food_cost_pct)}
      </Text>
    </>
  );
}

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function RecipesTable({ recipes }: { recipes: AffectedRecipe[] }) {
  return (
    <HorizontalScroll minWidth={640} label="Recetas cuyo coste cambia">
      <Table striped withTableBorder fz="sm" aria-label="Recetas cuyo coste cambia">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Receta</Table.Th>
            <Table.Th ta="right">Coste por ración</Table.Th>
            <Table.Th ta="right">Food cost</Table.Th>
            <Table.Th ta="right">Margen</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {recipes.map((recipe) => (
            <Table.Tr key={recipe.id}>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <span>
                    {recipe.name}
                    {recipe.is_subrecipe ? (
                      <Badge ml={6} size="xs" variant="light" color="gray" tt="none">
                        Elaboración
                      </Badge>
                    ) : null}
                  </span>
                  <CrossesTarget recipe={recipe} />
                  <SuggestedPrice recipe={recipe} />
                </Stack>
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatEuro(recipe.old_cost_per_serving)} →{' '}
                {formatEuro(recipe.new_cost_per_serving)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                <FoodCost recipe={recipe} />
                {recipe.new_food_cost_pct === null ? null : (
                  <Text size="xs" c="dimmed">
                    objetivo {formatTarget(recipe.target_food_cost_pct)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {recipe.old_margin_pct === null || recipe.new_margin_pct === null ? (
                  '—'
                ) : (
                  <>
                    {formatPercent(recipe.old_margin_pct)} → {formatPercent(recipe.new_margin_pct)}
                    <Text size="xs" c={changeColor(recipe.margin_pct_change)} fw={600}>
                      {signed(recipe.margin_pct_change, points)} ·{' '}
                      {signed(recipe.margin_change, formatEuro)} por ración
                    </Text>
                  </>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}

function Change({
  label,
  from,
  to,
  change,
}: {
  label: string;
  from: string;
  to: string;
  change?: ReactNode;
}) {
  return (
    <Text size="sm">
      <Text span size="sm" c="dimmed">
        {label}:{' '}
      </Text>
      {from} → {to} {change}
    </Text>
  );
}

/** At phone width: one block per recipe and menu instead of a table to scroll sideways. */
function ImpactList({ recipes, menus }: { recipes: AffectedRecipe[]; menus: AffectedMenu[] }) {
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label="Recetas y menús cuyo coste cambia"
    >
      {recipes.map((recipe) => (
        <li key={`r${recipe.id}`}>
          <Text size="sm" fw={600}>
            {recipe.name}
            {recipe.is_subrecipe ? ' (elaboración)' : ''}
          </Text>
          <Change
            label="Coste por ración"
            from={formatEuro(recipe.old_cost_per_serving)}
            to={formatEuro(recipe.new_cost_per_serving)}
          />
          {recipe.old_food_cost_pct !== null && recipe.new_food_cost_pct !== null ? (
            <Change
              label="Food cost"
              from={formatPercent(recipe.old_food_cost_pct)}
              to={formatPercent(recipe.new_food_cost_pct)}
              change={
                <Text span size="sm" c="dimmed">
                  (objetivo {formatTarget(recipe.target_food_cost_pct)})
                </Text>
              }
            />
          ) : null}
          {recipe.crosses_target || aboveTarget(recipe) ? (
            <Group gap="xs" wrap="wrap">
              <CrossesTarget recipe={recipe} />
              <SuggestedPrice recipe={recipe} />
            </Group>
          ) : null}
          {recipe.old_margin_pct !== null && recipe.new_margin_pct !== null ? (
            <Change
              label="Margen"
              from={formatPercent(recipe.old_margin_pct)}
              to={formatPercent(recipe.new_margin_pct)}
              change={
                <Text span size="sm" c={changeColor(recipe.margin_pct_change)} fw={600}>
                  ({signed(recipe.margin_pct_change, points)},{' '}
                  {signed(recipe.margin_change, formatEuro)} por ración)
                </Text>
              }
            />
          ) : null}
        </li>
      ))}
      {menus.map((menu) => (
        <li key={`m${menu.id}`}>
          <Text size="sm" fw={600}>
            {menu.name}
          </Text>
          <Change
            label="Coste por cubierto"
            from={formatEuro(menu.old_cost_per_cover)}
            to={formatEuro(menu.new_cost_per_cover)}
          />
          {menu.old_food_cost_pct !== null && menu.new_food_cost_pct !== null ? (
            <Change
              label="Food cost"
              from={formatPercent(menu.old_food_cost_pct)}
              to={formatPercent(menu.new_food_cost_pct)}
            />
          ) : null}
        </li>
      ))}
    </Stack>
  );
}

function MenusTable({ menus }: { menus: AffectedMenu[] }) {
  return (
    <HorizontalScroll minWidth={480} label="Menús cuyo coste cambia">
      <Table striped withTableBorder fz="sm" aria-label="Menús cuyo coste cambia">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Menú</Table.Th>
            <Table.Th ta="right">Coste por cubierto</Table.Th>
            <Table.Th ta="right">Food cost</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {menus.map((menu) => (
            <Table.Tr key={menu.id}>
              <Table.Td>{menu.name}</Table.Td>
              <Table.Td ta="right">
                {formatEuro(menu.old_cost_per_cover)} → {formatEuro(menu.new_cost_per_cover)}
              </Table.Td>
              <Table.Td ta="right">
                {menu.old_food_cost_pct === null || menu.new_food_cost_pct === null
                  ? '—'
                  : `${formatPercent(menu.old_food_cost_pct)} → ${formatPercent(menu.new_food_cost_pct)}`}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </HorizontalScroll>
  );
}

interface MarginImpactProps {
  available: boolean;
  recipes: AffectedRecipe[];
  menus: AffectedMenu[];
  lockedMessage: string;
  onUpgrade: () => void;
}

/** "Efecto en tus márgenes": the recipes and menus whose cost the invoice moves (Pro and up). */
export function MarginImpact({
  available,
  recipes,
  menus,
  lockedMessage,
  onUpgrade,
}: MarginImpactProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const title = (
    <Title order={3} size="h5">
      Efecto en tus márgenes
    </Title>
  );
  if (!available) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="margin-impact-locked">
        {title}
        <EmptyState icon={<IconLock size={24} stroke={1.6} />} variant="light" py="md">
          <EmptyState.Description>
            <Text size="sm" fw={600} c="dark.7" component="span" display="block">
              {lockedMessage}
            </Text>
            <Text size="sm" c="dimmed" component="span" display="block" mt={6}>
              Con el plan Pro verás, antes de aplicar la factura, cuánto cambian el coste y el
              margen de cada receta y menú.
            </Text>
          </EmptyState.Description>
          <EmptyState.Actions>
            <Button onClick={onUpgrade}>Mejorar plan</Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" data-testid="margin-impact">
      <Stack gap="sm">
        {title}
        {recipes.length === 0 && menus.length === 0 ? (
          <Text size="sm" c="dimmed">
            Ninguna receta ni menú cambia de coste con esta factura.
          </Text>
        ) : null}
        {isSmallScreen ? <ImpactList recipes={recipes} menus={menus} /> : null}
        {!isSmallScreen && recipes.length > 0 ? <RecipesTable recipes={recipes} /> : null}
        {!isSmallScreen && menus.length > 0 ? <MenusTable menus={menus} /> : null}
      </Stack>
    </Paper>
  );
}
