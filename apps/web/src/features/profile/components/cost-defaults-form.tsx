import { useState, type SubmitEvent } from 'react';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { Profile } from '@costeo/domain/contracts/auth';
import { parseDecimalInput, toDecimalInput } from '../../../lib/decimal-input.ts';
import { updateProfile } from '../../../api/profile/profile-requests.ts';
import { SectionFeedback } from './section-feedback.tsx';
import { useFormRequest } from './use-form-request.ts';

const FIELDS = ['sale_vat_pct', 'target_food_cost_pct'] as const;
const NOT_A_NUMBER = 'Introduce un número válido.';

/**
 * The defaults a recipe without its own VAT or target uses ("Vacío: el de tu perfil" in the
 * recipe editor). Saving re-costs those recipes on the server (decision 010).
 */
export function CostDefaultsForm({
  profile,
  onSaved,
}: {
  profile: Profile;
  onSaved: (profile: Profile) => void;
}) {
  const [vat, setVat] = useState(toDecimalInput(profile.settings.sale_vat_pct));
  const [target, setTarget] = useState(toDecimalInput(profile.settings.target_food_cost_pct));
  const request = useFormRequest(FIELDS);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const saleVat = parseDecimalInput(vat);
    const foodCost = parseDecimalInput(target);
    if (!saleVat || !foodCost) {
      request.setErrors({
        ...(saleVat ? {} : { sale_vat_pct: NOT_A_NUMBER }),
        ...(foodCost ? {} : { target_food_cost_pct: NOT_A_NUMBER }),
      });
      return;
    }
    const saved = await request.run(
      () =>
        updateProfile({
          sale_vat_pct: saleVat.toString(),
          target_food_cost_pct: foodCost.toString(),
        }),
      'Valores guardados. Las recetas sin valor propio ya usan los nuevos.',
    );
    if (saved) onSaved(saved);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="IVA de venta por defecto (%)"
            description="El de las recetas que no indican el suyo."
            inputMode="decimal"
            rightSection="%"
            value={vat}
            onChange={(event) => {
              setVat(event.currentTarget.value);
            }}
            error={request.errors.sale_vat_pct}
          />
          <TextInput
            label="Food cost objetivo por defecto (%)"
            description="El de las recetas que no indican el suyo."
            inputMode="decimal"
            rightSection="%"
            value={target}
            onChange={(event) => {
              setTarget(event.currentTarget.value);
            }}
            error={request.errors.target_food_cost_pct}
          />
        </SimpleGrid>
        <SectionFeedback alert={request.alert} done={request.done} />
        <Group justify="flex-end">
          <Button type="submit" loading={request.pending}>
            Guardar valores
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
