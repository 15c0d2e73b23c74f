import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconChartPie,
  IconCoins,
  IconReceiptEuro,
  IconScale,
  IconTrendingUp,
  type Icon,
} from '@tabler/icons-react';
import classes from './landing.module.css';

interface Feature {
  icon: Icon;
  title: string;
  text: string;
}

const FEATURES: readonly Feature[] = [
  {
    icon: IconReceiptEuro,
    title: 'Escandallos al céntimo',
    text: 'Monta cada receta con sus ingredientes y elaboraciones y obtén el coste por ración al momento, sin redondeos que se acumulan.',
  },
  {
    icon: IconScale,
    title: 'Merma y rendimiento',
    text: 'Indica la merma de cada producto y Costeo calcula la cantidad bruta que compras y su coste real, dividiendo por el rendimiento como manda el oficio.',
  },
  {
    icon: IconChartPie,
    title: 'Food cost y margen',
    text: 'Compara el food cost de cada receta con tu objetivo, localiza los platos de margen bajo y descubre el precio de venta que necesitas.',
  },
  {
    icon: IconAlertTriangle,
    title: 'Alérgenos',
    text: 'Los 14 alérgenos del Reglamento UE 1169/2011 pasan de los ingredientes a tus recetas, también a través de las elaboraciones.',
  },
  {
    icon: IconTrendingUp,
    title: 'Precios siempre al día',
    text: 'Cuando un proveedor cambia un precio, las recetas que lo usan se recalculan y queda el historial para comparar.',
  },
  {
    icon: IconCoins,
    title: 'Costes extra',
    text: 'Suma envases, energía o mano de obra como importe fijo, por ración o en porcentaje y conoce el coste completo del plato.',
  },
];

export function LandingFeatures() {
  return (
    <section className={classes.section} aria-labelledby="landing-features-title">
      <Container size="lg">
        <Stack gap="xs" align="center" ta="center" mb={48}>
          <Title order={2} id="landing-features-title" size="h1">
            Todo lo que necesita tu cocina para cuadrar números
          </Title>
          <Text c="dimmed" size="lg" maw={640}>
            Del albarán del proveedor al precio de la carta, con las fórmulas que usa el oficio.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {FEATURES.map(({ icon: FeatureIcon, title, text }) => (
            <Paper key={title} withBorder radius="lg" p="xl" className={classes.card}>
              <ThemeIcon size={48} radius="md" variant="light" mb="md">
                <FeatureIcon size={26} stroke={1.6} />
              </ThemeIcon>
              <Title order={3} size="h4" mb={6}>
                {title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
