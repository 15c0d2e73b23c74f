import { Skeleton, Stack } from '@mantine/core';

/** Placeholder rows while the first page loads. */
export function MenuListSkeleton() {
  return (
    <Stack gap="xs" aria-busy="true" role="progressbar" aria-label="Cargando menús">
      <Skeleton height={36} radius="sm" />
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={52} radius="sm" />
      ))}
    </Stack>
  );
}
