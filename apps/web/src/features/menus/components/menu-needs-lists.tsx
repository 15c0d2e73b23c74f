import { Alert, Button, List, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type {
  MenuNeedsAnswer,
  MenuNeedsProduct,
  MenuNeedsSupplier,
} from '@costeo/domain/contracts/menu-needs';
import { formatEuro, formatQuantity } from '../../../lib/format.ts';

/*
 * The needs of a menu as a chef reads them (issue 37): what to buy per supplier — a table on a
 * screen, one card a product at phone width, so nothing scrolls sideways at 390 px — and the
 * elaboraciones to prepare in batches.
 */

/** A single menu's needs, or the needs of a range's events. */
export type NeedsScope = 'menu' | 'events';

const euroOrDash = (value: string | null) => (value === null ? '—' : formatEuro(value));

export const supplierTitle = (supplier: MenuNeedsSupplier) =>
  supplier.name === '' ? 'Sin proveedor' : supplier.name;

function ProductsTable({ products }: { products: MenuNeedsProduct[] }) {
  return (
    <Table striped verticalSpacing="xs" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="30%">Producto</Table.Th>
          <Table.Th>Comprar (cantidad bruta)</Table.Th>
          <Table.Th w={110} ta="right">
            Coste
          </Table.Th>
          <Table.Th w={130} ta="right">
            Coste formatos
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {products.map((product) => (
          <Table.Tr key={product.id}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{product.name}</Table.Td>
            <Table.Td fw={600}>{product.text}</Table.Td>
            <Table.Td ta="right">{euroOrDash(product.cost)}</Table.Td>
            <Table.Td ta="right">{euroOrDash(product.formats_cost)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ProductCards({ products }: { products: MenuNeedsProduct[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {products.map((product) => (
        <Paper key={product.id} component="li" withBorder radius="md" p="sm">
          <Text size="sm" fw={700} style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Text>
          <Text size="sm">{product.text}</Text>
          <Text size="xs" c="dimmed">
            {`Coste ${euroOrDash(product.cost)} · formatos ${euroOrDash(product.formats_cost)}`}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** Each supplier's products, with the supplier's totals. */
export function NeedsBySupplier({
  needs,
  isSmallScreen,
  scope = 'menu',
}: {
  /** A menu's needs, or a range's events' (issue 37): the same lists. */
  needs: Pick<MenuNeedsAnswer, 'suppliers'>;
  isSmallScreen: boolean;
  /** Whose needs the empty sentences speak of. */
  scope?: NeedsScope;
}) {
  if (needs.suppliers.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {scope === 'menu'
          ? 'Este menú aún no tiene platos con ingredientes: no hay nada que comprar.'
          : 'Estos eventos aún no tienen platos con ingredientes: no hay nada que comprar.'}
      </Text>
    );
  }
  return (
    <Stack gap="lg">
      {needs.suppliers.map((supplier) => (
        <section
          key={`${supplier.id ?? 'none'}-${supplier.name}`}
          aria-label={supplierTitle(supplier)}
        >
          <Stack gap={6}>
            <Title order={4} size="h5">
              {supplierTitle(supplier)}
            </Title>
            <Text size="xs" c="dimmed">
              {`${supplier.products.length} ${supplier.products.length === 1 ? 'producto' : 'productos'} · coste ${formatEuro(supplier.cost)} · en formatos ${formatEuro(supplier.formats_cost)}`}
            </Text>
            {isSmallScreen ? (
              <ProductCards products={supplier.products} />
            ) : (
              <ProductsTable products={supplier.products} />
            )}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}

/** "Bechamel: 7 tandas de 1 l (6,2 l)", and the dishes' servings. */
export function NeedsToPrepare({
  needs,
  scope = 'menu',
}: {
  needs: Pick<MenuNeedsAnswer, 'elaboraciones' | 'dishes'>;
  scope?: NeedsScope;
}) {
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={3} size="h4">
          Elaboraciones a preparar
        </Title>
        {needs.elaboraciones.length === 0 ? (
          <Text size="sm" c="dimmed">
            {scope === 'menu'
              ? 'Los platos de este menú no usan elaboraciones.'
              : 'Los platos de estos eventos no usan elaboraciones.'}
          </Text>
        ) : (
          <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {needs.elaboraciones.map((elaboracion) => (
              <Text key={elaboracion.id} component="li" size="sm">
                {elaboracion.text}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
      <Stack gap={6}>
        <Title order={3} size="h4">
          Platos
        </Title>
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {needs.dishes.map((dish) => (
            <Text key={dish.id} component="li" size="sm">
              {`${dish.name}: ${formatServings(dish.servings)}`}
            </Text>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** "80 raciones", "1 ración", "12,5 raciones". */
function formatServings(servings: string): string {
  const shown = formatQuantity(servings, 1);
  return `${shown} ${shown === '1' ? 'ración' : 'raciones'}`;
}

/**
 * What the needs cost — «{lead}: coste de los ingredientes 42,20 €», then in whole purchase
 * formats — and what could not be counted, above the lists.
 */
export function NeedsTotals({
  lead,
  needs,
}: {
  /** «Para 80 personas», «2 eventos, 90 invitados». */
  lead: string;
  needs: Pick<MenuNeedsAnswer, 'cost' | 'formats_cost' | 'warnings'>;
}) {
  return (
    <>
      <Stack gap={2} role="status">
        <Text size="sm">
          {`${lead}: coste de los ingredientes `}
          <Text span fw={700}>
            {formatEuro(needs.cost)}
          </Text>
        </Text>
        <Text size="sm" c="dimmed">
          {`En formatos de compra enteros: ${formatEuro(needs.formats_cost)}`}
        </Text>
      </Stack>
      {needs.warnings.length > 0 ? (
        <Alert color="yellow" variant="light" title="Cantidades incompletas">
          <List size="sm">
            {needs.warnings.map((warning) => (
              <List.Item key={warning}>{warning}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </>
  );
}

/** Gratuito (or a 403): why the needs are not shown, and the way to the upgrade. */
export function NeedsLocked({
  detail,
  onUpgrade,
}: {
  detail: string;
  onUpgrade: (detail: string) => void;
}) {
  return (
    <Alert color="gray" variant="light" icon={<IconLock size={18} />} title="Necesidades">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{detail}</Text>
        <Button
          size="xs"
          onClick={() => {
            onUpgrade(detail);
          }}
        >
          Mejorar plan
        </Button>
      </Stack>
    </Alert>
  );
}
