import { Badge, Divider, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { formatEuro, formatPercent } from '../../../lib/format.ts';

/**
 * An illustrative escandallo. The figures follow DOMAIN.md §2: 4 raciones, cost per serving 1,30 €,
 * PVP 6,50 € with 10 % VAT → net 5,91 €, food cost 22 %, gross margin 4,61 €.
 */
const LINES = [
  { name: 'Jamón ibérico', quantity: '120 g', cost: '3.60', note: null },
  { name: 'Leche entera', quantity: '600 ml', cost: '0.54', note: null },
  { name: 'Mantequilla', quantity: '60 g', cost: '0.57', note: null },
  { name: 'Cebolla', quantity: '80 g', cost: '0.13', note: 'merma 11 %' },
  { name: 'Harina de trigo', quantity: '70 g', cost: '0.06', note: null },
  { name: 'Huevo y pan rallado', quantity: 'rebozado', cost: '0.30', note: null },
] as const;

function Figure({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text
        fw={strong ? 800 : 600}
        size={strong ? 'lg' : 'md'}
        c={strong ? 'terracotta.8' : undefined}
      >
        {value}
      </Text>
    </Stack>
  );
}

export function SampleCostingCard() {
  return (
    <Paper
      withBorder
      shadow="xl"
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-label="Ejemplo de escandallo"
    >
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={0}>
          <Text size="xs" tt="uppercase" fw={700} c="dimmed" lts={0.5}>
            Ficha técnica
          </Text>
          <Text fw={700} size="lg">
            Croquetas de jamón ibérico
          </Text>
        </Stack>
        <Badge variant="light" color="gray" size="lg" style={{ flexShrink: 0 }}>
          4 raciones
        </Badge>
      </Group>

      <Table verticalSpacing={6} horizontalSpacing={0} fz="sm">
        <Table.Tbody>
          {LINES.map((line) => (
            <Table.Tr key={line.name}>
              <Table.Th scope="row" fw="inherit">
                <Text size="sm" fw={500}>
                  {line.name}
                </Text>
                {line.note ? (
                  <Text size="xs" c="dimmed">
                    {line.note}
                  </Text>
                ) : null}
              </Table.Th>
              <Table.Td c="dimmed" ta="right" pr="md">
                {line.quantity}
              </Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatEuro(line.cost)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>

      <Divider my="sm" />
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <Figure label="Coste por ración" value={formatEuro('1.30')} strong />
        <Figure label="PVP (IVA incl.)" value={formatEuro('6.50')} />
        <Figure label="Food cost" value={formatPercent('22.0')} />
        <Figure label="Margen bruto" value={formatEuro('4.61')} />
      </SimpleGrid>

      <Group justify="space-between" mt="md" gap="xs">
        <Group gap={6}>
          {['Gluten', 'Huevos', 'Leche'].map((allergen) => (
            <Badge key={allergen} variant="light" color="yellow" c="dark.6" size="sm">
              {allergen}
            </Badge>
          ))}
        </Group>
        <Badge color="teal" variant="light" c="#066649" leftSection={<IconCircleCheck size={14} />}>
          Rentable · objetivo {formatPercent('30')}
        </Badge>
      </Group>
    </Paper>
  );
}
