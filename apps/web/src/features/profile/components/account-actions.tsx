import { useState } from 'react';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconLogout, IconTrash } from '@tabler/icons-react';
import { exportFileNames } from '@costeo/domain/export-files';
import { downloadAccount, logoutAll } from '../../../api/profile/profile-requests.ts';
import { DeleteAccountModal } from './delete-account-modal.tsx';
import { saveFile } from '../../../lib/save-file.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

/** Log out everywhere, download my data, delete my account. */
export function AccountActions({
  username,
  onLoggedOutEverywhere,
  onAccountDeleted,
}: {
  username: string;
  onLoggedOutEverywhere: () => void;
  onAccountDeleted: () => void;
}) {
  const [deleting, setDeleting] = useState(false);
  const sessions = useFormRequest([]);
  const data = useFormRequest([]);

  const endSessions = async () => {
    const ended = await sessions.run(async () => {
      await logoutAll();
      return true;
    }, null);
    if (ended) onLoggedOutEverywhere();
  };

  const download = async () => {
    const blob = await data.run(downloadAccount, 'Descarga lista.');
    if (blob) saveFile(blob, exportFileNames.accountJson(username, new Date()));
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" maw={460}>
          Cierra la sesión en todos tus dispositivos, este incluido (por ejemplo, si perdiste el
          móvil).
        </Text>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={sessions.pending}
          onClick={() => void endSessions()}
        >
          Cerrar todas las sesiones
        </Button>
      </Group>
      <SectionFeedback alert={sessions.alert} done={null} />
      <Divider />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" maw={460}>
          Todos tus datos (ingredientes, recetas, costos extra, historiales y facturas) en un
          archivo JSON.
        </Text>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={data.pending}
          onClick={() => void download()}
        >
          Descargar mis datos
        </Button>
      </Group>
      <SectionFeedback alert={data.alert} done={data.done} />
      <Divider />
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" maw={460}>
          Borra tu cuenta y todos sus datos. Las facturas se conservan, como exige la ley.
        </Text>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => {
            setDeleting(true);
          }}
        >
          Eliminar mi cuenta
        </Button>
      </Group>
      <DeleteAccountModal
        opened={deleting}
        onClose={() => {
          setDeleting(false);
        }}
        onDeleted={onAccountDeleted}
      />
    </Stack>
  );
}
