import { Button, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileUpload, IconPencil } from '@tabler/icons-react';
import { StepHeading } from './step-heading.tsx';
import classes from './receive-ways.module.css';

/** How the supplier's document comes in: typed from the order's lines, or uploaded. */
export type ReceiveWay = 'note' | 'upload';

/** «Recibir con albarán o factura»'s first step: the two ways to give the document, or cancel. */
export function ReceiveWays({
  onChoose,
  onCancel,
}: {
  onChoose: (way: ReceiveWay) => void;
  onCancel: () => void;
}) {
  return (
    <Stack gap="sm">
      <StepHeading>Recibir con albarán o factura</StepHeading>
      <Text size="sm" c="dimmed">
        Se compara con el pedido antes de registrar nada: lo que falta, lo que llega de menos o de
        más y los precios distintos.
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <UnstyledButton
          className={classes.way}
          onClick={() => {
            onChoose('note');
          }}
        >
          <IconPencil size={22} aria-hidden />
          <Text fw={600}>Escribir el albarán</Text>
          <Text size="sm" c="dimmed">
            Las líneas del pedido ya escritas: corrige lo que ha llegado.
          </Text>
        </UnstyledButton>
        <UnstyledButton
          className={classes.way}
          onClick={() => {
            onChoose('upload');
          }}
        >
          <IconFileUpload size={22} aria-hidden />
          <Text fw={600}>Subir factura o albarán</Text>
          <Text size="sm" c="dimmed">
            Factura electrónica, PDF o fotos del albarán.
          </Text>
        </UnstyledButton>
      </SimpleGrid>
      <Group>
        <Button variant="default" onClick={onCancel}>
          Cancelar
        </Button>
      </Group>
    </Stack>
  );
}
