import { useState, type SubmitEvent } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TokenObtainRequest } from '@costeo/domain/contracts/auth';
import { PAGE_TITLES } from '../../../lib/titles.ts';
import type * as LoginRequest from '../lib/login-request.ts';
import { useSignIn } from '../hooks/use-sign-in.ts';
import { loadOnDemand, warmUp } from '../lib/load-on-demand.ts';
import { FormAlert } from './form-alert.tsx';
import { PASSWORD_TOGGLE_PROPS } from './password-toggle.ts';

/** SPEC.md §8: shown when a failed login carries no `detail` (network error, empty body…). */
export const LOGIN_ERROR_FALLBACK = 'Error de autenticación';

// Validation (zod) and the request (axios) load when the user first focuses the form, so the page
// draws without them (issue 7: performance ≥ 90 on /login).
const loadLoginRequest = loadOnDemand(() => import('../lib/login-request.ts'));
const warmUpLoginRequest = () => warmUp(loadLoginRequest);

export function LoginForm() {
  const signIn = useSignIn();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<TokenObtainRequest>({
    mode: 'uncontrolled',
    initialValues: { username: '', password: '' },
  });

  async function submit(credentials: TokenObtainRequest) {
    setError(null);
    setPending(true);
    let request: typeof LoginRequest | null = null;
    try {
      request = await loadLoginRequest();
      const errors = request.validateCredentials(credentials);
      form.setErrors(errors);
      if (Object.keys(errors).length > 0) {
        setPending(false);
        return;
      }
      // Never throws for the profile: SPEC.md §8 wants its failure only logged.
      signIn(await request.logIn(credentials));
    } catch (loginError) {
      setError(request?.readLoginError(loginError) ?? LOGIN_ERROR_FALLBACK);
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
      onFocus={warmUpLoginRequest}
      onPointerDown={warmUpLoginRequest}
      noValidate
    >
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
