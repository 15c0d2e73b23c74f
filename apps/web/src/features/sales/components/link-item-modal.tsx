import { useState } from 'react';
import { Alert, Button, Group, Modal, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { TillItem, TillItemPatch } from '@costeo/domain/contracts/sales';
import { useTillItems } from '../../../api/sales/list-till-items.ts';
import { useUpdateTillItem } from '../../../api/sales/update-till-item.ts';
import { getFeatureNotAvailable } from '../../../lib/api-errors.ts';
import { readSaveError } from '../../../lib/form-errors.ts';
import { DishSelect, MenuSelect, ProductFields, type ProductLink } from './link-targets.tsx';

/** What a link modal needs of an item: the summary's unlinked rows carry less than the list's. */
export type LinkableItem = Pick<TillItem, 'id' | 'code' | 'name'> &
  Partial<Pick<TillItem, 'link' | 'suggestions' | 'recipe' | 'menu'>>;

type LinkKind = 'recipe' | 'menu' | 'product' | 'not_food';

const KIND_LABELS: Record<LinkKind, string> = {
  recipe: 'Un plato',
  menu: 'Un menú',
  product: 'Un producto',
  not_food: 'No es comida',
};

const SAVE_FAILED = 'No se ha podido guardar el vínculo. Inténtalo de nuevo.';

interface LinkItemModalProps {
  item: LinkableItem | null;
  onClose: () => void;
  /** The API refused the link for the plan (Gratuito): its message, for the upgrade modal. */
  onPlanRefused: (message: string) => void;
}

/**
 * Links one till item once (issue 33): to a dish (the closest ones first), to a menu sold as one
 * item, to a product sold as it is with its quantity per unit sold, or marks it as not food.
 * A linked item can be unlinked.
 */
export function LinkItemModal({ item, onClose, onPlanRefused }: LinkItemModalProps) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={item ? `Vincular «${item.name}»` : 'Vincular'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      {item ? (
        <LinkItemForm key={item.id} item={item} onDone={onClose} onPlanRefused={onPlanRefused} />
      ) : null}
    </Modal>
  );
}

function initialKind(item: LinkableItem): LinkKind {
  return item.link && item.link !== 'none' ? item.link : 'recipe';
}

function LinkItemForm({
  item,
  onDone,
  onPlanRefused,
}: {
  item: LinkableItem;
  onDone: () => void;
  onPlanRefused: (message: string) => void;
}) {
  const [kind, setKind] = useState<LinkKind>(initialKind(item));
  const [recipe, setRecipe] = useState<number | null>(item.recipe ?? null);
  const [menu, setMenu] = useState<number | null>(item.menu ?? null);
  const [product, setProduct] = useState<ProductLink>({ id: null, quantity: '1', unit: null });
  const [missing, setMissing] = useState<string | null>(null);
  const update = useUpdateTillItem();
  // An item opened from the summary comes without its closest dishes: the list has them.
  const lookup = useTillItems(
    { link: 'all', search: item.name, page: 1 },
    item.suggestions === undefined,
  );
  const suggestions =
    item.suggestions ??
    lookup.data?.results.find((candidate) => candidate.id === item.id)?.suggestions ??
    [];

  const patchOf = (): TillItemPatch | string => {
    switch (kind) {
      case 'recipe':
        return recipe === null ? 'Elige el plato.' : { recipe };
      case 'menu':
        return menu === null ? 'Elige el menú.' : { menu };
      case 'product':
        if (product.id === null) return 'Elige el producto.';
        return {
          ingredient_instance: product.id,
          quantity: product.quantity.trim().replace(',', '.'),
          ...(product.unit ? { unit: product.unit as NonNullable<TillItemPatch['unit']> } : {}),
        };
      case 'not_food':
        return { not_food: true };
    }
  };

  const save = (patch: TillItemPatch) => {
    update.mutate(
      { id: item.id, patch },
      {
        onSuccess: onDone,
        onError: (error) => {
          const refusal = getFeatureNotAvailable(error);
          if (refusal) onPlanRefused(refusal.detail);
        },
      },
    );
  };
  const submit = () => {
    const patch = patchOf();
    setMissing(typeof patch === 'string' ? patch : null);
    if (typeof patch !== 'string') save(patch);
  };
  const errors = update.error ? readSaveError(update.error, SAVE_FAILED) : null;
  const fieldError = (field: string) => errors?.fields[field] ?? null;
  const isLinked = item.link !== undefined && item.link !== 'none';
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {item.code ? (
          <Text size="sm" c="dimmed">
            Código en el TPV: {item.code}
          </Text>
        ) : null}
        <Radio.Group
          label="Qué se vende con este artículo"
          value={kind}
          onChange={(value) => {
            setKind(value);
            setMissing(null);
          }}
        >
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" mt="xs">
            {(Object.keys(KIND_LABELS) as LinkKind[]).map((value) => (
              <Radio key={value} value={value} label={KIND_LABELS[value]} />
            ))}
          </SimpleGrid>
        </Radio.Group>
        {kind === 'recipe' ? (
          <DishSelect
            value={recipe}
            onChange={setRecipe}
            suggestions={suggestions}
            error={missing ?? fieldError('recipe')}
          />
        ) : null}
        {kind === 'menu' ? (
          <MenuSelect value={menu} onChange={setMenu} error={missing ?? fieldError('menu')} />
        ) : null}
        {kind === 'product' ? (
          <ProductFields
            value={product}
            onChange={setProduct}
            errors={{
              product: missing ?? fieldError('ingredient_instance'),
              quantity: fieldError('quantity'),
              unit: fieldError('unit'),
            }}
          />
        ) : null}
        {kind === 'not_food' ? (
          <Text size="sm" c="dimmed">
            Bebidas y otros artículos que no salen de tus escandallos: cuentan como vinculados pero
            no entran en el food cost de lo vendido.
          </Text>
        ) : null}
        {errors?.form ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <Group justify="space-between" gap="sm">
          {isLinked ? (
            <Button
              variant="subtle"
              color="red"
              onClick={() => {
                save({ recipe: null });
              }}
              disabled={update.isPending}
            >
              Desvincular
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone} disabled={update.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={update.isPending}>
              Vincular
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
