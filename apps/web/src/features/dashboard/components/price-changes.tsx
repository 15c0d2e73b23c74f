import { Fragment } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { DashboardPriceChange } from '@costeo/domain/contracts/dashboard';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatPercent, formatShortDate, formatUnitPrice } from '../../../lib/format.ts';
import { DashboardCard } from './dashboard-card.tsx';

function ChangeBadge({ change }: { change: DashboardPriceChange }) {
  if (change.change_pct === null) return null;
  // A dearer ingredient is bad news for the margins (red); a cheaper one good (teal).
  const up = !change.change_pct.startsWith('-');
  const color = up ? 'red' : 'teal';
  const Icon = up ? IconArrowUpRight : IconArrowDownRight;
  return (
    <Badge
      color={color}
      c={BADGE_TEXT[color]}
      variant="light"
      tt="none"
      radius="sm"
      leftSection={<Icon size={12} aria-hidden />}
      style={{ flexShrink: 0 }}
    >
      {up ? 'Sube' : 'Baja'} {formatPercent(change.change_pct.replace('-', ''))}
    </Badge>
  );
}

function AffectedRecipes({ change }: { change: DashboardPriceChange }) {
  if (change.affected_count === 0) {
    return (
      <Text size="xs" c="dimmed">
        No afecta a ninguna receta.
      </Text>
    );
  }
  const more = change.affected_count - change.affected_recipes.length;
  return (
    <Text size="xs" c="dimmed">
      Afecta a{' '}
      {change.affected_recipes.map((recipe, index) => (
        <Fragment key={recipe.id}>
          {index > 0 ? ', ' : ''}
          <Anchor component={Link} to={`/recipes/${recipe.id}`} size="xs">
            {recipe.name}
          </Anchor>
        </Fragment>
      ))}
      {more > 0 ? ` y ${more} más` : ''}.
    </Text>
  );
}

/** The latest supplier price changes and the recipes whose cost they moved. */
export function PriceChanges({ changes }: { changes: DashboardPriceChange[] }) {
  const title = 'Últimos cambios de precio';
  return (
    <DashboardCard title={title} description="Precio por kg, l o ud, antes y ahora.">
      {changes.length === 0 ? (
        <Text size="sm" c="dimmed">
          Cuando cambies el precio de un ingrediente, verás aquí cuánto ha subido o bajado y a qué
          recetas afecta.
        </Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label={title}>
          {changes.map((change) => (
            <li key={change.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} lineClamp={2}>
                    {change.product_name}
                  </Text>
                  <Text size="sm">
                    {formatUnitPrice(change.old_price)} → {formatUnitPrice(change.new_price)}/
                    {change.reference_unit}
                    <Text span size="xs" c="dimmed">
                      {' '}
                      · {formatShortDate(change.changed_at)}
                    </Text>
                  </Text>
                </div>
                <ChangeBadge change={change} />
              </Group>
              <AffectedRecipes change={change} />
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
