import { useState } from 'react';
import { Anchor, Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { normalizeSearch } from '@costeo/domain/text';
import { supplierPath } from '../../../lib/supplier-paths.ts';
import { EMPTY_LINE, isTyped, type LineDraft, type LineDrafts } from '../lib/delivery-lines.ts';
import { DeliveryLineRow } from './delivery-line-row.tsx';

/** From this many products a filter box helps find one. */
const FILTER_FROM = 8;

interface DeliveryNoteLinesProps {
  supplierId: number;
  supplierName: string;
  /** The supplier's products, last used first. */
  products: SupplierProduct[];
  drafts: LineDrafts;
  errors: Record<number, string>;
  onChange: (productId: number, draft: LineDraft) => void;
}

/**
 * The supplier's products in the order they were last bought, each a line to fill in. Only those
 * with a quantity are sent; a filter finds one among many (the lines typed stay as they are).
 */
export function DeliveryNoteLines({
  supplierId,
  supplierName,
  products,
  drafts,
  errors,
  onChange,
}: DeliveryNoteLinesProps) {
  const [filter, setFilter] = useState('');
  const term = normalizeSearch(filter.trim());
  const shown =
    term === ''
      ? products
      : // A refused line stays in view whatever the filter, so its message is seen.
        products.filter(
          (product) =>
            normalizeSearch(product.name).includes(term) || errors[product.id] !== undefined,
        );
  const hidden = products.filter(
    (product) => isTyped(drafts[product.id]) && !shown.includes(product),
  ).length;

  if (products.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs" align="flex-start">
          <Text fw={600}>{supplierName} aún no tiene productos</Text>
          <Text size="sm" c="dimmed">
            Un albarán registra lo que llega de los productos del proveedor. Asígnale sus productos
            en Ingredientes (el campo «Proveedor» de cada producto) y vuelve aquí.
          </Text>
          <Anchor component={Link} to={supplierPath(supplierId)} size="sm">
            Ver {supplierName}
          </Anchor>
        </Stack>
      </Paper>
    );
  }

  return (
    <Stack gap="xs">
      {products.length >= FILTER_FROM ? (
        <TextInput
          aria-label="Buscar producto"
          placeholder="Buscar producto"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value);
          }}
        />
      ) : null}
      {hidden > 0 ? (
        <Text size="xs" c="dimmed" aria-live="polite">
          {hidden === 1
            ? '1 línea con cantidad no aparece con este filtro (se guardará igual).'
            : `${String(hidden)} líneas con cantidad no aparecen con este filtro (se guardarán igual).`}
        </Text>
      ) : null}
      {shown.length === 0 ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Ningún producto de {supplierName} coincide con «{filter.trim()}».
            </Text>
            <Button
              variant="default"
              size="xs"
              onClick={() => {
                setFilter('');
              }}
            >
              Ver todos
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <ul
            aria-label={`Productos de ${supplierName}`}
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {shown.map((product) => (
              <DeliveryLineRow
                key={product.id}
                product={product}
                draft={drafts[product.id] ?? EMPTY_LINE}
                error={errors[product.id]}
                onChange={(draft) => {
                  onChange(product.id, draft);
                }}
              />
            ))}
          </ul>
        </Paper>
      )}
    </Stack>
  );
}
