import { useRef } from 'react';
import { Button, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconCurrencyEuro, IconX } from '@tabler/icons-react';
import type { DeliveryLineUnit } from '@costeo/domain/contracts/purchases';
import type { SupplierProduct } from '@costeo/domain/contracts/suppliers';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { formatPurchasePrice } from '../../../lib/format.ts';
import { formatAndPrice, formatOf, unitOptions } from '../lib/delivery-display.ts';
import { isTyped, type LineDraft } from '../lib/delivery-lines.ts';
import classes from './delivery-line-row.module.css';

interface DeliveryLineRowProps {
  product: SupplierProduct;
  draft: LineDraft;
  /** Why the preview or the save refused this line. */
  error: string | undefined;
  onChange: (draft: LineDraft) => void;
}

/**
 * A product of the supplier as a line of the albarán: its format and price now, the quantity
 * received (numeric keypad, Spanish comma), what it is counted in and, behind a small button, the
 * new price of one format when the supplier changed it.
 */
export function DeliveryLineRow({ product, draft, error, onChange }: DeliveryLineRowProps) {
  const name = product.name;
  const errorId = `line-error-${String(product.id)}`;
  const priceId = `line-price-${String(product.id)}`;
  const priceError = error?.startsWith('Precio nuevo') ?? false;
  // The price field takes the focus when the cook opens it, not when the screen is drawn again.
  const focusPrice = useRef(false);
  return (
    <li
      className={classes.row}
      data-typed={isTyped(draft) || undefined}
      data-invalid={error ? true : undefined}
      data-testid={`delivery-line-${String(product.id)}`}
    >
      <div className={classes.name}>
        <Text size="sm" fw={600} lineClamp={2}>
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {formatAndPrice(product)}
        </Text>
      </div>
      <TextInput
        className={classes.quantity}
        aria-label={`Cantidad de ${name}`}
        placeholder="Cantidad"
        inputMode="decimal"
        autoComplete="off"
        value={draft.quantity}
        error={error !== undefined && !priceError}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          onChange({ ...draft, quantity: event.currentTarget.value });
        }}
      />
      <NativeSelect
        className={classes.unit}
        aria-label={`Unidad de ${name}`}
        data={unitOptions(product)}
        value={draft.unit}
        onChange={(event) => {
          onChange({ ...draft, unit: event.currentTarget.value as DeliveryLineUnit });
        }}
      />
      <Button
        className={classes.price}
        variant={draft.priceOpen ? 'light' : 'subtle'}
        size="compact-sm"
        px={6}
        leftSection={
          draft.priceOpen ? (
            <IconX size={14} aria-hidden />
          ) : (
            <IconCurrencyEuro size={14} aria-hidden />
          )
        }
        aria-expanded={draft.priceOpen}
        aria-controls={draft.priceOpen ? priceId : undefined}
        aria-label={`Precio nuevo de ${name}`}
        onClick={() => {
          // Closing the field drops the price typed in it: the line keeps the current price.
          focusPrice.current = !draft.priceOpen;
          onChange({ ...draft, priceOpen: !draft.priceOpen, newPrice: '' });
        }}
      >
        Precio nuevo
      </Button>
      {draft.priceOpen ? (
        <TextInput
          id={priceId}
          className={classes.wide}
          label={`Precio nuevo de ${formatOf(product)}, sin IVA`}
          description={`Ahora ${formatPurchasePrice(product.purchase_price)}. Déjalo vacío si no ha cambiado.`}
          placeholder={formatPurchasePrice(product.purchase_price).replace(/\s€$/u, '')}
          inputMode="decimal"
          autoComplete="off"
          rightSection={<Text size="sm">€</Text>}
          value={draft.newPrice}
          error={priceError}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            onChange({ ...draft, newPrice: event.currentTarget.value });
          }}
          ref={(input) => {
            if (input && focusPrice.current) {
              focusPrice.current = false;
              input.focus();
            }
          }}
        />
      ) : null}
      {error ? (
        <Text id={errorId} className={classes.wide} size="sm" c={BADGE_TEXT.red}>
          {error}
        </Text>
      ) : null}
    </li>
  );
}
