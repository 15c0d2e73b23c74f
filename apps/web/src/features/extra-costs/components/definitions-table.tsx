import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { ExtraCostDefinition } from '@costeo/domain/contracts/extra-costs';
import {
  EXTRA_COST_TYPE_LABELS,
  formatExtraCostAmount,
  recipesCountLabel,
} from '../lib/extra-cost-display.ts';
import { DefinitionRowMenu, type DefinitionRowActions } from './definition-row-menu.tsx';
import { DefinitionStatusBadge } from './definition-status-badge.tsx';

interface DefinitionsTableProps extends DefinitionRowActions {
  definitions: ExtraCostDefinition[];
}

/** Wide screens: one row per definition. */
export function DefinitionsTable({ definitions, ...actions }: DefinitionsTableProps) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Costes extra">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nombre</Table.Th>
            <Table.Th>Tipo</Table.Th>
            <Table.Th ta="right">Importe</Table.Th>
            <Table.Th ta="right">Recetas</Table.Th>
            <Table.Th>Estado</Table.Th>
            <Table.Th>
              <VisuallyHidden>Acciones</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {definitions.map((definition) => (
            <Table.Tr key={definition.id}>
              <Table.Td>
                <Text fw={600} size="sm">
                  {definition.name}
                </Text>
                {definition.description ? (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {definition.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{EXTRA_COST_TYPE_LABELS[definition.cost_type]}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatExtraCostAmount(definition.cost_type, definition.amount)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {recipesCountLabel(definition.recipes_count)}
              </Table.Td>
              <Table.Td>
                <DefinitionStatusBadge isActive={definition.is_active} />
              </Table.Td>
              <Table.Td ta="right" w={48}>
                <DefinitionRowMenu definition={definition} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
