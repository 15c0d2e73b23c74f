import { Button, EmptyState, Paper, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/**
 * Gratuito (SPEC.md §5): the plan message and the way up, as the purchases' and the price
 * history's locked states say it.
 */
export function SalesLocked({ message, onUpgrade }: { message: string; onUpgrade: () => void }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="sales-locked">
      <EmptyState icon={<IconLock size={24} stroke={1.6} />} variant="light" py="md">
        <EmptyState.Title order={2}>Ventas del TPV</EmptyState.Title>
        <EmptyState.Description>
          <Text size="sm" fw={600} c="dark.7" component="span" display="block">
            {message}
          </Text>
          <Text size="sm" c="dimmed" component="span" display="block" mt={6}>
            Con el plan Pro importarás las ventas de tu TPV, vincularás cada artículo a su plato y
            verás el food cost real de lo que vendes.
          </Text>
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button onClick={onUpgrade}>Mejorar plan</Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
