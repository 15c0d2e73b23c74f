import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { resendVerification } from '../../../api/auth/email-verification.ts';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { useAuthStore } from '../stores/auth-store.ts';

const RESEND_FAILED = 'No se ha podido enviar el correo. Inténtalo de nuevo.';

/** Issue 22: an unconfirmed address works, but the owner is reminded to confirm it. */
export function VerifyEmailReminder() {
  const profile = useAuthStore((state) => state.profile);
  const [hidden, setHidden] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (!profile || profile.email_verified || profile.email === '' || hidden) return null;

  async function resend() {
    setPending(true);
    try {
      setOutcome((await resendVerification()).detail);
    } catch (error) {
      setOutcome(getErrorDetail(error) ?? RESEND_FAILED);
    } finally {
      setPending(false);
    }
  }

  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconMailExclamation size={18} />}
      title="Confirma tu correo electrónico"
      withCloseButton
      closeButtonLabel="Ocultar el aviso"
      onClose={() => setHidden(true)}
      mb="lg"
    >
      <Text size="sm">
        Te hemos enviado un enlace a <strong>{profile.email}</strong>. Lo necesitarás para recuperar
        tu contraseña si la olvidas.
      </Text>
      <Group gap="sm" mt="xs">
        <Button size="xs" loading={pending} onClick={() => void resend()}>
          Reenviar el enlace
        </Button>
        {outcome && (
          <Text size="sm" role="status">
            {outcome}
          </Text>
        )}
      </Group>
    </Alert>
  );
}
