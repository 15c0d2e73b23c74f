import { useState } from 'react';
import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import type { RecipeExtraCost } from '@costeo/domain/contracts/extra-costs';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { useDeleteRecipeExtraCost } from '../../../api/extra-costs/delete-recipe-extra-cost.ts';

interface RemoveExtraCostModalProps {
  extra: RecipeExtraCost | null;
  onClose: () => void;
  onRemoved: () => void;
}

/** Asks before taking an extra cost off the recipe. */
export function RemoveExtraCostModal({ extra, onClose, onRemoved }: RemoveExtraCostModalProps) {
  const deletion = useDeleteRecipeExtraCost();
  const [shown, setShown] = useState(extra);
  const [error, setError] = useState<string | null>(null);
  if (extra !== null && extra !== shown) {
    setShown(extra);
    setError(null);
  }
  return (
    <Modal
      opened={extra !== null}
      onClose={onClose}
      title={shown ? `¿Quitar «${shown.definition_name}» de la receta?` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text size="sm">
        La receta dejará de sumar este coste. La definición sigue en Costos Extra y el cambio queda
        en el historial.
      </Text>
      {error ? (
        <Alert color="red" variant="light" role="alert" mt="sm">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancelar
        </Button>
        <Button
          color="red"
          loading={deletion.isPending}
          onClick={() => {
            if (!shown) return;
            deletion.mutate(shown.id, {
              onSuccess: () => {
                onRemoved();
                onClose();
              },
              onError: (deleteError) => {
                setError(getErrorDetail(deleteError) ?? 'No se ha podido quitar el coste extra.');
              },
            });
          }}
        >
          Quitar
        </Button>
      </Group>
    </Modal>
  );
}
