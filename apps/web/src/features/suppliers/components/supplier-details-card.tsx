import type { ReactNode } from 'react';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Supplier } from '@costeo/domain/contracts/suppliers';
import { formatCutoff, formatDeliveryDaysLong } from '../lib/supplier-display.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" fw={500} component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

const NONE = (
  <Text span size="sm" c="dimmed">
    —
  </Text>
);

/** Who the supplier is and how to order from it. */
export function SupplierDetailsCard({ supplier }: { supplier: Supplier }) {
  const days = formatDeliveryDaysLong(supplier.delivery_days);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="supplier-details">
      <Stack gap="sm">
        <Title order={2} size="h4" id="supplier-details">
          Datos
        </Title>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" m={0}>
          <Detail label="NIF/CIF">{supplier.tax_id || NONE}</Detail>
          <Detail label="Persona de contacto">{supplier.contact || NONE}</Detail>
          <Detail label="Teléfono">
            {supplier.phone ? (
              <Anchor href={`tel:${supplier.phone.replace(/\s/g, '')}`} size="sm">
                {supplier.phone}
              </Anchor>
            ) : (
              NONE
            )}
          </Detail>
          <Detail label="Correo electrónico">
            {supplier.email ? (
              <Anchor href={`mailto:${supplier.email}`} size="sm">
                {supplier.email}
              </Anchor>
            ) : (
              NONE
            )}
          </Detail>
          <Detail label="Días de reparto">{days || NONE}</Detail>
          <Detail label="Hora límite de pedido">
            {supplier.order_cutoff
              ? `${formatCutoff(supplier.order_cutoff)} del día anterior`
              : NONE}
          </Detail>
        </SimpleGrid>
        {supplier.aliases.length > 0 ? (
          <div>
            <Text size="xs" c="dimmed" id="supplier-aliases">
              También aparece como
            </Text>
            <Group gap={6} mt={4} component="ul" p={0} m={0} aria-labelledby="supplier-aliases">
              {supplier.aliases.map((alias) => (
                <Badge
                  key={alias}
                  component="li"
                  variant="light"
                  color="gray"
                  c="dark.7"
                  tt="none"
                  radius="sm"
                  style={{ listStyle: 'none' }}
                >
                  {alias}
                </Badge>
              ))}
            </Group>
          </div>
        ) : null}
        {supplier.notes ? (
          <dl style={{ margin: 0 }}>
            <Detail label="Notas">
              <span style={{ whiteSpace: 'pre-line' }}>{supplier.notes}</span>
            </Detail>
          </dl>
        ) : null}
      </Stack>
    </Paper>
  );
}
