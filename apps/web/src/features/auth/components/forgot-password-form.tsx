import { useState, type SubmitEvent } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { requestPasswordReset } from '../../../api/auth/password-reset.ts';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { FormAlert } from './form-alert.tsx';

export const FORGOT_ERROR_FALLBACK = 'No se ha podido enviar la solicitud. Inténtalo de nuevo.';
const REQUIRED = 'Este campo es obligatorio.';

/** /recuperar: the address (or username) of the account; the mail carries the link. */
export function ForgotPasswordForm() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm({ mode: 'uncontrolled', initialValues: { email: '' } });

  async function submit(email: string) {
    setError(null);
    if (email.trim() === '') {
      form.setErrors({ email: REQUIRED });
      return;
    }
    setPending(true);
    try {
      const answer = await requestPasswordReset({ email: email.trim() });
      setSent(answer.detail);
    } catch (requestError) {
      const fields = getFieldErrors(requestError);
      if (fields.email) form.setErrors({ email: fields.email });
      else setError(getErrorDetail(requestError) ?? FORGOT_ERROR_FALLBACK);
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconMailCheck size={18} />} role="status">
          {sent}
        </Alert>
        <Text size="sm" c="dimmed">
          ¿No llega? Mira en la carpeta de correo no deseado o vuelve a pedirlo dentro de unos
          minutos.
        </Text>
        <Button component={Link} to="/login" fullWidth size="md">
          Volver a {PAGE_TITLES.login}
        </Button>
      </Stack>
    );
  }

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(form.getValues().email);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormAlert message={error} />
      <Stack gap="md">
        <TextInput
          label="Correo electrónico o usuario"
          description="Te enviaremos un enlace para elegir una contraseña nueva."
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={pending}>
          Enviar enlace
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Volver a {PAGE_TITLES.login}
        </Anchor>
      </Stack>
    </form>
  );
}
