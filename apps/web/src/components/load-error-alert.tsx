import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

interface LoadErrorAlertProps {
  /** "No se han podido cargar tus ingredientes". */
  title: string;
  onRetry: () => void;
  /** The retry is under way: the button shows it. */
  retrying?: boolean;
}

/** A screen's data failed to load: say so, and offer "Reintentar" (DESIGN.md §4). */
export function LoadErrorAlert({ title, onRetry, retrying = false }: LoadErrorAlertProps) {
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Comprueba tu conexión e inténtalo de nuevo.</Text>
        <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
          Reintentar
        </Button>
      </Stack>
    </Alert>
  );
}
