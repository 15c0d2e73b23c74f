import { Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { quoteDeposit } from '@costeo/domain/quotes';
import { decimalInputError, toApiDecimal } from '../../../lib/decimal-input.ts';
import { formatEuro } from '../../../lib/format.ts';
import type { MenuEditor } from '../hooks/use-menu-editor.ts';
import type { MenuFiguresView } from '../lib/menu-figures.ts';

interface MenuQuoteTermsProps {
  editor: MenuEditor;
  figures: MenuFiguresView | null;
  errors: Record<string, string>;
}

/** The deposit the quote will ask, live: the total with VAT × the typed %; null when unknown. */
function liveDeposit(figures: MenuFiguresView | null, pct: string): string | null {
  if (!figures?.total_with_vat || pct.trim() === '' || decimalInputError(pct)) return null;
  return quoteDeposit(figures.total_with_vat, toApiDecimal(pct));
}

/**
 * "Condiciones del presupuesto" (issue 31): what the client's quote says of its validity, the
 * deposit and how to pay, prefilled with Mi perfil's defaults and saved with the event; and the
 * quote's number once it has one.
 */
export function MenuQuoteTerms({ editor, figures, errors }: MenuQuoteTermsProps) {
  const { draft, quoteNumber } = editor;
  const depositProblem =
    draft.quoteDepositPct.trim() === '' ? null : decimalInputError(draft.quoteDepositPct);
  const deposit = liveDeposit(figures, draft.quoteDepositPct);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="quote-terms-title">
      <Title id="quote-terms-title" order={2} size="h4" mb={4}>
        Condiciones del presupuesto
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {quoteNumber
          ? `Presupuesto nº ${quoteNumber}: conserva su número aunque lo descargues de nuevo.`
          : 'El presupuesto recibe su número (P-año-número) la primera vez que lo descargas para el cliente.'}
      </Text>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Validez (días)"
            description="Desde la fecha del presupuesto."
            inputMode="numeric"
            value={draft.quoteValidityDays}
            onChange={(event) => {
              editor.setField('quoteValidityDays', event.currentTarget.value);
            }}
            error={errors.quote_validity_days}
          />
          <TextInput
            label="Señal (%)"
            description={
              deposit === null
                ? 'Del total con IVA; 0 si no pides señal.'
                : `Del total con IVA: ${formatEuro(deposit)}.`
            }
            inputMode="decimal"
            rightSection="%"
            value={draft.quoteDepositPct}
            onChange={(event) => {
              editor.setField('quoteDepositPct', event.currentTarget.value);
            }}
            error={depositProblem ?? errors.quote_deposit_pct}
          />
        </SimpleGrid>
        <Textarea
          label="Condiciones de pago"
          description="Aparecen al final del presupuesto (forma de pago, plazos…)."
          rows={3}
          value={draft.quotePaymentTerms}
          onChange={(event) => {
            editor.setField('quotePaymentTerms', event.currentTarget.value);
          }}
          error={errors.quote_payment_terms}
        />
      </Stack>
    </Paper>
  );
}
