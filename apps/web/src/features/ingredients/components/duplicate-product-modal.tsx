import { Button, Group, Modal, Text } from '@mantine/core';

interface DuplicateProductModalProps {
  /** "Ya tienes «Tomate pera» de Frutas García en 5 kg."; null when closed. */
  message: string | null;
  onCreate: () => void;
  onCancel: () => void;
}

/**
 * Asks before creating a product identical to one the cook already has (issue 31): same name,
 * supplier and purchase format. "Cancelar" goes back to the form as it was.
 */
export function DuplicateProductModal({ message, onCreate, onCancel }: DuplicateProductModalProps) {
  return (
    <Modal
      opened={message !== null}
      onClose={onCancel}
      title="¿Crear otro igual?"
      centered
      size="sm"
      zIndex={400}
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      <Text size="sm">{message} ¿Crear otro igual?</Text>
      <Text size="sm" c="dimmed" mt="xs">
        Si es otro producto, cambia el nombre, el proveedor o el formato de compra.
      </Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" data-autofocus onClick={onCancel}>
          Cancelar
        </Button>
        <Button onClick={onCreate}>Crear de todos modos</Button>
      </Group>
    </Modal>
  );
}
