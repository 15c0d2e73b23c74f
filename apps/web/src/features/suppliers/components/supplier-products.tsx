import { Badge, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { dec } from '@costeo/domain/decimal';
import { REFERENCE_UNIT, referencePrice } from '@costeo/domain/ingredient-costs';
import type { BaseUnit } from '@costeo/domain/units';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import {
  formatPurchasePrice,
  formatQuantity,
  formatShortDate,
  formatUnitPrice,
} from '../../../lib/format.ts';
import { formatPlainDate } from '../lib/supplier-display.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

function isBaseUnit(unit: string): unit is BaseUnit {
  return unit === 'g' || unit === 'ml' || unit === 'ud';
}

/** "1,20 €/kg": the price per kg, l or ud, rounded as the ingredients table rounds it. */
function referenceText(product: SupplierProduct): string {
  if (!isBaseUnit(product.base_unit)) return '—';
  const unit = REFERENCE_UNIT[product.base_unit].unit;
  return `${formatUnitPrice(referencePrice(dec(product.unit_cost), product.base_unit))}/${unit}`;
}

function formatText(product: SupplierProduct): string {
  return `${formatQuantity(product.purchase_quantity)} ${product.purchase_unit}`;
}

function Inactive({ product }: { product: SupplierProduct }) {
  return product.is_active ? null : (
    <Badge size="xs" color="gray" variant="light" c="dark.6" ml={6}>
      Inactivo
    </Badge>
  );
}

function ProductsTable({ products }: { products: SupplierProduct[] }) {
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table fz="sm" verticalSpacing="xs" striped aria-label="Productos del proveedor">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Producto</Table.Th>
            <Table.Th>Formato de compra</Table.Th>
            <Table.Th ta="right">Precio</Table.Th>
            <Table.Th ta="right">Precio por kg, l o ud</Table.Th>
            <Table.Th>Desde</Table.Th>
            <Table.Th>Última compra</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id} opacity={product.is_active ? 1 : 0.7}>
              <Table.Td>
                <Text span size="sm" fw={600}>
                  {product.name}
                </Text>
                <Inactive product={product} />
              </Table.Td>
              <Table.Td style={NOWRAP}>{formatText(product)}</Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {formatPurchasePrice(product.purchase_price)}
              </Table.Td>
              <Table.Td ta="right" style={NOWRAP}>
                {referenceText(product)}
              </Table.Td>
              <Table.Td style={NOWRAP}>
                {product.price_since ? formatShortDate(product.price_since) : '—'}
              </Table.Td>
              <Table.Td style={NOWRAP}>{formatPlainDate(product.last_purchased_on)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one block per product, nothing to scroll sideways. */
function ProductsList({ products }: { products: SupplierProduct[] }) {
  return (
    <Stack
      component="ul"
      gap={0}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Productos del proveedor"
    >
      {products.map((product) => (
        <li
          key={product.id}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)', padding: '8px 0' }}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {product.name}
                <Inactive product={product} />
              </Text>
              <Text size="xs" c="dimmed">
                {formatText(product)} · {formatPurchasePrice(product.purchase_price)}
              </Text>
            </div>
            <Text size="sm" fw={600} style={NOWRAP}>
              {referenceText(product)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Desde {product.price_since ? formatShortDate(product.price_since) : '—'} · Última compra{' '}
            {formatPlainDate(product.last_purchased_on)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** Its products, last bought first, with the price in force and since when. */
export function SupplierProducts({ products }: { products: SupplierProduct[] }) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="supplier-products">
      <Stack gap="sm">
        <Title order={2} size="h4" id="supplier-products">
          Productos ({products.length})
        </Title>
        {products.length === 0 ? (
          <Text size="sm" c="dimmed">
            Aún no tiene productos. Elige este proveedor al crear o editar un ingrediente, o sube
            una factura suya.
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Precios sin IVA. «Desde»: cuándo se puso el precio actual.
            </Text>
            {isSmallScreen ? (
              <ProductsList products={products} />
            ) : (
              <ProductsTable products={products} />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
