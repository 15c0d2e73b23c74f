import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_VERIFICATION_INVALID_LINK } from '@costeo/domain/contracts/auth';
import { confirmEmail } from '../../../api/auth/email-verification.ts';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { FormAlert } from '../components/form-alert.tsx';
import { useAuthStore } from '../stores/auth-store.ts';

const CONFIRM_FAILED = 'No se ha podido confirmar el correo. Inténtalo de nuevo.';

type State =
  { kind: 'pending' } | { kind: 'done'; detail: string } | { kind: 'failed'; detail: string };

/** /verificar?token=…: the link of the verification mail confirms the address on arrival. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const [state, setState] = useState<State>(() =>
    token === ''
      ? { kind: 'failed', detail: EMAIL_VERIFICATION_INVALID_LINK }
      : { kind: 'pending' },
  );

  useEffect(() => {
    if (token === '') return;
    let current = true;
    // Confirming twice is harmless (the API keeps the first date), so StrictMode's rerun is fine.
    confirmEmail(token).then(
      (answer) => {
        if (!current) return;
        setState({ kind: 'done', detail: answer.detail });
        const { profile, setProfile } = useAuthStore.getState();
        if (profile) setProfile({ ...profile, email_verified: true });
      },
      (error: unknown) => {
        if (!current) return;
        const detail = getFieldErrors(error).token ?? getErrorDetail(error) ?? CONFIRM_FAILED;
        setState({ kind: 'failed', detail });
      },
    );
    return () => {
      current = false;
    };
  }, [token]);

  const next = signedIn
    ? { to: '/dashboard', label: 'Ir al Dashboard' }
    : { to: '/login', label: PAGE_TITLES.login };
  return (
    <AuthShell
      title={PAGE_TITLES.verifyEmail}
      subtitle="Confirmamos la dirección de correo de tu cuenta."
      footer={
        <Anchor component={Link} to={next.to} c="dimmed" inherit>
          <Text span c="terracotta.7" fw={600} inherit>
            {next.label}
          </Text>
        </Anchor>
      }
    >
      {state.kind === 'pending' && (
        <Stack align="center" gap="sm" role="status" aria-live="polite">
          <Loader size="sm" />
          <Text size="sm">Confirmando tu correo…</Text>
        </Stack>
      )}
      {state.kind === 'done' && (
        <Stack gap="md">
          <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
            {state.detail}
          </Alert>
          <Button component={Link} to={next.to} fullWidth size="md">
            {next.label}
          </Button>
        </Stack>
      )}
      {state.kind === 'failed' && <FormAlert message={state.detail} />}
    </AuthShell>
  );
}
