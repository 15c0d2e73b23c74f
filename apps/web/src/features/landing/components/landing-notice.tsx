import { Alert, Container } from '@mantine/core';
import { useLocation } from 'react-router';

/** A message another screen sends here with the navigation (e.g. "Tu cuenta … se han eliminado"). */
export function LandingNotice() {
  const state: unknown = useLocation().state;
  const notice =
    typeof state === 'object' && state !== null && 'notice' in state ? state.notice : null;
  if (typeof notice !== 'string' || notice === '') return null;
  return (
    <Container size="lg" pt="md">
      <Alert color="teal" variant="light" role="status">
        {notice}
      </Alert>
    </Container>
  );
}
