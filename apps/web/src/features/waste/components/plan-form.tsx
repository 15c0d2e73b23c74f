import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { wastePlanInputSchema } from '@costeo/domain/contracts/waste';
import type { useSaveWastePlan } from '../../../api/waste/waste-plan.ts';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard.tsx';
import {
  readSaveError,
  useFocusFirstError,
  validateRequest,
  type FieldErrors,
} from '../../../lib/form-errors.ts';
import { isDraftChanged, type PlanDraft } from '../lib/plan-form.ts';
import { PlanDonations } from './plan-donations.tsx';
import { PlanMeasures } from './plan-measures.tsx';

type SavePlan = ReturnType<typeof useSaveWastePlan>;

interface PlanFormProps {
  /** The plan in force (or the suggested start) the form begins from. */
  initial: PlanDraft;
  /** The page's save: its answer outlives this form, which the saved version mounts again. */
  save: SavePlan;
}

/**
 * The plan's editable parts; "Guardar nueva versión" keeps the earlier versions. A refused save
 * (in the browser by the contract, or by the API) leaves every field as typed.
 */
export function PlanForm({ initial, save }: PlanFormProps) {
  const [draft, setDraft] = useState<PlanDraft>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const formRef = useFocusFirstError<HTMLFormElement>(attempt === 0 ? null : attempt);
  const changed = isDraftChanged(draft, initial);

  const set = <K extends keyof PlanDraft>(field: K, value: PlanDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const next = Object.fromEntries(
        Object.entries(current).filter(([key]) => key !== field && !key.startsWith(`${field}.`)),
      );
      return next;
    });
  };

  const submit = () => {
    setFormError(null);
    const found = validateRequest(wastePlanInputSchema, draft);
    if (draft.review_date === '') found.review_date = 'Indica la fecha de revisión.';
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setAttempt((count) => count + 1);
      return;
    }
    save.mutate(wastePlanInputSchema.parse(draft), {
      onError: (error) => {
        const read = readSaveError(error, 'No se ha podido guardar el plan. Inténtalo de nuevo.');
        setErrors(read.fields);
        setFormError(read.form);
        setAttempt((count) => count + 1);
      },
    });
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Plan de prevención"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <UnsavedChangesGuard
          when={changed && !save.isPending}
          message="Si sales ahora, perderás los cambios del plan."
        />
        <PlanMeasures
          measures={draft.measures}
          ownMeasures={draft.own_measures}
          errors={errors}
          onMeasuresChange={(measures) => {
            set('measures', measures);
          }}
          onOwnMeasuresChange={(ownMeasures) => {
            set('own_measures', ownMeasures);
          }}
        />
        <PlanDonations
          agreements={draft.donation_agreements}
          errors={errors}
          onChange={(agreements) => {
            set('donation_agreements', agreements);
          }}
        />
        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="plan-follow-up-title"
        >
          <Title order={2} size="h4" id="plan-follow-up-title" mb="xs">
            Responsable y revisión
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            <TextInput
              label="Persona responsable"
              placeholder="Nombre y cargo"
              required
              value={draft.responsible}
              error={errors.responsible}
              onChange={(event) => {
                set('responsible', event.currentTarget.value);
              }}
            />
            <TextInput
              label="Fecha de revisión"
              description="El Dashboard te lo recordará cuando llegue."
              type="date"
              required
              value={draft.review_date}
              error={errors.review_date}
              onChange={(event) => {
                set('review_date', event.currentTarget.value);
              }}
            />
          </SimpleGrid>
          <Textarea
            mt="sm"
            label="Notas (opcional)"
            description="Lo que añades al autodiagnóstico: dónde y por qué se pierde comida en tu cocina."
            autosize
            minRows={3}
            maxRows={10}
            value={draft.notes}
            error={errors.notes}
            onChange={(event) => {
              set('notes', event.currentTarget.value);
            }}
          />
        </Paper>
        {formError ? (
          <Alert color="red" title="No se ha guardado" role="alert">
            {formError}
          </Alert>
        ) : null}
        {Object.keys(errors).length > 0 && !formError ? (
          <Text size="sm" c="red.8" role="alert">
            Revisa los campos marcados: el plan no se ha guardado.
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconDeviceFloppy size={16} aria-hidden />}
            loading={save.isPending}
          >
            Guardar nueva versión
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
