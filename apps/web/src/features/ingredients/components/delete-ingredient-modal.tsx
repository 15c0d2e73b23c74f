import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isAxiosError } from 'axios';
import {
  ingredientInUseErrorSchema,
  type IngredientInUseError,
  type IngredientInstance,
} from '@costeo/domain/contracts/ingredients';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { useDeleteIngredientInstance } from '../api/delete-ingredient-instance.ts';
import { useLastNonNull } from '../hooks/use-last-non-null.ts';

type RecipeRef = IngredientInUseError['recipes'][number];

/** The recipes named by the API's 400 when recipes use the product, or null for other errors. */
function recipesUsing(error: unknown): RecipeRef[] | null {
  if (!isAxiosError(error) || error.response?.status !== 400) return null;
  const parsed = ingredientInUseErrorSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data.recipes : null;
}

interface DeleteIngredientModalProps {
  instance: IngredientInstance | null;
  onClose: () => void;
  onDeleted: () => void;
}

function DeleteIngredientBody({
  instance,
  onClose,
  onDeleted,
}: DeleteIngredientModalProps & { instance: IngredientInstance }) {
  const deletion = useDeleteIngredientInstance();
  const [inUse, setInUse] = useState<RecipeRef[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = (force: boolean) => {
    setError(null);
    deletion.mutate(
      { id: instance.id, force },
      {
        onSuccess: () => {
          onDeleted();
          notifications.show({
            color: 'teal',
            title: 'Ingrediente eliminado',
            message: `«${instance.name}» ya no está en tus ingredientes.`,
          });
          onClose();
        },
        onError: (deleteError) => {
          const recipes = recipesUsing(deleteError);
          if (recipes) setInUse(recipes);
          else setError(getErrorDetail(deleteError) ?? 'No se ha podido eliminar el ingrediente.');
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
          title="Se usa en recetas"
        >
          <Text size="sm" mb="xs">
            {inUse.length === 1
              ? `«${instance.name}» se usa en 1 receta:`
              : `«${instance.name}» se usa en ${inUse.length} recetas:`}
          </Text>
          <List size="sm" spacing={2}>
            {inUse.map((recipe) => (
              <List.Item key={recipe.id}>{recipe.name}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            Si lo eliminas igualmente, esas recetas perderán esta línea y su coste cambiará.
          </Text>
        </Alert>
      ) : (
        <Text size="sm">
          Se eliminará de tus ingredientes con su historial de precios. Esta acción no se puede
          deshacer.
        </Text>
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

/** Asks before deleting; when recipes use the product, names them and offers to force it. */
export function DeleteIngredientModal({
  instance,
  onClose,
  onDeleted,
}: DeleteIngredientModalProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const shown = useLastNonNull(instance);
  return (
    <Modal
      opened={instance !== null}
      onClose={onClose}
      title={shown ? `¿Eliminar «${shown.name}»?` : ''}
      centered
      size={isSmallScreen ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown ? (
        <DeleteIngredientBody
          key={shown.id}
          instance={shown}
          onClose={onClose}
          onDeleted={onDeleted}
        />
      ) : null}
    </Modal>
  );
}
