import type { ReactNode } from 'react';
import { Group, Paper, Text, Title } from '@mantine/core';

interface DashboardCardProps {
  title: string;
  /** One line under the title: what the card answers. */
  description?: string;
  /** A link or action at the title's right. */
  action?: ReactNode;
  children: ReactNode;
}

/** A section of the Dashboard: a titled, bordered card (an h2, so the page reads as an outline). */
export function DashboardCard({ title, description, action, children }: DashboardCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} h="100%">
      <Group justify="space-between" align="flex-start" gap="xs" mb="sm" wrap="nowrap">
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
        {action}
      </Group>
      {children}
    </Paper>
  );
}
