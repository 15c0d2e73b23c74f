import { Anchor, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { StockClose } from '@costeo/domain/contracts/stock';
import { WASTE_DESTINATION_LABELS, WASTE_REASON_LABELS } from '@costeo/domain/contracts/waste';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';
import { WASTE_PATH } from '../../../lib/waste-paths.ts';

type WasteRows = StockClose['waste_by_reason'];

function WasteTable({
  caption,
  heading,
  rows,
  labels,
}: {
  caption: string;
  heading: string;
  rows: WasteRows;
  labels: Record<string, string>;
}) {
  return (
    <Table striped aria-label={caption} verticalSpacing={6}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heading}</Table.Th>
          <Table.Th ta="right">Valor</Table.Th>
          <Table.Th ta="right">Peso</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.code}>
            <Table.Td>{labels[row.code] ?? row.code}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatEuro(row.value)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatQuantity(row.weight_kg, 1)} kg
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/**
 * «Mermas registradas» (issue 35 point 2): the period's recorded waste on the counted products,
 * taken out of the variance, apart by reason and by destination, in € at the closing count's
 * prices and in kg.
 */
export function CloseWaste({ close }: { close: StockClose }) {
  const empty = close.waste_by_reason.length === 0 && close.waste_by_destination.length === 0;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="close-waste-title"
      data-testid="stock-close-waste"
    >
      <Title order={2} size="h4" id="close-waste-title">
        Mermas registradas
      </Title>
      {empty ? (
        <Text size="sm" mt={4}>
          Sin mermas registradas en el periodo: toda la diferencia queda sin explicar.{' '}
          <Anchor component={Link} to={WASTE_PATH} size="sm" underline="always">
            Registra lo que se tira
          </Anchor>{' '}
          y el próximo cierre la separará.
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            {formatEuro(close.waste_value)} de merma registrada en los productos contados, a los
            precios del recuento final: se resta de la desviación.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            <WasteTable
              caption="Mermas por motivo"
              heading="Motivo"
              rows={close.waste_by_reason}
              labels={WASTE_REASON_LABELS}
            />
            <WasteTable
              caption="Mermas por destino"
              heading="Destino"
              rows={close.waste_by_destination}
              labels={WASTE_DESTINATION_LABELS}
            />
          </SimpleGrid>
        </>
      )}
    </Paper>
  );
}
