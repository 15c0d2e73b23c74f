import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while the first page loads. */
export function RecipeListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" role="progressbar" aria-label="Cargando recetas">
      <Skeleton height={36} radius="sm" />
      {Array.from({ length: 8 }, (_, index) => (
        <Skeleton key={index} height={48} radius="sm" />
      ))}
    </Stack>
  );
}
