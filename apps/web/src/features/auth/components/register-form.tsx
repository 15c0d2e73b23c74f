import { useState, type SubmitEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PASSWORD_MIN } from '@costeo/domain/contracts/auth-limits';
import type * as RegisterRequest from '../lib/register-request.ts';
import type { RegisterFormValues } from '../lib/register-request.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { loadOnDemand, warmUp } from '../lib/load-on-demand.ts';
import { FormAlert } from './form-alert.tsx';
import { PASSWORD_TOGGLE_PROPS } from './password-toggle.ts';

/** Shown when the registration code itself could not be downloaded. */
const DOWNLOAD_ERROR = 'No se ha podido crear la cuenta. Inténtalo de nuevo.';

// Validation (zod) and the request (axios) load when the user first focuses the form, so the page
// draws without them (issue 7: performance ≥ 90 on /registro).
const loadRegisterRequest = loadOnDemand(() => import('../lib/register-request.ts'));
const warmUpRegisterRequest = () => warmUp(loadRegisterRequest);

export function RegisterForm() {
  const signIn = useSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<RegisterFormValues>({
    mode: 'uncontrolled',
    initialValues: {
      username: '',
      email: '',
      password: '',
      password_confirm: '',
      business_name: '',
    },
  });

  async function submit(values: RegisterFormValues) {
    setError(null);
    setPending(true);
    let request: typeof RegisterRequest;
    try {
      request = await loadRegisterRequest();
    } catch {
      setError(DOWNLOAD_ERROR);
      setPending(false);
      return;
    }
    const errors = request.validateRegistration(values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setPending(false);
      return;
    }
    try {
      signIn(await request.registerAndStoreTokens(values));
    } catch (registerError) {
      const { fields, alert } = request.splitServerErrors(registerError);
      form.setErrors(fields);
      setError(alert);
      setPending(false);
    }
  }

  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(form.getValues());
  };

  return (
    <form
      onSubmit={handleSubmit}
      onFocus={warmUpRegisterRequest}
      onPointerDown={warmUpRegisterRequest}
      noValidate
    >
      <FormAlert message={error} />
      <Stack gap="md">
        <TextInput
          label="Usuario"
          description="Letras, números y @ . + - _"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
          label="Contraseña"
          description={`Al menos ${PASSWORD_MIN} caracteres, no solo números.`}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
          label="Repite la contraseña"
          autoComplete="new-password"
          required
          key={form.key('password_confirm')}
          {...form.getInputProps('password_confirm')}
        />
        <TextInput
          label="Nombre del negocio"
          description="Opcional: tu restaurante, obrador o catering."
          autoComplete="organization"
          key={form.key('business_name')}
          {...form.getInputProps('business_name')}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={pending}>
          Crear cuenta
        </Button>
      </Stack>
    </form>
  );
}
