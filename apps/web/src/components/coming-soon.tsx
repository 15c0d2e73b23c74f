import type { ReactNode } from 'react';
import { EmptyState, Paper } from '@mantine/core';

interface ComingSoonProps {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  /** Links or buttons under the text. */
  children?: ReactNode;
}

/** Empty state for a screen whose content arrives in a later version. */
export function ComingSoon({ icon, title, description, children }: ComingSoonProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} py={{ base: 40, sm: 64 }}>
      <EmptyState icon={icon} title={title} description={description} variant="light" size="lg">
        {children ? <EmptyState.Actions>{children}</EmptyState.Actions> : null}
      </EmptyState>
    </Paper>
  );
}
