import { useState } from 'react';
import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { resendVerification } from '../../../api/auth/email-verification.ts';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { isReminderPutAway, putReminderAway } from '../lib/verify-email-reminder-storage.ts';

const RESEND_FAILED = 'No se ha podido enviar el correo. Inténtalo de nuevo.';

/**
 * Issue 22: an unconfirmed address works, but the owner is reminded to confirm it. Issue 31: one
 * line on a phone (the address and the why from 48em), and put away for the rest of the browser
 * session once closed; a new session shows it again until the address is confirmed.
 */
export function VerifyEmailReminder() {
  const profile = useAuthStore((state) => state.profile);
  const [hidden, setHidden] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);
  if (!profile || profile.email_verified || profile.email === '') return null;
  if (hidden || isReminderPutAway(profile)) return null;

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
    <Paper
      component="section"
      aria-label="Confirma tu correo electrónico"
      radius="md"
      px="sm"
      py={6}
      mb="lg"
      bg="var(--mantine-color-blue-light)"
    >
      <Group gap="xs" wrap="nowrap">
        <IconMailExclamation
          size={18}
          aria-hidden
          color="var(--mantine-color-blue-8)"
          style={{ flexShrink: 0 }}
        />
        <Text size="sm" style={{ flex: '1 1 auto', minWidth: 0 }}>
          <Text span fw={700} inherit>
            Confirma tu correo
            <Text span inherit visibleFrom="sm">
              {' '}
              electrónico
            </Text>
          </Text>
          <Text span inherit visibleFrom="sm">
            : te hemos enviado un enlace a <strong>{profile.email}</strong>. Lo necesitarás para
            recuperar tu contraseña si la olvidas.
          </Text>
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          loading={pending}
          onClick={() => void resend()}
          style={{ flexShrink: 0 }}
        >
          {/* One inline run: the button's label lays its children out as flex items, which
              dropped the space between «Reenviar» and «el enlace». */}
          <span>
            Reenviar{' '}
            <Text span inherit visibleFrom="sm">
              el enlace
            </Text>
          </span>
        </Button>
        <CloseButton
          size="sm"
          aria-label="Ocultar el aviso"
          onClick={() => {
            putReminderAway(profile);
            setHidden(true);
          }}
        />
      </Group>
      {outcome && (
        <Text size="sm" role="status" mt={4}>
          {outcome}
        </Text>
      )}
    </Paper>
  );
}
