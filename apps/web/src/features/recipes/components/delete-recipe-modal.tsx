import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isAxiosError } from 'axios';
import { recipeInUseErrorSchema, type RecipeInUseError } from '@costeo/domain/contracts/recipes';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { useDeleteRecipe } from '../api/delete-recipe.ts';

type RecipeRef = RecipeInUseError['recipes'][number];

/** The recipes named by the API's 400 when an elaboración is in use, or null for other errors. */
function recipesUsing(error: unknown): RecipeRef[] | null {
  if (!isAxiosError(error) || error.response?.status !== 400) return null;
  const parsed = recipeInUseErrorSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data.recipes : null;
}

interface DeleteRecipeModalProps {
  recipe: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

function DeleteRecipeBody({ recipe, onClose, onDeleted }: Omit<DeleteRecipeModalProps, 'opened'>) {
  const deletion = useDeleteRecipe();
  const [inUse, setInUse] = useState<RecipeRef[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = (force: boolean) => {
    setError(null);
    deletion.mutate(
      { id: recipe.id, force },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Receta eliminada',
            message: `«${recipe.name}» ya no está en tus recetas.`,
          });
          onDeleted();
        },
        onError: (deleteError) => {
          const recipes = recipesUsing(deleteError);
          if (recipes) setInUse(recipes);
          else setError(getErrorDetail(deleteError) ?? 'No se ha podido eliminar la receta.');
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
          title="Se usa en otras recetas"
        >
          <Text size="sm" mb="xs">
            {inUse.length === 1
              ? `La elaboración «${recipe.name}» se usa en 1 receta:`
              : `La elaboración «${recipe.name}» se usa en ${inUse.length} recetas:`}
          </Text>
          <List size="sm" spacing={2}>
            {inUse.map((item) => (
              <List.Item key={item.id}>{item.name}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            Si la eliminas igualmente, esas recetas perderán esta línea y su coste cambiará.
          </Text>
        </Alert>
      ) : (
        <Text size="sm">
          Se eliminará la receta con todas sus líneas. Esta acción no se puede deshacer.
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

/** Asks before deleting; an elaboración in use names the recipes and offers to force it. */
export function DeleteRecipeModal({ opened, ...props }: DeleteRecipeModalProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={`¿Eliminar «${props.recipe.name}»?`}
      centered
      size={isSmallScreen ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {opened ? <DeleteRecipeBody {...props} /> : null}
    </Modal>
  );
}
