import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { PASSWORD_MIN, registerRequestSchema } from '@costeo/domain/contracts/auth';
import { getErrorDetail, getFieldErrors, NON_FIELD_ERRORS_KEY } from '../../../lib/api-errors.ts';
import { useRegisterAccount } from '../api/register-account.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { FormAlert } from './form-alert.tsx';
import { PASSWORD_TOGGLE_PROPS } from './password-toggle.ts';

export const REGISTER_ERROR_FALLBACK = 'No se ha podido crear la cuenta. Inténtalo de nuevo.';
export const PASSWORD_MISMATCH_MESSAGE = 'Las contraseñas no coinciden.';

interface RegisterFormValues {
  username: string;
  email: string;
  password: string;
  password_confirm: string;
  business_name: string;
}

/** Fields the server may name in a 400; anything else goes to the Alert. */
const SERVER_FIELDS = ['username', 'email', 'password', 'business_name'] as const;

const validateRequest = schemaResolver(registerRequestSchema, { sync: true });

function validateRegistration(values: RegisterFormValues): FormErrors {
  const errors = validateRequest(values);
  if (values.password_confirm !== values.password) {
    errors.password_confirm = PASSWORD_MISMATCH_MESSAGE;
  }
  return errors;
}

/** Splits a DRF 400 into per-field errors and the text for the Alert. */
function splitServerErrors(error: unknown): { fields: FormErrors; alert: string | null } {
  const fields: FormErrors = {};
  const general: string[] = [];
  for (const [field, message] of Object.entries(getFieldErrors(error))) {
    if ((SERVER_FIELDS as readonly string[]).includes(field)) fields[field] = message;
    else if (field !== NON_FIELD_ERRORS_KEY) general.push(message);
    else general.unshift(message);
  }
  const detail = getErrorDetail(error);
  if (detail) general.push(detail);
  const hasFieldErrors = Object.keys(fields).length > 0;
  const alert =
    general.length > 0 ? general.join(' ') : hasFieldErrors ? null : REGISTER_ERROR_FALLBACK;
  return { fields, alert };
}

export function RegisterForm() {
  const registerAccount = useRegisterAccount();
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
    validate: validateRegistration,
  });

  const handleSubmit = form.onSubmit(async (values) => {
    setError(null);
    setPending(true);
    try {
      // The schema trims the texts and drops password_confirm.
      const response = await registerAccount.mutateAsync(registerRequestSchema.parse(values));
      await signIn({ access: response.access, refresh: response.refresh }, response.user);
    } catch (registerError) {
      const { fields, alert } = splitServerErrors(registerError);
      form.setErrors(fields);
      setError(alert);
      setPending(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
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
