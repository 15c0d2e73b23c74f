import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { PriceImpact, PriceImpactRecipe } from '@costeo/domain/contracts/analytics';
import {
  formatEuro,
  formatPercent,
  formatPurchasePrice,
  formatUnitPrice,
} from '../../../lib/format.ts';

const pct = (value: string | null) => (value === null ? '—' : formatPercent(value));

function TargetBadge({ row }: { row: PriceImpactRecipe }) {
  if (!row.below_target) return null;
  return (
    <Badge color={row.was_below_target ? 'orange' : 'red'} variant="light" size="sm">
      {row.was_below_target ? 'Bajo objetivo' : 'Bajo objetivo (nuevo)'}
    </Badge>
  );
}

/** Affected recipes: old → new cost per serving, margin and food cost, and the target flag. */
export function PriceImpactResults({ impact }: { impact: PriceImpact }) {
  const { product } = impact;
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
      {impact.recipes.length > 0 ? (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" verticalSpacing={6} striped aria-label="Recetas afectadas">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Receta</Table.Th>
                <Table.Th ta="right">Coste por ración</Table.Th>
                <Table.Th ta="right">Margen</Table.Th>
                <Table.Th ta="right">Food cost</Table.Th>
                <Table.Th>Objetivo</Table.Th>
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}
