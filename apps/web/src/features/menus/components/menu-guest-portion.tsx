import { Group, TextInput } from '@mantine/core';
import { decimalInputError } from '../../../lib/decimal-input.ts';
import type { DraftItem } from '../lib/menu-draft.ts';

interface MenuGuestPortionProps {
  item: DraftItem;
  /** The dish's name, for the fields' accessible names. */
  name: string;
  errors: Record<string, string>;
  onChange: (changes: Partial<Pick<DraftItem, 'guestQuantity' | 'guestUnit'>>) => void;
}

/**
 * An event's dish per guest (issue 31): "3" + "croquetas", printed on the quote as "3 croquetas
 * por persona". Both empty: the quote says nothing.
 */
export function MenuGuestPortion({ item, name, errors, onChange }: MenuGuestPortionProps) {
  const quantityProblem =
    item.guestQuantity.trim() === '' ? null : decimalInputError(item.guestQuantity);
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        label="Por persona"
        aria-label={`Cantidad por persona de ${name}`}
        inputMode="decimal"
        placeholder="3"
        value={item.guestQuantity}
        onChange={(event) => {
          onChange({ guestQuantity: event.currentTarget.value });
        }}
        error={quantityProblem ?? errors.guest_quantity}
        w={96}
      />
      <TextInput
        label="De qué"
        aria-label={`Qué recibe cada persona de ${name}`}
        placeholder="croquetas"
        maxLength={40}
        value={item.guestUnit}
        onChange={(event) => {
          onChange({ guestUnit: event.currentTarget.value });
        }}
        error={errors.guest_unit}
        w={130}
      />
    </Group>
  );
}
