import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { donationAgreementSchema, type DonationAgreement } from '@costeo/domain/contracts/waste';
import { formatDate } from '../../../lib/format.ts';
import { validateRequest, type FieldErrors } from '../../../lib/form-errors.ts';

const AGREEMENTS_LIMIT = 20;
const EMPTY: DonationAgreement = { entity: '', since: '', notes: '' };

/** "2026-03-01" → "1 de marzo de 2026" (a calendar day, read at noon so no zone moves it). */
const day = (value: string) => formatDate(`${value}T12:00:00`);

interface PlanDonationsProps {
  agreements: DonationAgreement[];
  /** Field errors keyed as the contract's paths (`donation_agreements.0.entity`). */
  errors: Record<string, string>;
  onChange: (agreements: DonationAgreement[]) => void;
}

/** The donation agreements (art. 6): who takes the surplus fit to eat, since when. */
export function PlanDonations({ agreements, errors, onChange }: PlanDonationsProps) {
  const [draft, setDraft] = useState<DonationAgreement>(EMPTY);
  const [draftErrors, setDraftErrors] = useState<FieldErrors>({});
  const set = (field: keyof DonationAgreement, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (draftErrors[field]) setDraftErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const add = () => {
    const found = validateRequest(donationAgreementSchema, draft);
    if (draft.since === '') found.since = 'Indica desde cuándo.';
    if (agreements.length >= AGREEMENTS_LIMIT) {
      found.entity = `Como mucho ${String(AGREEMENTS_LIMIT)} acuerdos.`;
    }
    if (Object.keys(found).length > 0) {
      setDraftErrors(found);
      return;
    }
    const parsed = donationAgreementSchema.parse(draft);
    onChange([...agreements, parsed]);
    setDraft(EMPTY);
    setDraftErrors({});
  };
  const listErrors = Object.entries(errors).filter(([key]) =>
    key.startsWith('donation_agreements'),
  );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-donations-title">
      <Title order={2} size="h4" id="plan-donations-title">
        Acuerdos de donación
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Bancos de alimentos o entidades sociales que recogen tus excedentes aptos para el consumo.
      </Text>
      {agreements.length === 0 ? (
        <Text size="sm" mb="sm">
          Sin acuerdos todavía.
        </Text>
      ) : (
        <Stack
          component="ul"
          gap="xs"
          m={0}
          mb="sm"
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Acuerdos de donación"
        >
          {agreements.map((agreement, index) => (
            <Group
              component="li"
              key={`${String(index)}-${agreement.entity}`}
              gap="xs"
              wrap="nowrap"
              justify="space-between"
              align="flex-start"
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {agreement.entity}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  Desde el {day(agreement.since)}
                  {agreement.notes ? ` · ${agreement.notes}` : ''}
                </Text>
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Quitar el acuerdo con ${agreement.entity}`}
                onClick={() => {
                  onChange(agreements.filter((_, other) => other !== index));
                }}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {listErrors.map(([key, message]) => (
        <Text key={key} size="sm" c="red.8" role="alert">
          {message}
        </Text>
      ))}
      <Paper bg="gray.0" radius="md" p="sm">
        <Text size="sm" fw={600} mb={4}>
          Nuevo acuerdo
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <TextInput
            label="Entidad"
            placeholder="Banco de Alimentos de Madrid"
            value={draft.entity}
            error={draftErrors.entity}
            onChange={(event) => {
              set('entity', event.currentTarget.value);
            }}
          />
          <TextInput
            label="Desde"
            type="date"
            value={draft.since}
            error={draftErrors.since}
            onChange={(event) => {
              set('since', event.currentTarget.value);
            }}
          />
          <TextInput
            label="Notas (opcional)"
            placeholder="Recogen los martes y viernes"
            value={draft.notes}
            error={draftErrors.notes}
            onChange={(event) => {
              set('notes', event.currentTarget.value);
            }}
          />
        </SimpleGrid>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          mt="sm"
          onClick={add}
        >
          Añadir acuerdo
        </Button>
      </Paper>
    </Paper>
  );
}
