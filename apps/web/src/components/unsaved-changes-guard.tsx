import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';

interface UnsavedChangesGuardProps {
  when: boolean;
  /** What leaving loses: "Si sales ahora, perderás los cambios de esta receta." */
  message: string;
}

/** Asks before leaving an editor with unsaved changes (in-app links and closing the tab). */
export function UnsavedChangesGuard({ when, message }: UnsavedChangesGuardProps) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [when]);
  const blocked = blocker.state === 'blocked';
  return (
    <Modal
      opened={blocked}
      onClose={() => blocker.reset?.()}
      title="Tienes cambios sin guardar"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text size="sm" mb="md">
        {message}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          Seguir editando
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          Salir sin guardar
        </Button>
      </Group>
    </Modal>
  );
}
