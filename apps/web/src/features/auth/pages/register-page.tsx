import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { RegisterForm } from '../components/register-form.tsx';

export function RegisterPage() {
  return (
    <AuthShell
      title={PAGE_TITLES.register}
      subtitle="Empieza gratis: 50 ingredientes y 20 recetas con el plan Gratuito."
      footer={
        <Anchor component={Link} to="/login" c="dimmed" inherit>
          ¿Ya tienes cuenta?{' '}
          <Text span c="terracotta.7" fw={600} inherit>
            {PAGE_TITLES.login}
          </Text>
        </Anchor>
      }
    >
      <RegisterForm />
    </AuthShell>
  );
}
