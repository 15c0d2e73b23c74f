// The signed-in app uses most of Mantine (tables, drawers, menus, modals, inputs): it loads the
// whole sheet, in the `mantine` cascade layer so load order never changes which rule wins.
import '@mantine/core/styles.layer.css';
import { AppShell, Box, Burger, Container, Drawer, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { PaymentGraceBanner } from '../../features/subscriptions/components/payment-grace-banner.tsx';
import { VerifyEmailReminder } from '../../features/auth/components/verify-email-reminder.tsx';
import { UpgradeModal } from '../../features/subscriptions/components/upgrade-modal.tsx';
import classes from './app-layout.module.css';
import { MainNavLinks } from './main-nav-links.tsx';
import { UserMenu } from './user-menu.tsx';

/** Matches Mantine's `sm` breakpoint (48em = 768 px): below it the links move into a drawer. */
const DESKTOP_QUERY = '(min-width: 48em)';

/** Shell of the authenticated screens: top navigation bar (SPEC.md §2) and the page. */
export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);
  const isDesktop = useMediaQuery(DESKTOP_QUERY, false);

  return (
    <AppShell header={{ height: 64 }}>
      <AppShell.Header className={classes.header}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap" gap="md">
            <Group gap="sm" wrap="nowrap">
              <Burger
                opened={drawerOpened}
                onClick={drawer.toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={drawerOpened ? 'Cerrar navegación' : 'Abrir navegación'}
              />
              <BrandLogo to="/dashboard" size="sm" />
            </Group>
            <Box component="nav" aria-label="Navegación principal" visibleFrom="sm">
              <MainNavLinks />
            </Box>
            <UserMenu />
          </Group>
        </Container>
      </AppShell.Header>

      <Drawer
        opened={drawerOpened && !isDesktop}
        onClose={drawer.close}
        size="80%"
        padding="md"
        title={<BrandLogo size="sm" />}
        closeButtonProps={{ 'aria-label': 'Cerrar navegación' }}
      >
        <nav aria-label="Navegación principal">
          <MainNavLinks vertical onNavigate={drawer.close} />
        </nav>
      </Drawer>

      <UpgradeModal />

      <AppShell.Main className={classes.main}>
        <Container size="xl" py={{ base: 'lg', sm: 'xl' }}>
          <PaymentGraceBanner />
          <VerifyEmailReminder />
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
