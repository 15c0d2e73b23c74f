// Only the base sheets, the components other components are built on (a button on
// UnstyledButton, an Anchor on Text) and notifications load up front, in Mantine's order; every
// page imports the sheets of its other components. Mantine's rules sit in the `mantine` cascade
// layer, so a page's own CSS modules win whatever order the lazy chunks' sheets arrive in.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Flex.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/notifications/styles.css';
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { cssVariablesResolver, theme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** 'test' turns off Mantine transitions and portals (component tests). */
  env?: 'default' | 'test';
  children: ReactNode;
}

export function AppProviders({ queryClient, env = 'default', children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      env={env}
      defaultColorScheme="light"
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
