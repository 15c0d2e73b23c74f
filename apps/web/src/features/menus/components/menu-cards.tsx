import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MenuListItem } from '@costeo/domain/contracts/menus';
import {
  euroOrDash,
  expectedFoodCost,
  kindLabel,
  menuSummary,
  percentOrDash,
} from '../lib/menu-display.ts';
import { MenuStatus } from './menu-status.tsx';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Stack>
  );
}

/** The menus at phone width: one card each, the same figures as the table. */
export function MenuCards({ menus }: { menus: MenuListItem[] }) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Menús">
      {menus.map((menu) => (
        <Paper key={menu.id} component="li" withBorder radius="md" p="md">
          <Stack gap={4}>
            <Anchor component={Link} to={`/menus/${menu.id}`} fw={700}>
              {menu.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {kindLabel(menu)} · {menuSummary(menu)}
            </Text>
            <MenuStatus status={menu.status} statusWorst={menu.status_worst} />
          </Stack>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="sm">
            <Figure label="Precio por persona" value={euroOrDash(menu.price_per_person)} />
            <Figure
              label="Coste por cubierto (esperado)"
              value={euroOrDash(menu.cost_per_cover_expected)}
            />
            <Figure label="Food cost" value={percentOrDash(expectedFoodCost(menu))} />
            <Figure label="Peor caso" value={euroOrDash(menu.cost_per_cover_worst)} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
