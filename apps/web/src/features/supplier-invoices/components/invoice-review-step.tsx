import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type {
  InvoicePreview,
  InvoiceSupplierChoice,
} from '@costeo/domain/contracts/supplier-invoices';
import { formatCount, formatDate } from '../../../lib/format.ts';
import type { LineChoice } from '../lib/line-choice.ts';
import { InvoiceHeaderCard } from './invoice-header-card.tsx';
import { InvoiceLineCard } from './invoice-line-card.tsx';
import { InvoiceSupplierCard } from './invoice-supplier-card.tsx';
import { MarginImpact } from './margin-impact.tsx';

interface InvoiceReviewStepProps {
  preview: InvoicePreview;
  choices: ReadonlyMap<number, LineChoice>;
  onChoose: (line: number, choice: LineChoice) => void;
  supplierChoice: InvoiceSupplierChoice;
  onChooseSupplier: (choice: InvoiceSupplierChoice) => void;
  onSupplierPendingChange: (pending: boolean) => void;
  /** A preview is running (a choice waits for it). */
  busy: boolean;
  lockedMessage: string;
  onUpgrade: () => void;
}

/** Step 2: the invoice, each line with its match and price, and what it does to the margins. */
export function InvoiceReviewStep({
  preview,
  choices,
  onChoose,
  supplierChoice,
  onChooseSupplier,
  onSupplierPendingChange,
  busy,
  lockedMessage,
  onUpgrade,
}: InvoiceReviewStepProps) {
  const unchanged = preview.lines.filter(
    (line) => line.old_price_per_base_unit !== null && !line.price_changes,
  ).length;
  const formatChanges = preview.lines.filter((line) => line.format_change !== null).length;
  return (
    <Stack gap="md">
      <InvoiceSupplierCard
        invoice={preview.invoice}
        supplier={preview.supplier}
        choice={supplierChoice}
        onChoose={onChooseSupplier}
        onPendingChange={onSupplierPendingChange}
        busy={busy}
      />
      <InvoiceHeaderCard invoice={preview.invoice} />
      {preview.already_applied_at ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          Esta factura ya se aplicó el {formatDate(preview.already_applied_at)}: no se puede aplicar
          otra vez.
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Title order={3} size="h5">
          Líneas ({preview.lines.length})
        </Title>
        <Text size="sm" c="dimmed">
          Precios sin IVA, después de descuentos, por kg, l o ud. Cambia el producto de una línea o
          elige «No importar esta línea».
        </Text>
        {formatChanges > 0 || unchanged > 0 ? (
          <Text size="sm">
            {[
              formatChanges > 0
                ? `${formatCount(formatChanges)} ${formatChanges === 1 ? 'línea cambia' : 'líneas cambian'} el formato de compra: revísalas antes de aplicar.`
                : null,
              unchanged > 0
                ? `${formatCount(unchanged)} ${unchanged === 1 ? 'línea tiene' : 'líneas tienen'} el mismo precio.`
                : null,
            ]
              .filter(Boolean)
              .join(' ')}
          </Text>
        ) : null}
        {preview.lines.map((line) => (
          <InvoiceLineCard
            key={line.line}
            line={line}
            format={preview.invoice.format}
            choice={choices.get(line.line)}
            onChoose={(choice) => {
              onChoose(line.line, choice);
            }}
          />
        ))}
      </Stack>
      <MarginImpact
        available={preview.impact_available}
        recipes={preview.affected_recipes}
        menus={preview.affected_menus}
        lockedMessage={lockedMessage}
        onUpgrade={onUpgrade}
      />
    </Stack>
  );
}
