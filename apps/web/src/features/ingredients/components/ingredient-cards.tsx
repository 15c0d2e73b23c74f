import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { IngredientInstance } from '@costeo/domain/contracts/ingredients';
import { formatPercent, formatShortDate } from '../../../lib/format.ts';
import { formatPurchaseFormat, REFERENCE_PRICES } from '../lib/display.ts';
import { AllergenBadges } from '../../../components/allergen-badges.tsx';
import { IngredientRowMenu, type IngredientRowActions } from './ingredient-row-menu.tsx';
import { PurchasePrice } from './purchase-price.tsx';
import { ReferencePrice } from './reference-price.tsx';
import { SupplierName } from './supplier-name.tsx';

interface IngredientCardsProps extends IngredientRowActions {
  instances: IngredientInstance[];
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text span size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** Phone list: one card per product, no horizontal scrolling. */
export function IngredientCards({ instances, ...actions }: IngredientCardsProps) {
  return (
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Ingredientes"
    >
      {instances.map((instance) => {
        const references = REFERENCE_PRICES.filter(
          (price) => instance.price_equivalences[price.key] !== null,
        );
        return (
          <Paper
            component="li"
            key={instance.id}
            withBorder
            radius="md"
            p="sm"
            opacity={instance.is_active ? 1 : 0.65}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  component="button"
                  type="button"
                  fw={600}
                  c="dark.8"
                  ta="left"
                  onClick={() => {
                    actions.onEdit(instance);
                  }}
                >
                  {instance.name}
                </Anchor>
                <Text size="xs" c="dimmed" truncate="end">
                  {[
                    instance.definition_name !== instance.name ? instance.definition_name : null,
                    instance.category_name,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
                {instance.supplier || instance.brand ? (
                  <Text size="xs" c="dimmed" truncate="end">
                    {instance.supplier ? <SupplierName instance={instance} size="xs" /> : null}
                    {instance.supplier && instance.brand ? ' · ' : null}
                    {instance.brand}
                  </Text>
                ) : null}
              </Stack>
              <Group gap={4} wrap="nowrap">
                {instance.is_active ? null : (
                  <Badge size="xs" color="gray" variant="light">
                    Inactivo
                  </Badge>
                )}
                <IngredientRowMenu instance={instance} {...actions} />
              </Group>
            </Group>
            <SimpleGrid cols={3} spacing="xs" verticalSpacing={6} mt="xs">
              <Figure label="Formato">
                {formatPurchaseFormat(instance.purchase_quantity, instance.purchase_unit)}
              </Figure>
              <Figure label="Precio">
                <PurchasePrice instance={instance} />
              </Figure>
              <Figure label="Merma">{formatPercent(instance.waste_pct)}</Figure>
              {references.map((price) => (
                <Figure key={price.key} label={price.label}>
                  <ReferencePrice
                    value={instance.price_equivalences[price.key]}
                    baseUnit={instance.base_unit}
                    unit={price.unit}
                  />
                </Figure>
              ))}
            </SimpleGrid>
            <Group justify="space-between" mt="xs" gap="xs">
              <AllergenBadges allergens={instance.allergens} />
              <Text size="xs" c="dimmed">
                Actualizado {formatShortDate(instance.updated_at)}
              </Text>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
