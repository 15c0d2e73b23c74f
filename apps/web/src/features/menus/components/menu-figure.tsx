import { Stack, Text } from '@mantine/core';

/** One figure of the menu's panels: a small label, the value, and an optional hint. */
export function MenuFigure({
  label,
  value,
  hint,
}: {
  label: string;
  value: string;
  hint?: string | null;
}) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="lg" fw={700} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Text>
      {hint ? (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}
