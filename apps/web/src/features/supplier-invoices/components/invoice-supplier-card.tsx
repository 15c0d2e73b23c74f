import { useState } from 'react';
import { Badge, Button, Group, Paper, Radio, Select, Stack, Text, Title } from '@mantine/core';
import type {
  InvoiceHeader,
  InvoiceSupplier,
  InvoiceSupplierChoice,
} from '@costeo/domain/contracts/supplier-invoices';
import { useSuppliers } from '../../../api/suppliers/list-suppliers.ts';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';

interface InvoiceSupplierCardProps {
  invoice: InvoiceHeader;
  supplier: InvoiceSupplier;
  choice: InvoiceSupplierChoice;
  /** A new choice: the wizard previews again (products are matched within the supplier). */
  onChoose: (choice: InvoiceSupplierChoice) => void;
  /** A preview is running: the choice waits for it. */
  busy: boolean;
  /** "Es uno de mis proveedores" with none picked yet: applying must wait (true) or not. */
  onPendingChange: (pending: boolean) => void;
}

const MATCHED_BY = {
  tax_id: 'Reconocido por NIF/CIF',
  name: 'Reconocido por nombre',
  chosen: 'Elegido por ti',
} as const;

type Mode = 'create' | 'link';

/** "«Huerta Viva S.L.» (B12345674)": the supplier as the invoice names it. */
function invoiceName(invoice: InvoiceHeader): string {
  const name = `«${invoice.supplier_name || 'Proveedor sin nombre'}»`;
  return invoice.supplier_tax_id ? `${name} (${invoice.supplier_tax_id})` : name;
}

function SupplierChooser({
  supplier,
  choice,
  onChoose,
  busy,
  invoice,
  onPendingChange,
}: InvoiceSupplierCardProps) {
  const suppliers = useSuppliers();
  const [mode, setMode] = useState<Mode>(
    choice && 'id' in choice ? 'link' : supplier.id !== null && !choice ? 'link' : 'create',
  );
  const candidateIds = new Set(supplier.candidates.map((candidate) => candidate.id));
  const others = (suppliers.data ?? []).filter((other) => !candidateIds.has(other.id));
  const data = [
    {
      group: 'Nombres parecidos',
      items: supplier.candidates.map((candidate) => ({
        value: String(candidate.id),
        label: candidate.name,
      })),
    },
    {
      group: 'Todos tus proveedores',
      items: others.map((other) => ({ value: String(other.id), label: other.name })),
    },
  ].filter((group) => group.items.length > 0);
  const linked =
    choice && 'id' in choice
      ? String(choice.id)
      : supplier.id === null
        ? null
        : String(supplier.id);
  return (
    <Stack gap="xs">
      <Radio.Group
        label="¿Quién es?"
        value={mode}
        onChange={(value) => {
          const next = value === 'link' ? 'link' : 'create';
          setMode(next);
          onPendingChange(next === 'link' && linked === null);
          if (next === 'create') onChoose({ create: true });
        }}
      >
        <Stack gap={6} mt={4}>
          <Radio value="create" disabled={busy} label={`Crear proveedor ${invoiceName(invoice)}`} />
          <Radio value="link" disabled={busy} label="Es uno de mis proveedores" />
        </Stack>
      </Radio.Group>
      {mode === 'link' ? (
        <Select
          label="Tu proveedor"
          description="Al aplicar, Costeo recordará su NIF/CIF y este nombre: sus próximas facturas se reconocerán solas."
          placeholder={suppliers.isPending ? 'Cargando proveedores…' : 'Elige uno'}
          data={data}
          value={linked}
          searchable
          disabled={busy}
          nothingFoundMessage="Ningún proveedor con ese nombre"
          comboboxProps={{ zIndex: 400 }}
          onChange={(value) => {
            if (!value) return;
            onPendingChange(false);
            onChoose({ id: Number(value) });
          }}
        />
      ) : null}
    </Stack>
  );
}

/**
 * Who sent the invoice (issue 32): the supplier it was matched to (by tax id, by name, or the
 * chef's choice), or, for a supplier seen for the first time, "Crear proveedor" or "Es uno de mis
 * proveedores" with the suppliers whose names match first.
 */
export function InvoiceSupplierCard(props: InvoiceSupplierCardProps) {
  const { invoice, supplier, busy } = props;
  const [changing, setChanging] = useState(false);
  const matched = supplier.id !== null && supplier.matched_by !== 'none';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoice-supplier">
      <Stack gap="sm">
        <Title order={3} size="h5" id="invoice-supplier">
          Proveedor
        </Title>
        {matched ? (
          <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
            <div style={{ minWidth: 0 }}>
              <Group gap={6} wrap="wrap">
                <Text fw={700}>{supplier.name}</Text>
                <Badge
                  variant="light"
                  color={supplier.matched_by === 'chosen' ? 'grape' : 'teal'}
                  c={BADGE_TEXT[supplier.matched_by === 'chosen' ? 'grape' : 'teal']}
                  tt="none"
                  radius="sm"
                >
                  {MATCHED_BY[supplier.matched_by as keyof typeof MATCHED_BY]}
                </Badge>
              </Group>
              {supplier.name !== invoice.supplier_name || invoice.supplier_tax_id ? (
                <Text size="sm" c="dimmed">
                  En la factura: {invoiceName(invoice)}
                </Text>
              ) : null}
            </div>
            {changing ? null : (
              <Button
                variant="light"
                size="compact-sm"
                disabled={busy}
                onClick={() => {
                  setChanging(true);
                }}
              >
                Cambiar
              </Button>
            )}
          </Group>
        ) : (
          <Text size="sm">
            Proveedor nuevo: <strong>{invoiceName(invoice)}</strong>
          </Text>
        )}
        {!matched || changing ? <SupplierChooser {...props} /> : null}
      </Stack>
    </Paper>
  );
}
