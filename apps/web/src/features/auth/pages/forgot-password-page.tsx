import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';

export function ForgotPasswordPage() {
  return (
    <AuthShell
      title={PAGE_TITLES.forgotPassword}
      subtitle="Escribe el correo electrónico (o el usuario) de tu cuenta."
      footer={
        <Anchor component={Link} to="/registro" c="dimmed" inherit>
          ¿No tienes cuenta?{' '}
          <Text span c="terracotta.7" fw={600} inherit>
            Crear cuenta
          </Text>
        </Anchor>
      }
    >
      <ForgotPasswordForm />
    </AuthShell>
  );
}
