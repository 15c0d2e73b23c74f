import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { DeliveryLineUnit } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatPurchasePrice } from '../../../lib/format.ts';
import {
  unitChoices,
  type ReceiptErrors,
  type ReceiptHeader,
  type ReceiptLineDraft,
} from '../lib/receipt-note.ts';

interface ReceiptNoteFormProps {
  header: ReceiptHeader;
  drafts: readonly ReceiptLineDraft[];
  /** The order's price of each line (4 places), by its line number. */
  orderedPrices: ReadonlyMap<number, string>;
  maxDate: string;
  errors: ReceiptErrors;
  onHeader: (header: ReceiptHeader) => void;
  onLine: (draft: ReceiptLineDraft) => void;
  /** The supplier's products that may have come unordered; undefined while they load. */
  candidates: readonly SupplierProduct[] | undefined;
  candidatesFailed: boolean;
  onAdd: (product: SupplierProduct) => void;
  onRemove: (line: number) => void;
}

/** "Precio €/kg", "Precio €/formato": what a line's price is for (one format, without VAT). */
function priceLabel(formatName: string): string {
  const noun = /^(kg|g|l|ml|ud)$/.test(formatName) ? formatName : formatName.split(' de ')[0];
  return `Precio €/${noun ?? formatName}`;
}

/**
 * The albarán as it came: its day and number, and each line of the order with the quantity
 * received (in the order's format or a unit of its measure) and the price of one format — both
 * prefilled with the order's, for the cook to correct; below, a product of the supplier that came
 * without being ordered is added as a line of its own.
 */
export function ReceiptNoteForm({
  header,
  drafts,
  orderedPrices,
  maxDate,
  errors,
  onHeader,
  onLine,
  candidates,
  candidatesFailed,
  onAdd,
  onRemove,
}: ReceiptNoteFormProps) {
  const listRef = useRef<HTMLDivElement>(null); // Mantine types the polymorphic Stack as a div.
  // The line just added takes the focus on its quantity, the one thing left to type.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (added === 0) return;
    listRef.current?.querySelector<HTMLInputElement>(':scope > li:last-child input')?.focus();
  }, [added]);
  const [search, setSearch] = useState('');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Fecha del albarán"
          type="date"
          required
          max={maxDate}
          value={header.date}
          error={errors.header.date}
          onChange={(event) => {
            onHeader({ ...header, date: event.currentTarget.value });
          }}
        />
        <TextInput
          label="Número de albarán (opcional)"
          placeholder="A-77"
          maxLength={60}
          autoComplete="off"
          value={header.number}
          error={errors.header.number}
          onChange={(event) => {
            onHeader({ ...header, number: event.currentTarget.value });
          }}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Cada línea dice lo pedido. Corrige lo que ha llegado: otra cantidad u otro precio. Deja la
        cantidad vacía si no ha llegado.
      </Text>
      <Stack
        ref={listRef}
        gap="xs"
        component="ul"
        aria-label="Líneas del albarán"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {drafts.map((draft) => {
          const error = errors.lines[draft.line];
          const errorId = `receipt-line-error-${String(draft.line)}`;
          const priceError = error?.startsWith('Precio') ?? false;
          const ordered = orderedPrices.get(draft.line);
          return (
            <Paper
              component="li"
              withBorder
              radius="sm"
              p="sm"
              key={draft.line}
              data-testid={`receipt-line-${String(draft.line)}`}
            >
              <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Text size="sm" fw={600}>
                    {draft.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {draft.unordered
                      ? 'No estaba en el pedido'
                      : `Pedido: ${draft.orderedText}${ordered ? ` a ${formatPurchasePrice(ordered)}` : ''}`}
                  </Text>
                </div>
                {draft.unordered ? (
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Quitar ${draft.name}`}
                    onClick={() => {
                      onRemove(draft.line);
                    }}
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null}
              </Group>
              <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
                <TextInput
                  label="Ha llegado"
                  aria-label={`Ha llegado · ${draft.name}`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder={draft.unordered ? undefined : 'No ha llegado'}
                  value={draft.quantity}
                  error={error !== undefined && !priceError}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => {
                    onLine({ ...draft, quantity: event.currentTarget.value });
                  }}
                />
                <NativeSelect
                  label="Unidad"
                  aria-label={`Unidad · ${draft.name}`}
                  data={unitChoices(draft.formatName)}
                  value={draft.unit}
                  onChange={(event) => {
                    onLine({ ...draft, unit: event.currentTarget.value as DeliveryLineUnit });
                  }}
                />
                <TextInput
                  label={priceLabel(draft.formatName)}
                  aria-label={`${priceLabel(draft.formatName)} · ${draft.name}`}
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.price}
                  error={priceError}
                  aria-describedby={error ? errorId : undefined}
                  onChange={(event) => {
                    onLine({ ...draft, price: event.currentTarget.value });
                  }}
                />
              </SimpleGrid>
              {error ? (
                <Text id={errorId} size="sm" mt={4} c={BADGE_TEXT.red}>
                  {error}
                </Text>
              ) : null}
            </Paper>
          );
        })}
      </Stack>
      {candidatesFailed ? (
        <Text size="sm" c="dimmed">
          No se han podido cargar los demás productos del proveedor para añadir uno no pedido.
        </Text>
      ) : candidates === undefined || candidates.length > 0 ? (
        <Select
          label="Añadir un producto que no estaba en el pedido"
          placeholder={candidates === undefined ? 'Cargando productos…' : 'Busca un producto'}
          searchable
          disabled={candidates === undefined}
          data={(candidates ?? []).map((product) => ({
            value: String(product.id),
            label: product.name,
          }))}
          value={null}
          searchValue={search}
          onSearchChange={setSearch}
          onChange={(value) => {
            const product = candidates?.find((candidate) => String(candidate.id) === value);
            if (!product) return;
            setSearch('');
            onAdd(product);
            setAdded((count) => count + 1);
          }}
          nothingFoundMessage="Ningún producto del proveedor coincide"
        />
      ) : null}
    </Stack>
  );
}
