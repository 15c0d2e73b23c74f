import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { PURCHASE_ORDERS_LOCKED_MESSAGE } from '../lib/purchase-order-display.ts';

/** Gratuito (403 from the API, or the plan known): what Pedidos does, and the upgrade. */
export function PurchaseOrdersLocked({ onUpgrade }: { onUpgrade: (message: string) => void }) {
  return (
    <Card withBorder padding="lg" radius="md">
      <Stack gap="sm" align="flex-start">
        <IconLock size={28} aria-hidden />
        <Title order={2} size="h3">
          Pedidos sugeridos, en Pro y Business
        </Title>
        <Text size="sm">
          Costeo calcula qué pedir a cada proveedor para su próxima entrega con tus niveles par, tu
          stock y tus eventos, y lo envía por correo o WhatsApp.
        </Text>
        <Button
          onClick={() => {
            onUpgrade(PURCHASE_ORDERS_LOCKED_MESSAGE);
          }}
        >
          Mejorar plan
        </Button>
      </Stack>
    </Card>
  );
}
