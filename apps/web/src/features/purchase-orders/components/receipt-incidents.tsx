import { useEffect, useRef } from 'react';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type {
  PurchaseOrderIncident,
  PurchaseOrderLine,
} from '@costeo/domain/contracts/purchase-orders';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';
import {
  INCIDENT_COLORS,
  INCIDENT_TITLES,
  incidentDetail,
  incidentsLabel,
} from '../lib/receipt-incidents.ts';

interface ReceiptIncidentsProps {
  incidents: readonly PurchaseOrderIncident[];
  /** The order's lines: the format each incident is said in. */
  lines: readonly PurchaseOrderLine[];
  /** "el albarán", "la factura": what the sentences compare the order with. */
  documentLabel: string;
  /** The heading's id (the section is named by it). */
  headingId: string;
  /** Said before recording («… con el pedido») or after it («… en la entrega»). */
  recorded: boolean;
  /** The heading takes the focus when it appears (the delivery just recorded). */
  focusOnMount?: boolean;
}

/** The differences between the order and the supplier's document, product by product. */
export function ReceiptIncidents({
  incidents,
  lines,
  documentLabel,
  headingId,
  recorded,
  focusOnMount = false,
}: ReceiptIncidentsProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const byLine = new Map(lines.map((line) => [line.line, line]));
  return (
    <Paper
      component="section"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-testid="receipt-incidents"
    >
      <Stack gap="xs">
        <Title
          order={3}
          size="h5"
          id={headingId}
          ref={heading}
          tabIndex={focusOnMount ? -1 : undefined}
          style={focusOnMount ? { outline: 'none' } : undefined}
        >
          {incidents.length === 0
            ? 'Sin incidencias'
            : `${incidentsLabel(incidents.length)} ${recorded ? 'en la entrega' : 'con el pedido'}`}
        </Title>
        {incidents.length === 0 ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconCircleCheck
              size={18}
              aria-hidden
              style={{ flexShrink: 0, color: BADGE_TEXT.teal }}
            />
            <Text size="sm">
              Todo {recorded ? 'llegó' : 'llega'} como se pidió: mismas cantidades y precios.
            </Text>
          </Group>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {incidents.map((incident, index) => {
              const color = INCIDENT_COLORS[incident.kind];
              const title = INCIDENT_TITLES[incident.kind];
              const orderLine =
                incident.order_line === null ? undefined : byLine.get(incident.order_line);
              return (
                <li key={`${incident.kind}-${String(index)}`} data-kind={incident.kind}>
                  <Group gap={6} wrap="wrap" align="center">
                    <Badge variant="light" color={color} c={BADGE_TEXT[color]} radius="sm">
                      {title}
                    </Badge>
                    <Text size="sm" fw={600}>
                      {incident.name}
                    </Text>
                  </Group>
                  <Text size="sm" mt={2}>
                    {incidentDetail(incident, documentLabel, orderLine)}
                  </Text>
                </li>
              );
            })}
          </Stack>
        )}
        {incidents.length > 0 && !recorded ? (
          <Text size="xs" c="dimmed">
            Se registra lo que dice {documentLabel}: estas diferencias no cambian el pedido.
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
