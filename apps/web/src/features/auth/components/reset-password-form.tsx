import { useState, type SubmitEvent } from 'react';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PASSWORD_MIN, passwordSchema } from '@costeo/domain/contracts/auth';
import { confirmPasswordReset } from '../../../api/auth/password-reset.ts';
import { getErrorDetail, getFieldErrors } from '../../../lib/api-errors.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { FormAlert } from './form-alert.tsx';
import { PASSWORD_TOGGLE_PROPS } from './password-toggle.ts';

export const RESET_ERROR_FALLBACK = 'No se ha podido cambiar la contraseña. Inténtalo de nuevo.';
const MISMATCH = 'Las contraseñas no coinciden.';

interface Values {
  new_password: string;
  password_confirm: string;
}

/** /restablecer?token=…: a new password with registration's rules, then back to the login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<Values>({
    mode: 'uncontrolled',
    initialValues: { new_password: '', password_confirm: '' },
  });

  async function submit(values: Values) {
    setError(null);
    const checked = passwordSchema.safeParse(values.new_password);
    const errors: Record<string, string> = {};
    if (!checked.success) errors.new_password = checked.error.issues[0]?.message ?? '';
    if (values.password_confirm !== values.new_password) errors.password_confirm = MISMATCH;
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setPending(true);
    try {
      const answer = await confirmPasswordReset({ token, new_password: values.new_password });
      setDone(answer.detail);
    } catch (confirmError) {
      const fields = getFieldErrors(confirmError);
      if (fields.token) setLinkInvalid(fields.token);
      else if (fields.new_password) form.setErrors({ new_password: fields.new_password });
      else setError(getErrorDetail(confirmError) ?? RESET_ERROR_FALLBACK);
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
          {done} Se han cerrado todas las sesiones abiertas.
        </Alert>
        <Button component={Link} to="/login" fullWidth size="md">
          {PAGE_TITLES.login}
        </Button>
      </Stack>
    );
  }
  if (linkInvalid) return <InvalidLink message={linkInvalid} />;

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(form.getValues());
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormAlert message={error} />
      <Stack gap="md">
        <PasswordInput
          visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
          label="Contraseña nueva"
          description={`Al menos ${PASSWORD_MIN} caracteres, no solo números.`}
          autoComplete="new-password"
          required
          key={form.key('new_password')}
          {...form.getInputProps('new_password')}
        />
        <PasswordInput
          visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
          label="Repite la contraseña"
          autoComplete="new-password"
          required
          key={form.key('password_confirm')}
          {...form.getInputProps('password_confirm')}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={pending}>
          Guardar contraseña
        </Button>
      </Stack>
    </form>
  );
}

/** A link that was used, expired or never existed: ask for a new one. */
export function InvalidLink({ message }: { message: string }) {
  return (
    <Stack gap="md">
      <FormAlert message={message} />
      <Button component={Link} to="/recuperar" fullWidth size="md">
        Pedir un enlace nuevo
      </Button>
    </Stack>
  );
}
