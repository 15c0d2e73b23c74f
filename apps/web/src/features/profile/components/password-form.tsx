import { useState, type SubmitEvent } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, Stack } from '@mantine/core';
import { saveTokens } from '../../../lib/token-storage.ts';
import { changePassword } from '../../../api/profile/profile-requests.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

const FIELDS = ['old_password', 'new_password'] as const;

/** Changes the password; the server ends every other session and answers this one's new tokens. */
export function PasswordForm() {
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const request = useFormRequest(FIELDS);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pair = await request.run(
      () => changePassword({ old_password: oldPassword, new_password: newPassword }),
      'Contraseña cambiada. Se han cerrado las demás sesiones.',
    );
    if (pair) {
      saveTokens(pair);
      setOldPassword('');
      setNewPassword('');
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordInput
            label="Contraseña actual"
            autoComplete="current-password"
            value={oldPassword}
            onChange={(event) => {
              setOldPassword(event.currentTarget.value);
            }}
            error={request.errors.old_password}
          />
          <PasswordInput
            label="Nueva contraseña"
            autoComplete="new-password"
            value={newPassword}
            onChange={(event) => {
              setNewPassword(event.currentTarget.value);
            }}
            error={request.errors.new_password}
          />
        </SimpleGrid>
        <SectionFeedback alert={request.alert} done={request.done} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.pending}>
            Cambiar contraseña
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
