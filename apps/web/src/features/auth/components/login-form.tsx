import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { tokenObtainRequestSchema, type TokenObtainRequest } from '@costeo/domain/contracts/auth';
import { getErrorDetail } from '../../../lib/api-errors.ts';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import { useObtainToken } from '../api/obtain-token.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { FormAlert } from './form-alert.tsx';
import { PASSWORD_TOGGLE_PROPS } from './password-toggle.ts';

/** SPEC.md §8: shown when a failed login carries no `detail` (network error, empty body…). */
export const LOGIN_ERROR_FALLBACK = 'Error de autenticación';

export function LoginForm() {
  const obtainToken = useObtainToken();
  const signIn = useSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TokenObtainRequest>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(tokenObtainRequestSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit(async (credentials) => {
    setError(null);
    setPending(true);
    try {
      const tokens = await obtainToken.mutateAsync(credentials);
      // Never throws for the profile: SPEC.md §8 wants its failure only logged.
      await signIn(tokens);
    } catch (loginError) {
      setError(getErrorDetail(loginError) ?? LOGIN_ERROR_FALLBACK);
      setPending(false);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <FormAlert message={error} />
      <Stack gap="md">
        <TextInput
          label="Usuario"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          key={form.key('username')}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          visibilityToggleButtonProps={PASSWORD_TOGGLE_PROPS}
          label="Contraseña"
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth size="md" mt="xs" loading={pending}>
          {PAGE_TITLES.login}
        </Button>
      </Stack>
    </form>
  );
}
