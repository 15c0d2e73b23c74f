import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while the first page loads. */
export function IngredientListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" role="progressbar" aria-label="Cargando ingredientes">
      <Skeleton height={36} radius="sm" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={44} radius="sm" />
      ))}
    </Stack>
  );
}
