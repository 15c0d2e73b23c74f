import { Badge, Button, Container, Flex, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import classes from './landing.module.css';
import { SampleCostingCard } from './sample-costing-card.tsx';

export function LandingHero() {
  return (
    <section className={classes.hero}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 48, md: 64 }} verticalSpacing={48}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              Para cocinas profesionales
            </Badge>
            <Title order={1} className={classes.heroTitle}>
              Conoce el <span className={classes.highlight}>coste real</span> de cada plato
            </Title>
            <Text size="lg" c="dark.5" maw={540}>
              Costeo calcula tus escandallos con la merma de cada ingrediente, te dice el food cost
              y el margen de cada receta y reúne sus alérgenos. En euros, con el IVA bien aplicado y
              sin hojas de cálculo.
            </Text>
            <Flex direction={{ base: 'column', xs: 'row' }} gap="sm">
              <Button
                component={Link}
                to="/registro"
                size="lg"
                rightSection={<IconArrowRight size={18} />}
              >
                Crear cuenta
              </Button>
              <Button component={Link} to="/login" size="lg" variant="default">
                Iniciar Sesión
              </Button>
            </Flex>
            <Text size="sm" c="gray.7">
              Empieza gratis con 50 ingredientes y 20 recetas. Sin tarjeta.
            </Text>
          </Stack>
          <SampleCostingCard />
        </SimpleGrid>
      </Container>
    </section>
  );
}
