import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import classes from './landing.module.css';

export function LandingCallToAction() {
  return (
    <section className={classes.cta} aria-labelledby="landing-cta-title">
      <Container size="md">
        <Stack align="center" ta="center" gap="lg">
          <Title order={2} id="landing-cta-title" size="h1" c="white">
            Deja de adivinar cuánto te cuesta cada plato
          </Title>
          <Text size="lg" c="terracotta.0" maw={560}>
            Crea tu cuenta en un minuto y haz tu primer escandallo hoy.
          </Text>
          <Group justify="center" gap="sm">
            <Button component={Link} to="/registro" size="lg" variant="white">
              Crear cuenta
            </Button>
            <Button
              component={Link}
              to="/login"
              size="lg"
              variant="outline"
              color="white"
              styles={{ root: { borderColor: 'rgb(255 255 255 / 0.7)' } }}
            >
              Iniciar Sesión
            </Button>
          </Group>
        </Stack>
      </Container>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Group justify="space-between" gap="md">
          <Stack gap={4}>
            <BrandLogo size="sm" />
            <Text size="sm" c="dimmed">
              Escandallos y costes de recetas para cocinas profesionales.
            </Text>
          </Stack>
          <Text size="sm" c="dimmed">
            © {new Date().getFullYear()} Costeo
          </Text>
        </Group>
      </Container>
    </footer>
  );
}
