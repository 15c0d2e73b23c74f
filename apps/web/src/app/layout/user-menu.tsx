import { Avatar, Box, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCreditCard, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useLogout } from '../../features/auth/hooks/use-logout.ts';
import { useAuthStore } from '../../features/auth/stores/auth-store.ts';
import { quotaInfoQueryOptions } from '../../api/usage/get-quota-info.ts';
import {
  CurrentPlanBadge,
  CurrentUsage,
} from '../../features/subscriptions/components/current-usage.tsx';
import { openUpgradeModal } from '../../features/subscriptions/stores/upgrade-modal-store.ts';
import classes from './app-layout.module.css';
import { PROFILE_PATH } from './user-menu-paths.ts';

/** SPEC.md §2: the user menu shows 'Usuario' until a profile is loaded. */
export const DEFAULT_USERNAME = 'Usuario';

const USAGE_HEADING_ID = 'user-menu-usage-heading';

export function UserMenu() {
  const profile = useAuthStore((state) => state.profile);
  const logout = useLogout();
  const queryClient = useQueryClient();
  const username = profile?.username ?? DEFAULT_USERNAME;

  // The badge in the button loads the plan with the page; hover or focus refreshes it before the
  // menu opens, so 'Uso actual' is current.
  const prefetchQuota = () => {
    // A failure here is shown, if it lasts, by the menu's own query.
    queryClient.query(quotaInfoQueryOptions()).catch(() => undefined);
  };

  return (
    <Menu
      position="bottom-end"
      width={300}
      shadow="lg"
      radius="md"
      closeOnClickOutside
      // Its focus placeholder (role="presentation") is not a valid child of role="menu" (axe).
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <UnstyledButton
          className={classes.userButton}
          onMouseEnter={prefetchQuota}
          onFocus={prefetchQuota}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar size={32} radius="xl" color="terracotta" variant="filled" aria-hidden>
              {username.charAt(0).toUpperCase()}
            </Avatar>
            <Text size="sm" fw={600} truncate="end" maw={{ base: 110, sm: 180 }}>
              {username}
            </Text>
            {profile ? (
              // The plan is announced inside the menu; here it is visual, so the button's name stays
              // the username.
              <Box visibleFrom="xs" aria-hidden>
                <CurrentPlanBadge />
              </Box>
            ) : null}
            <IconChevronDown size={14} stroke={2} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>

      <Menu.Dropdown>
        <Box px="sm" pt="xs" pb="sm">
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Text size="sm" fw={600} truncate="end">
              {username}
            </Text>
            <CurrentPlanBadge />
          </Group>
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

        <Menu.Divider />
        <Box role="group" aria-labelledby={USAGE_HEADING_ID} px="sm" pb="sm">
          <Menu.Label id={USAGE_HEADING_ID} px={0}>
            Uso actual
          </Menu.Label>
          <CurrentUsage />
        </Box>
        <Menu.Item
          leftSection={<IconCreditCard size={16} stroke={1.8} />}
          onClick={() => {
            openUpgradeModal('manage');
          }}
        >
          Gestionar Suscripción
        </Menu.Item>

        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} stroke={1.8} />} onClick={logout}>
          Cerrar Sesión
        </Menu.Item>

        {/* Beyond SPEC.md §2: below the items it names, which keep their order. */}
        <Menu.Divider />
        <Menu.Item
          component={Link}
          to={PROFILE_PATH}
          leftSection={<IconUserCircle size={16} stroke={1.8} />}
        >
          Mi perfil
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
