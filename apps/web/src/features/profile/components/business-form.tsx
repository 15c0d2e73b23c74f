import { useState, type SubmitEvent } from 'react';
import { Button, Group, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  profileUpdateRequestSchema,
  type Profile,
  type ProfileUpdateRequest,
} from '@costeo/domain/contracts/auth';
import { updateProfile } from '../../../api/profile/profile-requests.ts';
import { validateRequest } from '../../../lib/form-errors.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

const FIELDS = [
  'business_name',
  'legal_name',
  'tax_id',
  'address',
  'phone',
  'business_email',
  'email',
  'current_password',
] as const;

/**
 * The business as its documents name it (issue 31: printed on the quotes, the cartas and the menús
 * del día) and the account's e-mail; an e-mail change asks for the current password (the API
 * does). The NIF/CIF is checked as it is typed out, and the message says what is wrong.
 */
export function BusinessForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const [businessName, setBusinessName] = useState(profile.business_name);
  const [legalName, setLegalName] = useState(profile.business.legal_name);
  const [taxId, setTaxId] = useState(profile.business.tax_id);
  const [address, setAddress] = useState(profile.business.address);
  const [phone, setPhone] = useState(profile.business.phone);
  const [businessEmail, setBusinessEmail] = useState(profile.business.email);
  const [email, setEmail] = useState(profile.email);
  const [currentPassword, setCurrentPassword] = useState('');
  const request = useFormRequest(FIELDS);
  const emailChanged = email.trim().toLowerCase() !== profile.email.toLowerCase();

  /**
   * The NIF/CIF's own message as soon as the field is left (the contract's words). A message goes
   * away as the field is typed in, never on leaving it: the form must not move under a click.
   */
  const checkTaxId = () => {
    const problem = validateRequest(profileUpdateRequestSchema, { tax_id: taxId }).tax_id;
    if (problem) request.setErrors({ ...request.errors, tax_id: problem });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body: ProfileUpdateRequest = {
      business_name: businessName,
      legal_name: legalName,
      tax_id: taxId,
      address,
      phone,
      business_email: businessEmail,
      ...(emailChanged ? { email: email.trim(), current_password: currentPassword } : {}),
    };
    // Nothing is sent while a field is wrong: what was typed stays, with its message.
    const problems = validateRequest(profileUpdateRequestSchema, body);
    if (Object.keys(problems).length > 0) {
      request.setErrors(problems);
      return;
    }
    const saved = await request.run(() => updateProfile(body), 'Datos guardados.');
    if (saved) {
      setCurrentPassword('');
      setTaxId(saved.business.tax_id);
      onSaved(saved);
    }
  };

  const field = (name: (typeof FIELDS)[number]) => request.errors[name] || undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Nombre del negocio"
            description="Aparece en las fichas técnicas y los documentos que exportas."
            autoComplete="organization"
            value={businessName}
            onChange={(event) => {
              setBusinessName(event.currentTarget.value);
            }}
            error={field('business_name')}
          />
          <TextInput
            label="Razón social"
            description="Como figura en tus facturas (p. ej. «Casa Marta Restauración S.L.»)."
            value={legalName}
            onChange={(event) => {
              setLegalName(event.currentTarget.value);
            }}
            error={field('legal_name')}
          />
          <TextInput
            label="NIF/CIF"
            description="Sale en los presupuestos. Se comprueba su letra o dígito de control."
            autoCapitalize="characters"
            spellCheck={false}
            value={taxId}
            onChange={(event) => {
              setTaxId(event.currentTarget.value);
              if (request.errors.tax_id) request.setErrors({ ...request.errors, tax_id: '' });
            }}
            onBlur={checkTaxId}
            error={field('tax_id')}
          />
          <TextInput
            label="Teléfono"
            type="tel"
            autoComplete="tel"
            value={phone}
            onChange={(event) => {
              setPhone(event.currentTarget.value);
            }}
            error={field('phone')}
          />
        </SimpleGrid>
        <TextInput
          label="Dirección"
          description="Calle, número, código postal y ciudad: en los presupuestos, las cartas y los menús."
          autoComplete="street-address"
          value={address}
          onChange={(event) => {
            setAddress(event.currentTarget.value);
          }}
          error={field('address')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Correo para los clientes"
            description="El de los presupuestos. Vacío: el correo de tu cuenta."
            type="email"
            autoComplete="email"
            value={businessEmail}
            onChange={(event) => {
              setBusinessEmail(event.currentTarget.value);
            }}
            error={field('business_email')}
          />
          <TextInput
            label="Correo electrónico"
            description="El de tu cuenta: para entrar y recibir avisos."
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
            error={field('email')}
          />
        </SimpleGrid>
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
            error={field('current_password')}
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
