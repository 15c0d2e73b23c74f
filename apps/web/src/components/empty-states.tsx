import type { ReactNode } from 'react';
import { Button, EmptyState, Paper } from '@mantine/core';
import { IconPlus, IconSearchOff } from '@tabler/icons-react';

interface FirstItemEmptyStateProps {
  /** A 32 px icon of the screen (IconBasket, IconChefHat…). */
  icon: ReactNode;
  title: string;
  description: ReactNode;
  actionLabel: string;
  onAdd: () => void;
  /** A smaller block, for a screen that is not a main list. */
  compact?: boolean;
}

/** A list with nothing yet (a new user): say what the screen is for and how to start. */
export function FirstItemEmptyState({
  icon,
  title,
  description,
  actionLabel,
  onAdd,
  compact = false,
}: FirstItemEmptyStateProps) {
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      py={compact ? { base: 32, sm: 48 } : { base: 40, sm: 56 }}
    >
      <EmptyState icon={icon} variant="light" size="lg">
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Description>{description}</EmptyState.Description>
        <EmptyState.Actions>
          <Button leftSection={<IconPlus size={16} />} onClick={onAdd}>
            {actionLabel}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

interface NoMatchesEmptyStateProps {
  /** "Ningún ingrediente coincide". */
  title: string;
  /** What to try instead. */
  description: string;
  /** The button that shows everything again; "Quitar filtros" unless told. */
  clearLabel?: string;
  onClear: () => void;
}

/** A search or filters that match nothing, with a way back to everything. */
export function NoMatchesEmptyState({
  title,
  description,
  clearLabel = 'Quitar filtros',
  onClear,
}: NoMatchesEmptyStateProps) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState
        icon={<IconSearchOff size={28} stroke={1.6} />}
        description={description}
        variant="light"
      >
        <EmptyState.Title order={2}>{title}</EmptyState.Title>
        <EmptyState.Actions>
          <Button variant="default" onClick={onClear}>
            {clearLabel}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
