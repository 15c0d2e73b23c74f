import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SalesSummary } from '@costeo/domain/contracts/sales';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';
import type { LinkableItem } from './link-item-modal.tsx';

/** The items not linked yet, the biggest revenue first, each with its "Vincular". */
export function UnlinkedItems({
  items,
  onLink,
}: {
  items: SalesSummary['unlinked'];
  onLink: (item: LinkableItem) => void;
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        Por vincular
      </Title>
      <Text size="sm" c="dimmed">
        Los artículos del TPV sin plato, de más a menos vendido: vincula primero los que más
        facturan.
      </Text>
      <Stack
        gap="xs"
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Artículos por vincular"
      >
        {items.map((item) => (
          <Paper component="li" key={item.item} withBorder radius="md" p="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} lineClamp={1}>
                  {item.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    item.code,
                    `${formatQuantity(item.units)} ud`,
                    `${formatEuro(item.net_revenue)} sin IVA`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </div>
              <Button
                variant="light"
                size="compact-sm"
                aria-label={`Vincular ${item.name}`}
                onClick={() => {
                  onLink({ id: item.item, code: item.code, name: item.name });
                }}
              >
                Vincular
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
