import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The error Alert shown above an auth form. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} mb="md" role="alert">
      {message}
    </Alert>
  );
}
