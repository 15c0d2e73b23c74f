import {
  Badge,
  Container,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import classes from './landing.module.css';

/**
 * Plans are described by what they include; prices and the Pro/Business limits come from the
 * plan data in the app (SPEC.md §9), so they are not repeated here.
 */
const PLANS = [
  {
    name: 'Gratuito',
    tagline: 'Para empezar a escandallar',
    featured: false,
    features: [
      '50 ingredientes',
      '20 recetas',
      'Merma, food cost y alérgenos',
      'Costes extra por receta',
    ],
  },
  {
    name: 'Pro',
    tagline: 'Para cocinas en marcha',
    featured: true,
    features: [
      'Muchos más ingredientes y recetas',
      'Exportación PDF/Excel',
      'Historial de precios',
      'Todo lo del plan Gratuito',
    ],
  },
  {
    name: 'Business',
    tagline: 'Para grupos, obradores y caterings',
    featured: false,
    features: [
      'Ingredientes y recetas ilimitados',
      'Analytics avanzado',
      'Exportación PDF/Excel e historial de precios',
      'Todo lo del plan Pro',
    ],
  },
] as const;

export function LandingPlans() {
  return (
    <section className={classes.section} aria-labelledby="landing-plans-title">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Title order={2} id="landing-plans-title" size="h1">
            Un plan para cada cocina
          </Title>
          <Text c="dimmed" size="lg" maw={600}>
            Empieza gratis y cambia de plan desde tu cuenta cuando tu carta crezca.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {PLANS.map((plan) => (
            <Paper
              key={plan.name}
              withBorder
              radius="lg"
              p="xl"
              shadow={plan.featured ? 'md' : undefined}
              className={plan.featured ? classes.planFeatured : undefined}
            >
              <Stack gap={4} mb="lg">
                <Title order={3} size="h3">
                  {plan.name}{' '}
                  {plan.featured ? (
                    <Badge variant="filled" size="sm" ml={4} style={{ verticalAlign: 'middle' }}>
                      Recomendado
                    </Badge>
                  ) : null}
                </Title>
                <Text c="dimmed" size="sm">
                  {plan.tagline}
                </Text>
              </Stack>
              <List
                spacing="sm"
                size="sm"
                icon={
                  <ThemeIcon size={20} radius="xl" variant="light" color="teal">
                    <IconCheck size={13} stroke={2.5} />
                  </ThemeIcon>
                }
              >
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
