import { Anchor, Center, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';

export function LoginPage() {
  return (
    <AuthShell
      title={PAGE_TITLES.login}
      subtitle="Entra para ver tus escandallos y costes."
      footer={
        <Anchor component={Link} to="/registro" c="dimmed" inherit>
          ¿No tienes cuenta?{' '}
          <Text span c="terracotta.7" fw={600} inherit>
            Crear cuenta
          </Text>
        </Anchor>
      }
    >
      <LoginForm />
      <Center mt="md">
        <Anchor component={Link} to="/recuperar" size="sm">
          ¿Has olvidado tu contraseña?
        </Anchor>
      </Center>
    </AuthShell>
  );
}
