import { useState } from 'react';
import { Button, Group, NumberInput, Table, Text, TextInput } from '@mantine/core';
import type { MenuSales } from '@costeo/domain/contracts/analytics';
import { formatEuro } from '../../../lib/format.ts';
import type { MenuPeriod } from '../../../api/analytics/keys.ts';
import { useSaveMenuSales } from '../../../api/analytics/menu-engineering.ts';
import { useDishes } from '../../../api/recipes/list-recipes.ts';

/** The units sold per dish for one period, entered by the user and saved whole (PUT). */
export function MenuSalesForm({
  sales,
  onPeriodChange,
}: {
  sales: MenuSales;
  onPeriodChange: (period: MenuPeriod) => void;
}) {
  const dishes = useDishes();
  const save = useSaveMenuSales();
  const [start, setStart] = useState(sales.period_start);
  const [end, setEnd] = useState(sales.period_end);
  const [units, setUnits] = useState<Record<number, number | ''>>(() =>
    Object.fromEntries(sales.sales.map((row) => [row.recipe, row.units_sold])),
  );
  const periodValid = start !== '' && end !== '' && end >= start;
  const rows = (dishes.data ?? []).filter((dish) => dish.sale_price !== null);

  const submit = () => {
    if (!periodValid) return;
    const entries = Object.entries(units).flatMap(([recipe, value]) =>
      value === '' ? [] : [{ recipe: Number(recipe), units_sold: value }],
    );
    save.mutate(
      { period_start: start, period_end: end, sales: entries },
      { onSuccess: () => onPeriodChange({ period_start: start, period_end: end }) },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group align="flex-end" gap="sm" mb="sm" wrap="wrap">
        <TextInput
          type="date"
          label="Desde"
          value={start}
          onChange={(e) => setStart(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="Hasta"
          value={end}
          onChange={(e) => setEnd(e.currentTarget.value)}
          error={
            start && end && end < start
              ? 'La fecha de fin no puede ser anterior a la de inicio.'
              : undefined
          }
        />
        <Button
          variant="default"
          disabled={!periodValid}
          onClick={() => onPeriodChange({ period_start: start, period_end: end })}
        >
          Ver periodo
        </Button>
      </Group>
      {dishes.isPending ? (
        <Text size="sm" c="dimmed">
          Cargando platos…
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Aún no hay platos con PVP.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320} mah={360}>
          <Table fz="sm" verticalSpacing={4} stickyHeader aria-label="Unidades vendidas por plato">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plato</Table.Th>
                <Table.Th ta="right">PVP</Table.Th>
                <Table.Th ta="right" w={130}>
                  Unidades vendidas
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((dish) => (
                <Table.Tr key={dish.id}>
                  <Table.Td>{dish.name}</Table.Td>
                  <Table.Td ta="right">
                    {dish.sale_price ? formatEuro(dish.sale_price) : '—'}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`Unidades vendidas de ${dish.name}`}
                      size="xs"
                      min={0}
                      max={1_000_000}
                      allowDecimal={false}
                      allowNegative={false}
                      hideControls
                      value={units[dish.id] ?? ''}
                      onChange={(value) =>
                        setUnits((current) => ({
                          ...current,
                          [dish.id]: typeof value === 'number' ? value : '',
                        }))
                      }
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Group mt="sm" gap="sm">
        <Button type="submit" loading={save.isPending} disabled={!periodValid}>
          Guardar ventas
        </Button>
        {save.isError ? (
          <Text size="sm" c="red" role="alert">
            No se han podido guardar las ventas.
          </Text>
        ) : null}
        {save.isSuccess ? (
          <Text size="sm" c="teal.8">
            Ventas guardadas.
          </Text>
        ) : null}
      </Group>
    </form>
  );
}
