import { useState, type SubmitEvent } from 'react';
import { Button, Group, List, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { deleteAccount } from '../../../api/profile/profile-requests.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

const FIELDS = ['password'] as const;

/** Asks the password before deleting the account; what goes and what stays is said first. */
export function DeleteAccountModal({
  opened,
  onClose,
  onDeleted,
}: {
  opened: boolean;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const [password, setPassword] = useState('');
  const request = useFormRequest(FIELDS);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const deleted = await request.run(async () => {
      await deleteAccount({ password });
      return true;
    }, null);
    if (deleted) onDeleted();
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Eliminar mi cuenta"
      centered
      closeButtonProps={{ 'aria-label': 'Cerrar' }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">
            Se borrarán para siempre tus ingredientes, recetas, costos extra, historiales y
            sesiones. No se puede deshacer.
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>Descarga antes tus datos si quieres conservarlos.</List.Item>
            <List.Item>
              Tus facturas se conservan, como exige la ley, con tu nombre y correo.
            </List.Item>
          </List>
          <PasswordInput
            label="Contraseña"
            description="Escribe tu contraseña para confirmar."
            autoComplete="current-password"
            data-autofocus
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
            error={request.errors.password}
          />
          <SectionFeedback alert={request.alert} done={null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" color="red" loading={request.pending}>
              Eliminar mi cuenta
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
