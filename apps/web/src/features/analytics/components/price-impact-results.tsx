import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { PriceImpact, PriceImpactRecipe } from '@costeo/domain/contracts/analytics';
import {
  formatEuro,
  formatPercent,
  formatPurchasePrice,
  formatQuantity,
  formatShortDate,
  formatUnitPrice,
} from '../../../lib/format.ts';

const pct = (value: string | null) => (value === null ? '—' : formatPercent(value));

type SalesVolume = NonNullable<PriceImpact['sales_volume']>;

/**
 * What the change costs a week at the real volumes (issue 33): "Con tus ventas de las últimas 4
 * semanas (del … al …), este cambio te cuesta 12,34 € a la semana" — or saves it, or nothing.
 */
export function weeklyCostText(volume: SalesVolume): string {
  const since = `Con tus ventas de las últimas 4 semanas (del ${formatShortDate(volume.date_from)} al ${formatShortDate(volume.date_to)})`;
  const amount = Number(volume.weekly_cost_change);
  if (volume.recipes.length === 0) {
    return `${since}, ninguno de los platos que cambian se ha vendido.`;
  }
  if (amount === 0) return `${since}, este cambio no mueve lo que te cuestan a la semana.`;
  const euros = formatEuro(volume.weekly_cost_change.replace(/^-/, ''));
  return amount > 0
    ? `${since}, este cambio te cuesta ${euros} a la semana.`
    : `${since}, este cambio te ahorra ${euros} a la semana.`;
}

function TargetBadge({ row }: { row: PriceImpactRecipe }) {
  if (!row.below_target) return null;
  return (
    <Badge color={row.was_below_target ? 'orange' : 'red'} variant="light" size="sm">
      {row.was_below_target ? 'Bajo objetivo' : 'Bajo objetivo (nuevo)'}
    </Badge>
  );
}

/** A dish's units a week and what the change costs it a week ("—" when not sold). */
function WeeklyCells({ sold }: { sold: SalesVolume['recipes'][number] | undefined }) {
  return (
    <>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {sold ? formatQuantity(sold.weekly_units, 2) : '—'}
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {sold ? formatEuro(sold.weekly_cost_change) : '—'}
      </Table.Td>
    </>
  );
}

/** Affected recipes: old → new cost per serving, margin and food cost, and the target flag. */
export function PriceImpactResults({ impact }: { impact: PriceImpact }) {
  const { product } = impact;
  const volume = impact.sales_volume;
  const weekly = new Map((volume?.recipes ?? []).map((row) => [row.recipe, row]));
  return (
    <Stack gap="sm" data-testid="price-impact-results">
      <Text size="sm">
        <b>{product.name}</b>: {formatPurchasePrice(product.old_price)} →{' '}
        <b>{formatPurchasePrice(product.new_price)}</b> (
        {formatUnitPrice(product.old_reference_price)} →{' '}
        {formatUnitPrice(product.new_reference_price)} por {product.reference_unit}).{' '}
        {impact.affected_count === 0
          ? 'Ninguna receta usa este producto.'
          : `${impact.affected_count} recetas afectadas; ${impact.newly_below_target_count} quedarían bajo objetivo por este cambio.`}
      </Text>
      {volume ? (
        <Text size="sm" fw={600} data-testid="price-impact-weekly">
          {weeklyCostText(volume)}
        </Text>
      ) : null}
      {impact.recipes.length > 0 ? (
        <Table.ScrollContainer minWidth={volume ? 760 : 560}>
          <Table fz="sm" verticalSpacing={6} striped aria-label="Recetas afectadas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Receta</Table.Th>
                <Table.Th ta="right">Coste por ración</Table.Th>
                <Table.Th ta="right">Margen</Table.Th>
                <Table.Th ta="right">Food cost</Table.Th>
                <Table.Th>Objetivo</Table.Th>
                {volume ? (
                  <>
                    <Table.Th ta="right">Vendidas por semana</Table.Th>
                    <Table.Th ta="right">Coste a la semana</Table.Th>
                  </>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {impact.recipes.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm">{row.name}</Text>
                      {row.is_subrecipe ? (
                        <Badge size="xs" variant="outline" color="gray">
                          Elaboración
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {formatEuro(row.old_cost_per_serving)} →{' '}
                    <b>{formatEuro(row.new_cost_per_serving)}</b>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {pct(row.old_margin_pct)} → <b>{pct(row.new_margin_pct)}</b>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {pct(row.old_food_cost_pct)} → <b>{pct(row.new_food_cost_pct)}</b>
                  </Table.Td>
                  <Table.Td>
                    <TargetBadge row={row} />
                  </Table.Td>
                  {volume ? <WeeklyCells sold={weekly.get(row.id)} /> : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
