import { useState, type SubmitEvent } from 'react';
import { Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@costeo/domain/contracts/auth';
import { updateProfile } from '../../../api/profile/profile-requests.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

const FIELDS = ['business_name', 'email', 'current_password'] as const;

/** Business name and e-mail; an e-mail change asks for the current password (the API does). */
export function BusinessForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const [businessName, setBusinessName] = useState(profile.business_name);
  const [email, setEmail] = useState(profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const request = useFormRequest(FIELDS);
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saved = await request.run(
      () =>
        updateProfile({
          business_name: businessName,
          ...(emailChanged ? { email: email.trim(), current_password: currentPassword } : {}),
        }),
      'Datos guardados.',
    );
    if (saved) {
      setCurrentPassword('');
      onSaved(saved);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Nombre del negocio"
          description="Aparece en las fichas técnicas y los documentos que exportas."
          autoComplete="organization"
          value={businessName}
          onChange={(event) => {
            setBusinessName(event.currentTarget.value);
          }}
          error={request.errors.business_name}
        />
        <TextInput
          label="Correo electrónico"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
          error={request.errors.email}
        />
        {emailChanged ? (
          <PasswordInput
            label="Contraseña actual"
            description="Para cambiar el correo, confirma que eres tú."
            autoComplete="current-password"
            required
            value={currentPassword}
            onChange={(event) => {
              setCurrentPassword(event.currentTarget.value);
            }}
            error={request.errors.current_password}
          />
        ) : null}
        <SectionFeedback alert={request.alert} done={request.done} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.pending}>
            Guardar datos
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
