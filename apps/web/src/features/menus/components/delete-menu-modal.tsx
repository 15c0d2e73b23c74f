import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { useDeleteMenu } from '../../../api/menus/delete-menu.ts';

interface DeleteMenuModalProps {
  menu: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}

/** Asks before deleting a menu (its dishes stay in Recetas). */
export function DeleteMenuModal({ menu, opened, onClose, onDeleted }: DeleteMenuModalProps) {
  const deletion = useDeleteMenu();
  const isSmallScreen = useMediaQuery(SMALL_SCREEN_QUERY, false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`¿Eliminar «${menu.name}»?`}
      centered
      size={isSmallScreen ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stack gap="md">
        <Text size="sm">
          Se eliminará el menú con sus secciones y sus costes. Los platos siguen en tus recetas.
          Esta acción no se puede deshacer.
        </Text>
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button
            color="red"
            loading={deletion.isPending}
            onClick={() => {
              setError(null);
              deletion.mutate(menu.id, {
                onSuccess: () => {
                  notifications.show({
                    color: 'teal',
                    title: 'Menú eliminado',
                    message: `«${menu.name}» ya no está en tus menús.`,
                  });
                  onDeleted();
                },
                onError: (deleteError) => {
                  setError(getErrorDetail(deleteError) ?? 'No se ha podido eliminar el menú.');
                },
              });
            }}
          >
            Eliminar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
