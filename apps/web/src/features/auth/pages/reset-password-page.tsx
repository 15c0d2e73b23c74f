import { Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_RESET_INVALID_LINK } from '@costeo/domain/contracts/auth';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { InvalidLink, ResetPasswordForm } from '../components/reset-password-form.tsx';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <AuthShell
      title={PAGE_TITLES.resetPassword}
      subtitle="Elige una contraseña nueva para tu cuenta."
      footer={
        <Anchor component={Link} to="/login" c="dimmed" inherit>
          ¿La recuerdas?{' '}
          <Text span c="terracotta.7" fw={600} inherit>
            {PAGE_TITLES.login}
          </Text>
        </Anchor>
      }
    >
      {token === '' ? (
        <InvalidLink message={PASSWORD_RESET_INVALID_LINK} />
      ) : (
        <ResetPasswordForm token={token} />
      )}
    </AuthShell>
  );
}
