import { useState, type SubmitEvent } from 'react';
import {
  Badge,
  Box,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCheck, IconPhotoSearch } from '@tabler/icons-react';
import {
  scanCorrectionSchema,
  type InvoiceScanLine,
  type ScanCorrection,
} from '@costeo/domain/contracts/supplier-invoices';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { readDecimalInput, toDecimalInput, toPriceInput } from '../../../lib/decimal-input.ts';

/** A line's figures as the preview gives them (the API's decimals), or null for a row with no line. */
export interface ScanFigures {
  quantity: string;
  unit_price: string;
  line_total: string;
}

/** The row's crop is 64 px high: shown a little smaller, its figures still read. */
const ROW_IMAGE_HEIGHT = 48;

const FIELD_LABELS = { quantity: 'Cantidad', unit_price: 'Precio', total: 'Importe' } as const;
type Field = keyof typeof FIELD_LABELS;

/**
 * A figure as typed, read the app's way (decimal comma, grouped thousands, an ambiguous "1.250"
 * refused with its question); a minus kept, as an invoice's refund line has one.
 */
function readFigure(text: string): { ok: true; plain: string } | { ok: false; error: string } {
  const negative = /^[-\u2212]/.test(text);
  const reading = readDecimalInput(negative ? text.slice(1) : text);
  if (!reading.ok) return reading;
  return { ok: true, plain: negative ? `-${reading.plain}` : reading.plain };
}

interface ScanLineCheckProps {
  scan: InvoiceScanLine;
  figures: ScanFigures | null;
  onCorrect: (correction: ScanCorrection) => void;
  /** A preview is running: the answer to the last correction is on its way. */
  busy: boolean;
}

/**
 * A line of a photo to check (issue 36): its row cropped from the photo beside the figures read,
 * why it is marked and what the arithmetic suggests; the chef confirms or types the figures on the
 * paper. A line the chef has checked says so, and can be opened again.
 */
export function ScanLineCheck({ scan, figures, onCorrect, busy }: ScanLineCheckProps) {
  const [editing, setEditing] = useState(false);
  const initial = (): Record<Field, string> => ({
    quantity: figures ? toDecimalInput(figures.quantity) : '',
    unit_price: figures ? toPriceInput(figures.unit_price) : '',
    total: figures ? toPriceInput(figures.line_total) : '',
  });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const rowName = `fila ${scan.row + 1}`;
  const open = scan.marked || editing;

  if (!open) {
    return (
      <Group gap="xs" wrap="wrap">
        <Badge
          color="teal"
          c={BADGE_TEXT.teal}
          variant="light"
          tt="none"
          leftSection={<IconCheck size={12} aria-hidden />}
        >
          Revisada por ti
        </Badge>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => {
            setValues(initial());
            setEditing(true);
          }}
        >
          Cambiar cifras
        </Button>
      </Group>
    );
  }

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed: Partial<Record<Field, string>> = {};
    const found: Partial<Record<Field, string>> = {};
    for (const field of Object.keys(FIELD_LABELS) as Field[]) {
      const text = values[field].trim();
      if (!text) {
        found[field] = 'Este campo es obligatorio.';
        continue;
      }
      const reading = readFigure(text);
      if (reading.ok) typed[field] = reading.plain;
      else found[field] = reading.error;
    }
    const parsed = scanCorrectionSchema.safeParse({ row: scan.row, ...typed });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in FIELD_LABELS) {
          found[field as Field] ??= issue.message;
        }
      }
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || !parsed.success) return;
    setEditing(false);
    onCorrect(parsed.data);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="yellow.0"
      style={{ borderColor: 'var(--mantine-color-yellow-6)' }}
      data-testid="scan-line-check"
    >
      <form onSubmit={submit} noValidate aria-label={`Revisar la ${rowName} de la foto`}>
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconPhotoSearch size={18} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600}>
              Compara con la foto ({rowName})
            </Text>
          </Group>
          {scan.image ? (
            // At a size the figures can be read, not squeezed to the phone's width: the row scrolls
            // sideways inside its box (by finger or by keyboard), never the page.
            <Box
              tabIndex={0}
              role="region"
              aria-label={`La ${rowName} de la foto, desplazable`}
              style={{ overflowX: 'auto', borderRadius: 4, background: 'white' }}
            >
              <img
                src={scan.image}
                alt={`La ${rowName} de la foto del albarán`}
                // The figures are printed on the right of a row: start there.
                onLoad={(event) => {
                  const box = event.currentTarget.parentElement;
                  if (box) box.scrollLeft = box.scrollWidth;
                }}
                style={{
                  display: 'block',
                  height: ROW_IMAGE_HEIGHT,
                  width: 'auto',
                  maxWidth: 'none',
                }}
              />
            </Box>
          ) : null}
          {scan.reasons.map((reason) => (
            <Text key={reason} size="sm">
              {reason}
            </Text>
          ))}
          {scan.suggestions.map((suggestion) => (
            <Text key={suggestion.field} size="sm">
              {FIELD_LABELS[suggestion.field]}: se leyó «{suggestion.read}» y se propone «
              {suggestion.suggested}», que cuadra con el resto de la línea.
            </Text>
          ))}
          <SimpleGrid cols={3} spacing="xs">
            {(Object.keys(FIELD_LABELS) as Field[]).map((field) => (
              <TextInput
                key={field}
                label={FIELD_LABELS[field]}
                size="xs"
                inputMode="decimal"
                autoComplete="off"
                value={values[field]}
                error={errors[field]}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setValues((current) => ({ ...current, [field]: text }));
                }}
              />
            ))}
          </SimpleGrid>
          <Group justify="flex-end" gap="xs">
            {editing ? (
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  setEditing(false);
                  setErrors({});
                }}
              >
                Cancelar
              </Button>
            ) : null}
            <Button type="submit" size="xs" loading={busy}>
              Confirmar cifras
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
