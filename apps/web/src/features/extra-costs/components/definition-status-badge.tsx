import { Badge } from '@mantine/core';
import { BADGE_TEXT } from '../../../lib/badge-text.ts';

export function DefinitionStatusBadge({ isActive }: { isActive: boolean }) {
  const color = isActive ? 'teal' : 'gray';
  return (
    <Badge color={color} c={BADGE_TEXT[color]} variant="light">
      {isActive ? 'Activo' : 'Inactivo'}
    </Badge>
  );
}
