import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';

/** A section's error alert or its success line (announced to screen readers). */
export function SectionFeedback({ alert, done }: { alert: string | null; done: string | null }) {
  if (alert) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
        {alert}
      </Alert>
    );
  }
  return (
    <Text size="sm" c="teal.9" role="status" aria-live="polite">
      {done ? (
        <>
          <IconCheck size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {done}
        </>
      ) : null}
    </Text>
  );
}
