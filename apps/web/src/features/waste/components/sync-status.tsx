import { Alert, Button, Text } from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconWifiOff } from '@tabler/icons-react';
import type { OfflineWaste } from '../hooks/use-offline-waste.ts';
import { pendingLabel } from '../lib/pending-waste.ts';

/** How many entries wait on this phone, and whether there is signal (issue 35, as the counts). */
export function SyncStatus({ waste }: { waste: OfflineWaste }) {
  const { online, waiting, sending } = waste;
  if (online && waiting === 0) {
    return (
      <Text size="sm" c="dimmed" role="status" data-testid="waste-sync-status">
        <IconCloudCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} /> Todo
        enviado
      </Text>
    );
  }
  return (
    <Alert
      role="status"
      variant="light"
      color={online ? 'blue' : 'yellow'}
      icon={online ? <IconCloudUpload size={18} /> : <IconWifiOff size={18} />}
      p="sm"
    >
      <Text size="sm" fw={600} data-testid="waste-sync-status">
        {waiting > 0 ? pendingLabel(waiting) : 'Todo enviado'}
      </Text>
      {!online ? (
        <Text size="sm">
          Sin conexión: lo que registres se guarda en este dispositivo y se enviará al volver la
          conexión.
        </Text>
      ) : waiting > 0 ? (
        <Button
          size="xs"
          variant="light"
          mt={6}
          loading={sending}
          onClick={() => void waste.sync()}
        >
          Enviar ahora
        </Button>
      ) : null}
    </Alert>
  );
}
