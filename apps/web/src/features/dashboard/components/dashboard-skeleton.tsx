import { SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** The Dashboard's shape while its one call is on its way. */
export function DashboardSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" role="progressbar" aria-label="Cargando el resumen">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={112} radius="lg" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={240} radius="lg" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
