import { useState, type SubmitEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  profileUpdateRequestSchema,
  type Profile,
  type ProfileUpdateRequest,
} from '@costeo/domain/contracts/auth';
import { updateProfile } from '../../../api/profile/profile-requests.ts';
import { decimalInputError, toApiDecimal, toDecimalInput } from '../../../lib/decimal-input.ts';
import { validateRequest } from '../../../lib/form-errors.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

const FIELDS = ['quote_validity_days', 'quote_deposit_pct', 'quote_payment_terms'] as const;

/** "30" → 30; anything else NaN, which the contract refuses with its own words. */
function days(text: string): number {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/**
 * What an event's quote says unless the event says otherwise (issue 31): its validity, the deposit
 * asked on the total and the payment terms. A new event starts with these; changing them here
 * does not change the events already saved with their own.
 */
export function QuoteDefaultsForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const defaults = profile.quote_defaults;
  const [validity, setValidity] = useState(String(defaults.validity_days));
  const [deposit, setDeposit] = useState(toDecimalInput(defaults.deposit_pct));
  const [terms, setTerms] = useState(defaults.payment_terms);
  const request = useFormRequest(FIELDS);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const depositProblem = deposit.trim() === '' ? null : decimalInputError(deposit);
    const body: ProfileUpdateRequest = {
      quote_validity_days: days(validity),
      quote_deposit_pct: toApiDecimal(deposit.trim() === '' ? '0' : deposit),
      quote_payment_terms: terms,
    };
    const problems = validateRequest(profileUpdateRequestSchema, body);
    if (depositProblem) problems.quote_deposit_pct = depositProblem;
    if (Object.keys(problems).length > 0) {
      request.setErrors(problems);
      return;
    }
    const saved = await request.run(
      () => updateProfile(body),
      'Condiciones guardadas. Los eventos nuevos empiezan con ellas.',
    );
    if (saved) onSaved(saved);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Validez (días)"
            description="Cuántos días vale un presupuesto desde su fecha."
            inputMode="numeric"
            value={validity}
            onChange={(event) => {
              setValidity(event.currentTarget.value);
            }}
            error={request.errors.quote_validity_days}
          />
          <TextInput
            label="Señal / depósito (%)"
            description="Del total con IVA, al aceptar el presupuesto; 0 si no pides señal."
            inputMode="decimal"
            rightSection="%"
            value={deposit}
            onChange={(event) => {
              setDeposit(event.currentTarget.value);
            }}
            error={request.errors.quote_deposit_pct}
          />
        </SimpleGrid>
        <Textarea
          label="Condiciones de pago"
          description="Forma y plazos de pago: aparecen al final de cada presupuesto."
          placeholder="Resto por transferencia bancaria hasta 7 días antes del evento."
          rows={3}
          value={terms}
          onChange={(event) => {
            setTerms(event.currentTarget.value);
          }}
          error={request.errors.quote_payment_terms}
        />
        <SectionFeedback alert={request.alert} done={request.done} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.pending}>
            Guardar condiciones
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
