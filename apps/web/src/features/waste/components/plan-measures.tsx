import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { WASTE_MEASURE_LEVELS } from '@costeo/domain/contracts/waste';
import { MEASURE_LEVEL_LABELS, measuresOf } from '../lib/plan-form.ts';

const OWN_MEASURE_MAX = 300;
const OWN_MEASURES_LIMIT = 20;

const legendStyles = {
  legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', padding: 0 },
};

interface PlanMeasuresProps {
  measures: string[];
  ownMeasures: string[];
  /** Field errors keyed as the contract's paths (`own_measures.2`, `measures`). */
  errors: Record<string, string>;
  onMeasuresChange: (measures: string[]) => void;
  onOwnMeasuresChange: (ownMeasures: string[]) => void;
}

/** The measures: the catalog as a checklist by the law's levels, and the owner's own. */
export function PlanMeasures({
  measures,
  ownMeasures,
  errors,
  onMeasuresChange,
  onOwnMeasuresChange,
}: PlanMeasuresProps) {
  const [newMeasure, setNewMeasure] = useState('');
  const [newError, setNewError] = useState<string | null>(null);
  const toggle = (code: string, checked: boolean) => {
    onMeasuresChange(
      checked ? [...measures, code] : measures.filter((measure) => measure !== code),
    );
  };
  const add = () => {
    const text = newMeasure.trim();
    if (text === '') {
      setNewError('Escribe la medida.');
      return;
    }
    if (text.length > OWN_MEASURE_MAX) {
      setNewError(`Máximo ${String(OWN_MEASURE_MAX)} caracteres.`);
      return;
    }
    if (ownMeasures.length >= OWN_MEASURES_LIMIT) {
      setNewError(`Como mucho ${String(OWN_MEASURES_LIMIT)} medidas propias.`);
      return;
    }
    onOwnMeasuresChange([...ownMeasures, text]);
    setNewMeasure('');
    setNewError(null);
  };
  const ownErrors = Object.entries(errors).filter(([key]) => key.startsWith('own_measures'));

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-measures-title">
      <Title order={2} size="h4" id="plan-measures-title">
        Medidas
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Marca lo que ya haces o te comprometes a hacer, por el orden de prioridad de la ley.
      </Text>
      <Stack gap="md">
        {WASTE_MEASURE_LEVELS.map((level) => (
          <Fieldset
            key={level}
            legend={MEASURE_LEVEL_LABELS[level]}
            variant="unstyled"
            p={0}
            m={0}
            styles={legendStyles}
          >
            <Stack gap={8} mt={6}>
              {measuresOf(level).map((measure) => (
                <Checkbox
                  key={measure.code}
                  label={measure.title}
                  checked={measures.includes(measure.code)}
                  onChange={(event) => {
                    toggle(measure.code, event.currentTarget.checked);
                  }}
                />
              ))}
            </Stack>
          </Fieldset>
        ))}
        {errors.measures ? (
          <Text size="sm" c="red.8" role="alert">
            {errors.measures}
          </Text>
        ) : null}
        <Fieldset legend="Medidas propias" variant="unstyled" p={0} m={0} styles={legendStyles}>
          {ownMeasures.length === 0 ? (
            <Text size="sm" c="dimmed" mt={4}>
              Añade lo que tu cocina hace y no está en la lista.
            </Text>
          ) : (
            <Stack component="ul" gap={4} m={0} mt={6} p={0} style={{ listStyle: 'none' }}>
              {ownMeasures.map((measure, index) => (
                <Group
                  component="li"
                  key={`${String(index)}-${measure}`}
                  gap="xs"
                  wrap="nowrap"
                  justify="space-between"
                >
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {measure}
                  </Text>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Quitar la medida «${measure}»`}
                    onClick={() => {
                      onOwnMeasuresChange(ownMeasures.filter((_, other) => other !== index));
                    }}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          )}
          {ownErrors.map(([key, message]) => (
            <Text key={key} size="sm" c="red.8" role="alert">
              {message}
            </Text>
          ))}
          <Group gap="xs" align="flex-start" mt="xs" wrap="nowrap">
            <TextInput
              label="Nueva medida propia"
              placeholder="Menú del día con el excedente de la semana"
              value={newMeasure}
              error={newError}
              maxLength={OWN_MEASURE_MAX + 50}
              style={{ flex: 1, minWidth: 0 }}
              onChange={(event) => {
                setNewMeasure(event.currentTarget.value);
                if (newError) setNewError(null);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              mt={25}
              onClick={add}
            >
              Añadir
            </Button>
          </Group>
        </Fieldset>
      </Stack>
    </Paper>
  );
}
