import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import classes from './app-layout.module.css';

/** SPEC.md §2: the user menu shows 'Usuario' until a profile is loaded. */
export const DEFAULT_USERNAME = 'Usuario';

export function UserMenu() {
  const profile = useAuthStore((state) => state.profile);
  const logout = useLogout();
  const username = profile?.username ?? DEFAULT_USERNAME;

  return (
    <Menu position="bottom-end" width={280} shadow="lg" radius="md" closeOnClickOutside>
      <Menu.Target>
        <UnstyledButton className={classes.userButton}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="terracotta" variant="filled" aria-hidden>
              {username.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600} truncate="end" maw={{ base: 110, sm: 180 }}>
              {username}
            </Text>
            <IconChevronDown size={14} stroke={2} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>

      <Menu.Dropdown>
        <Box px="sm" pt="xs" pb="sm">
          <Text size="sm" fw={600} truncate="end">
            {username}
          </Text>
          {profile?.email ? (
            <Text size="xs" c="dimmed" truncate="end">
              {profile.email}
            </Text>
          ) : null}
          {profile?.business_name ? (
            <Text size="xs" c="dimmed" truncate="end">
              {profile.business_name}
            </Text>
          ) : null}
        </Box>

        {/*
          Next issue (SPEC.md §2, user menu): the plan badge goes next to the username above; the
          'Uso actual' section (used/limit bars for Ingredientes and Recetas) and the
          'Gestionar Suscripción' action go here, between the account summary and 'Cerrar Sesión'.
        */}

        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} stroke={1.8} />} onClick={logout}>
          Cerrar Sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
