import type { ReactNode } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** One analytics section: a titled card. */
export function AnalyticsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-label={title}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4">
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          ) : null}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}

export function SectionSkeleton({ height = 220 }: { height?: number }) {
  return <Skeleton height={height} radius="md" role="progressbar" aria-label="Cargando" />;
}

export function SectionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertCircle size={18} />}
      title="No se ha podido cargar"
    >
      <Button size="xs" variant="light" color="red" loading={retrying} onClick={onRetry}>
        Reintentar
      </Button>
    </Alert>
  );
}

export function ChartFallback({ height = 240 }: { height?: number }) {
  return <Skeleton height={height} radius="md" />;
}
