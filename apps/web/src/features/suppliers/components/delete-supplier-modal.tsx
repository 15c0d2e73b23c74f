import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { useDeleteSupplier } from '../../../api/suppliers/delete-supplier.ts';
import { readSaveError } from '../../../lib/form-errors.ts';
import { useLastNonNull } from '../../../lib/use-last-non-null.ts';
import { deleteConsequence } from '../lib/supplier-display.ts';

interface DeleteSupplierModalProps {
  supplier: Supplier | null;
  onClose: () => void;
  /** After the DELETE succeeded (the detail screen goes back to the list). */
  onDeleted?: () => void;
}

const DELETE_FAILED = 'No se ha podido eliminar el proveedor. Inténtalo de nuevo.';

/** Asks before deleting, saying how many products lose their supplier. */
export function DeleteSupplierModal({ supplier, onClose, onDeleted }: DeleteSupplierModalProps) {
  const deletion = useDeleteSupplier();
  const shown = useLastNonNull(supplier);
  const close = () => {
    deletion.reset();
    onClose();
  };
  const error = deletion.error ? readSaveError(deletion.error, DELETE_FAILED).form : null;
  return (
    <Modal
      opened={supplier !== null}
      onClose={close}
      title={shown ? `¿Eliminar «${shown.name}»?` : 'Eliminar proveedor'}
      centered
      size="sm"
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
      styles={{ title: { fontWeight: 700 } }}
    >
      {shown ? (
        <Stack gap="md">
          <Text size="sm">{deleteConsequence(shown.products_count)}</Text>
          <Text size="sm" c="dimmed">
            Sus compras y facturas ya registradas se conservan. Esta acción no se puede deshacer.
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" data-autofocus onClick={close}>
              Cancelar
            </Button>
            <Button
              color="red"
              loading={deletion.isPending}
              onClick={() => {
                deletion.mutate(shown.id, {
                  onSuccess: () => {
                    notifications.show({
                      color: 'teal',
                      title: 'Proveedor eliminado',
                      message: `«${shown.name}» ya no está en tus proveedores.`,
                    });
                    onDeleted?.();
                    close();
                  },
                });
              }}
            >
              Eliminar
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
