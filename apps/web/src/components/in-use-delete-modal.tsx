import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { getErrorDetail } from '../lib/api-errors.ts';
import { BADGE_TEXT } from '../lib/badge-text.ts';
import { SMALL_SCREEN_QUERY } from '../lib/breakpoints.ts';
import { useLastNonNull } from '../lib/use-last-non-null.ts';

interface Named {
  id: number;
  name: string;
}

/** A contract's schema of the in-use 400 (`ingredientInUseErrorSchema`…): only its safeParse. */
interface InUseSchema {
  safeParse: (
    data: unknown,
  ) => { success: true; data: { recipes: Named[] } } | { success: false; data?: undefined };
}

/** What the modal says of one kind of thing (a product, a recipe, an extra cost). */
export interface InUseDeleteTexts {
  /** Before the first try: what deleting does. */
  confirm: string;
  /** The in-use alert's title: "Se usa en recetas". */
  inUseTitle: string;
  /** The alert's subject: "«Cebolla»", "La elaboración «Bechamel»". */
  subject: (name: string) => string;
  /** What forcing it does to those recipes. */
  inUseConsequence: string;
  /** The error when the server gives no reason. */
  errorFallback: string;
  deletedTitle: string;
  deletedMessage: (name: string) => string;
}

interface InUseDeleteModalProps<T extends Named> {
  /** What to delete; null closes the modal. */
  item: T | null;
  /** DELETE `{id}`, with `force` once the user confirmed despite the recipes. */
  deletion: UseMutationResult<void, Error, { id: number; force?: boolean }>;
  /** The API's 400 when recipes use it: `{detail, recipes}`. */
  inUseSchema: InUseSchema;
  texts: InUseDeleteTexts;
  onClose: () => void;
  /** After the DELETE succeeded, before the modal closes. */
  onDeleted?: () => void;
}

type BodyProps<T extends Named> = Omit<InUseDeleteModalProps<T>, 'item'> & { item: T };

function InUseDeleteBody<T extends Named>({
  item,
  deletion,
  inUseSchema,
  texts,
  onClose,
  onDeleted,
}: BodyProps<T>) {
  const [inUse, setInUse] = useState<Named[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  /** The recipes named by the API's 400 when recipes use it, or null for other errors. */
  const recipesUsing = (deleteError: unknown): Named[] | null => {
    if (!isAxiosError(deleteError) || deleteError.response?.status !== 400) return null;
    const parsed = inUseSchema.safeParse(deleteError.response.data);
    return parsed.success ? parsed.data.recipes : null;
  };

  const remove = (force: boolean) => {
    setError(null);
    deletion.mutate(
      { id: item.id, force },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: texts.deletedTitle,
            message: texts.deletedMessage(item.name),
          });
          onDeleted?.();
          onClose();
        },
        onError: (deleteError) => {
          const recipes = recipesUsing(deleteError);
          if (recipes) setInUse(recipes);
          else setError(getErrorDetail(deleteError) ?? texts.errorFallback);
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {inUse ? (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title={texts.inUseTitle}
          // Mantine's orange title falls short of 4.5:1 on its tint (axe); see lib/badge-text.ts.
          styles={{ title: { color: BADGE_TEXT.orange } }}
        >
          <Text size="sm" mb="xs">
            {inUse.length === 1
              ? `${texts.subject(item.name)} se usa en 1 receta:`
              : `${texts.subject(item.name)} se usa en ${inUse.length} recetas:`}
          </Text>
          <List size="sm" spacing={2}>
            {inUse.map((recipe) => (
              <List.Item key={recipe.id}>{recipe.name}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {texts.inUseConsequence}
          </Text>
        </Alert>
      ) : (
        <Text size="sm">{texts.confirm}</Text>
      )}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          color="red"
          loading={deletion.isPending}
          onClick={() => {
            remove(inUse !== null);
          }}
        >
          {inUse ? 'Eliminar igualmente' : 'Eliminar'}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Asks before deleting; when recipes use it (the API's 400 `{detail, recipes}`), names them and
 * offers "Eliminar igualmente" (the DELETE again with `force`).
 */
export function InUseDeleteModal<T extends Named>({ item, ...props }: InUseDeleteModalProps<T>) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  // The title stays while the closing transition runs after the caller cleared `item`.
  const shown = useLastNonNull(item);
  return (
    <Modal
      opened={item !== null}
      onClose={props.onClose}
      title={shown ? `¿Eliminar «${shown.name}»?` : ''}
      centered
      size={isSmallScreen ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown ? <InUseDeleteBody key={shown.id} item={shown} {...props} /> : null}
    </Modal>
  );
}
