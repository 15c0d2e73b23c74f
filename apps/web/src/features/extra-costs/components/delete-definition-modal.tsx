import { useState } from 'react';
import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { isAxiosError } from 'axios';
import {
  extraCostDefinitionInUseErrorSchema,
  type ExtraCostDefinition,
} from '@costeo/domain/contracts/extra-costs';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { useDeleteExtraCostDefinition } from '../api/delete-extra-cost-definition.ts';

interface RecipeRef {
  id: number;
  name: string;
}

/** The recipes named by the API's 400 when recipes use the definition, or null otherwise. */
function recipesUsing(error: unknown): RecipeRef[] | null {
  if (!isAxiosError(error) || error.response?.status !== 400) return null;
  const parsed = extraCostDefinitionInUseErrorSchema.safeParse(error.response.data);
  return parsed.success ? parsed.data.recipes : null;
}

interface DeleteDefinitionModalProps {
  definition: ExtraCostDefinition | null;
  onClose: () => void;
}

function DeleteDefinitionBody({
  definition,
  onClose,
}: {
  definition: ExtraCostDefinition;
  onClose: () => void;
}) {
  const deletion = useDeleteExtraCostDefinition();
  const [inUse, setInUse] = useState<RecipeRef[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const remove = (force: boolean) => {
    setError(null);
    deletion.mutate(
      { id: definition.id, force },
      {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Coste extra eliminado',
            message: `«${definition.name}» ya no está en tus costes extra.`,
          });
          onClose();
        },
        onError: (deleteError) => {
          const recipes = recipesUsing(deleteError);
          if (recipes) setInUse(recipes);
          else setError(getErrorDetail(deleteError) ?? 'No se ha podido eliminar el coste extra.');
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
          // Mantine's orange title falls short of 4.5:1 on its tint (axe); see lib/badge-text.ts.
          styles={{ title: { color: BADGE_TEXT.orange } }}
        >
          <Text size="sm" mb="xs">
            {inUse.length === 1
              ? `«${definition.name}» se usa en 1 receta:`
              : `«${definition.name}» se usa en ${inUse.length} recetas:`}
          </Text>
          <List size="sm" spacing={2}>
            {inUse.map((recipe) => (
              <List.Item key={recipe.id}>{recipe.name}</List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            Si lo eliminas igualmente, esas recetas lo perderán y su coste bajará. Si solo quieres
            dejar de usarlo en recetas nuevas, desactívalo.
          </Text>
        </Alert>
      ) : (
        <Text size="sm">Se eliminará de tus costes extra. Esta acción no se puede deshacer.</Text>
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

/** Asks before deleting; when recipes use the definition, names them and offers to force it. */
export function DeleteDefinitionModal({ definition, onClose }: DeleteDefinitionModalProps) {
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [shown, setShown] = useState(definition);
  if (definition !== null && definition !== shown) setShown(definition);
  return (
    <Modal
      opened={definition !== null}
      onClose={onClose}
      title={shown ? `¿Eliminar «${shown.name}»?` : ''}
      centered
      size={isSmallScreen ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown ? <DeleteDefinitionBody key={shown.id} definition={shown} onClose={onClose} /> : null}
    </Modal>
  );
}
