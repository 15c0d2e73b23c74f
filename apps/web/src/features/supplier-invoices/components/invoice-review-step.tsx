import { Alert, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { InvoicePreview } from '@costeo/domain/contracts/supplier-invoices';
import { formatDate } from '../../../lib/format.ts';
import type { LineChoice } from '../lib/line-choice.ts';
import { InvoiceHeaderCard } from './invoice-header-card.tsx';
import { InvoiceLineCard } from './invoice-line-card.tsx';
import { MarginImpact } from './margin-impact.tsx';

interface InvoiceReviewStepProps {
  preview: InvoicePreview;
  choices: ReadonlyMap<number, LineChoice>;
  onChoose: (line: number, choice: LineChoice) => void;
  lockedMessage: string;
  onUpgrade: () => void;
}

/** Step 2: the invoice, each line with its match and price, and what it does to the margins. */
export function InvoiceReviewStep({
  preview,
  choices,
  onChoose,
  lockedMessage,
  onUpgrade,
}: InvoiceReviewStepProps) {
  return (
    <Stack gap="md">
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
