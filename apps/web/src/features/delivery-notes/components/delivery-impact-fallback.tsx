import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

interface DeliveryImpactFallbackProps {
  /** The plan shows no margin impact (Gratuito): its message and the way up. */
  locked: { message: string; onUpgrade: () => void } | null;
}

/**
 * "Efecto en tus márgenes" when there is no dish to show: no price changes any cost, or the plan
 * does not include the impact (the same rule as the supplier invoices and the price history).
 */
export function DeliveryImpactFallback({ locked }: DeliveryImpactFallbackProps) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="delivery-impact">
      <Stack gap="xs" align="flex-start">
        <Title order={3} size="h5">
          Efecto en tus márgenes
        </Title>
        {locked ? (
          <>
            <Text size="sm" fw={600}>
              <IconLock size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
              {locked.message}
            </Text>
            <Text size="sm" c="dimmed">
              Con el plan Pro verás, antes de guardar el albarán, cuánto cambian el coste, el food
              cost y el margen de cada plato y menú con los precios nuevos.
            </Text>
            <Button size="xs" onClick={locked.onUpgrade}>
              Mejorar plan
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Ningún plato ni menú cambia de coste con este albarán.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
