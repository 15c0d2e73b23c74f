import { Anchor, List, Paper, Text, Title } from '@mantine/core';
import { LAW_PRIORITY } from '../lib/plan-form.ts';

/** What Ley 1/2025 asks of a food business, in two sentences and the order of priority. */
export function PlanLawIntro() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="plan-law-title">
      <Title order={2} size="h4" id="plan-law-title" mb={4}>
        Qué pide la ley
      </Title>
      <Text size="sm" mb="xs">
        La{' '}
        <Anchor
          underline="always"
          href="https://www.boe.es/eli/es/l/2025/04/01/1"
          target="_blank"
          rel="noreferrer"
          size="sm"
        >
          Ley 1/2025 de prevención de las pérdidas y el desperdicio alimentario
        </Anchor>{' '}
        obliga a todo negocio de alimentación, hostelería incluida, a tener desde el 3 de abril de
        2026 un plan de prevención: dónde se pierde comida, qué medidas se toman y los acuerdos de
        donación. Tus mermas registradas son el autodiagnóstico; aquí eliges las medidas y guardas
        cada versión.
      </Text>
      <Text size="sm" fw={600} mb={4}>
        El orden de prioridad de la ley
      </Text>
      <List type="ordered" size="sm" spacing={2}>
        {LAW_PRIORITY.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
