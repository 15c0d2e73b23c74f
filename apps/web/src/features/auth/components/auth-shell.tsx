// The Mantine sheets of the login and registration pages, in Mantine's order (issue 7: no page
// downloads the styles of another).
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
import type { ReactNode } from 'react';
import { Anchor, Box, Center, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BrandLogo } from '../../../components/brand-logo.tsx';
import classes from './auth-shell.module.css';

interface AuthShellProps {
  title: string;
  subtitle: string;
  /** Under the card: the link to the other auth page. */
  footer: ReactNode;
  children: ReactNode;
}

/** The centred card layout shared by /login and /registro. */
export function AuthShell({ title, subtitle, footer, children }: AuthShellProps) {
  return (
    <Box className={classes.page}>
      <Container size={460} w="100%" px="md" py={{ base: 32, sm: 48 }}>
        <Center mb="xl">
          <BrandLogo to="/" size="lg" />
        </Center>
        <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 32 }}>
          <Stack gap={4} mb="lg">
            <Title order={1} size="h2" ta="center">
              {title}
            </Title>
            <Text c="dimmed" size="sm" ta="center">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Paper>
        <Stack align="center" gap="sm" mt="lg">
          <Text size="sm">{footer}</Text>
          <Anchor component={Link} to="/" size="sm" c="dimmed">
            <IconArrowLeft size={14} style={{ verticalAlign: 'middle', marginRight: 4 }} />
            Volver al inicio
          </Anchor>
        </Stack>
      </Container>
    </Box>
  );
}
