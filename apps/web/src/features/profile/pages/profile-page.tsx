import { Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AccountActions } from '../components/account-actions.tsx';
import { BusinessForm } from '../components/business-form.tsx';
import { BusinessLogo } from '../components/business-logo.tsx';
import { CostDefaultsForm } from '../components/cost-defaults-form.tsx';
import { DigestPreference } from '../components/digest-preference.tsx';
import { LeftoversNoticeForm } from '../components/leftovers-notice-form.tsx';
import { PasswordForm } from '../components/password-form.tsx';
import { QuoteDefaultsForm } from '../components/quote-defaults-form.tsx';
import type { ProfileSession } from '../components/profile-session.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/**
 * Mi perfil: the business (its details, logo and quote terms for its documents), the recipes'
 * defaults, the mails, the password, the sessions and the account.
 */
export function ProfilePage({ session }: { session: ProfileSession }) {
  const { profile } = session;
  return (
    <Container size="md" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>Mi perfil</Title>
          {profile ? (
            <Text c="dimmed" size="sm">
              Usuario: {profile.username}
            </Text>
          ) : null}
        </div>
        {profile ? (
          <>
            <Section title="Datos del negocio">
              <Stack gap="lg">
                <BusinessForm profile={profile} onSaved={session.onProfileSaved} />
                <BusinessLogo profile={profile} onSaved={session.onProfileSaved} />
              </Stack>
            </Section>
            <Section title="Presupuestos de eventos">
              <QuoteDefaultsForm profile={profile} onSaved={session.onProfileSaved} />
            </Section>
            <Section title="Sobras para llevar">
              <LeftoversNoticeForm profile={profile} onSaved={session.onProfileSaved} />
            </Section>
            <Section title="Valores por defecto de las recetas">
              <CostDefaultsForm profile={profile} onSaved={session.onProfileSaved} />
            </Section>
            <Section title="Correos">
              <DigestPreference profile={profile} onSaved={session.onProfileSaved} />
            </Section>
            <Section title="Contraseña">
              <PasswordForm />
            </Section>
            <Section title="Sesiones y datos">
              <AccountActions
                username={profile.username}
                onLoggedOutEverywhere={session.onLoggedOutEverywhere}
                onAccountDeleted={session.onAccountDeleted}
              />
            </Section>
          </>
        ) : (
          <Loader role="progressbar" aria-label="Cargando perfil" />
        )}
      </Stack>
    </Container>
  );
}
