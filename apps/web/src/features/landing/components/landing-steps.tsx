import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import classes from './landing.module.css';

const STEPS = [
  {
    title: 'Da de alta tus ingredientes',
    text: 'Parte de un catálogo con cientos de ingredientes de la cocina española y añade tu proveedor, formato de compra y precio.',
  },
  {
    title: 'Crea tus recetas',
    text: 'Indica las cantidades netas, las raciones y el PVP. El coste se recalcula mientras escribes.',
  },
  {
    title: 'Decide con datos',
    text: 'Ajusta precios, raciones y proveedores hasta que cada plato cumpla tu food cost objetivo.',
  },
] as const;

export function LandingSteps() {
  return (
    <section className={classes.sectionMuted} aria-labelledby="landing-steps-title">
      <Container size="lg">
        <Title order={2} id="landing-steps-title" size="h1" ta="center" mb={48}>
          Cómo funciona
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing={40}>
          {STEPS.map((step, index) => (
            <Stack key={step.title} gap="sm">
              <span className={classes.stepNumber} aria-hidden>
                {index + 1}
              </span>
              <Title order={3} size="h4">
                {step.title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {step.text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
