import { Badge } from '@mantine/core';

export function DefinitionStatusBadge({ isActive }: { isActive: boolean }) {
  return isActive ? (
    <Badge color="teal" variant="light">
      Activo
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Inactivo
    </Badge>
  );
}
