import { Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import classes from './landing.module.css';

export function LandingHeader() {
  return (
    <header className={classes.header}>
      <Container size="lg" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <BrandLogo to="/" size="sm" />
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to="/login" variant="subtle" color="dark" size="sm" px="xs">
              Iniciar Sesión
            </Button>
            {/* Below 576 px the hero's own "Crear cuenta" is the first thing under the header. */}
            <Button component={Link} to="/registro" size="sm" px="sm" visibleFrom="xs">
              Crear cuenta
            </Button>
          </Group>
        </Group>
      </Container>
    </header>
  );
}
