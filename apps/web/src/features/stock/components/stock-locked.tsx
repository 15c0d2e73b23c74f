import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

export const STOCK_LOCKED_MESSAGE =
  'El inventario está disponible en los planes Pro y Business. Mejora tu plan para contar tu stock.';

/** Gratuito (403 from the API, or the plan known): what Inventario is, and the upgrade. */
export function StockLocked({ onUpgrade }: { onUpgrade: (message: string) => void }) {
  return (
    <Card withBorder padding="lg" radius="md" mt="md">
      <Stack gap="sm" align="flex-start">
        <IconLock size={28} aria-hidden />
        <Title order={2} size="h3">
          Inventario, en Pro y Business
        </Title>
        <Text size="sm">
          Cuenta tu stock por zonas desde el móvil, incluso sin cobertura en la cámara, y compara lo
          contado con lo esperado.
        </Text>
        <Button
          onClick={() => {
            onUpgrade(STOCK_LOCKED_MESSAGE);
          }}
        >
          Mejorar plan
        </Button>
      </Stack>
    </Card>
  );
}
