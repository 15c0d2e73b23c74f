import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCamera } from '@tabler/icons-react';
import type {
  InvoicePreview,
  InvoiceScan,
  InvoiceSupplierChoice,
  ScanCorrection,
} from '@costeo/domain/contracts/supplier-invoices';
import { formatCount, formatDate } from '../../../lib/format.ts';
import type { LineChoice } from '../lib/line-choice.ts';
import { InvoiceHeaderCard } from './invoice-header-card.tsx';
import { InvoiceLineCard } from './invoice-line-card.tsx';
import { InvoiceSupplierCard } from './invoice-supplier-card.tsx';
import { MarginImpact } from './margin-impact.tsx';
import { ScanLineCheck } from './scan-line-check.tsx';

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
  /** The chef's figures for a line of a photo (issue 36). */
  onCorrect: (correction: ScanCorrection) => void;
}

/** What the photo's reading says before the lines: how it went and what is left to check. */
function ScanSummary({ scan }: { scan: InvoiceScan }) {
  const toCheck = scan.lines.filter((line) => line.marked).length;
  const pages = scan.pages === 1 ? 'una página' : `${formatCount(scan.pages)} páginas`;
  return (
    <Stack gap="xs">
      <Alert
        color={toCheck > 0 ? 'yellow' : 'teal'}
        variant="light"
        icon={<IconCamera size={18} />}
        data-testid="scan-summary"
      >
        Leído de la foto ({pages}).{' '}
        {toCheck > 0
          ? `${formatCount(toCheck)} ${toCheck === 1 ? 'línea por revisar' : 'líneas por revisar'}: compara sus cifras con su fila de la foto y confírmalas.`
          : 'Todas las líneas cuadran: cantidad × precio da su importe.'}
      </Alert>
      {scan.totals_check ? (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} />}>
          {scan.totals_check}
        </Alert>
      ) : null}
    </Stack>
  );
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
  onCorrect,
}: InvoiceReviewStepProps) {
  const scanLines = new Map(
    (preview.scan?.lines ?? []).flatMap((line) => (line.line === null ? [] : [[line.line, line]])),
  );
  const unreadRows = (preview.scan?.lines ?? []).filter(
    (line) => line.line === null && (line.marked || line.corrected),
  );
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
        {preview.scan ? <ScanSummary scan={preview.scan} /> : null}
        {preview.lines.map((line) => {
          const scan = scanLines.get(line.line);
          return (
            <Stack key={line.line} gap={4}>
              <InvoiceLineCard
                line={line}
                format={preview.invoice.format}
                choice={choices.get(line.line)}
                onChoose={(choice) => {
                  onChoose(line.line, choice);
                }}
              />
              {scan && (scan.marked || scan.corrected) ? (
                <ScanLineCheck scan={scan} figures={line} onCorrect={onCorrect} busy={busy} />
              ) : null}
            </Stack>
          );
        })}
        {unreadRows.length > 0 ? (
          <Stack gap="xs">
            <Title order={4} size="h6">
              Filas de la foto sin línea ({unreadRows.length})
            </Title>
            <Text size="sm" c="dimmed">
              Falta alguna cifra o no se ha leído como número: escríbelas para importarlas.
            </Text>
            {unreadRows.map((row) => (
              <ScanLineCheck
                key={row.row}
                scan={row}
                figures={null}
                onCorrect={onCorrect}
                busy={busy}
              />
            ))}
          </Stack>
        ) : null}
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
