import { Group, Stack } from '@mantine/core';
import {
  IconBasket,
  IconBook2,
  IconCoins,
  IconLayoutDashboard,
  type Icon,
} from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { PAGE_TITLES } from '../../lib/titles.ts';
import classes from './app-layout.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: Icon;
}

/** SPEC.md §2 top navigation bar links, in order. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: PAGE_TITLES.dashboard, icon: IconLayoutDashboard },
  { to: '/ingredients', label: PAGE_TITLES.ingredients, icon: IconBasket },
  { to: '/recipes', label: PAGE_TITLES.recipes, icon: IconBook2 },
  { to: '/extra-costs', label: PAGE_TITLES.extraCosts, icon: IconCoins },
];

interface MainNavLinksProps {
  vertical?: boolean;
  /** Called after a link is clicked (closes the mobile drawer). */
  onNavigate?: () => void;
}

export function MainNavLinks({ vertical = false, onNavigate }: MainNavLinksProps) {
  const links = MAIN_NAV_ITEMS.map(({ to, label, icon: ItemIcon }) => (
    <NavLink
      key={to}
      to={to}
      className={vertical ? classes.verticalLink : classes.link}
      onClick={onNavigate}
    >
      <ItemIcon size={18} stroke={1.7} aria-hidden />
      <span>{label}</span>
    </NavLink>
  ));
  return vertical ? (
    <Stack gap={4}>{links}</Stack>
  ) : (
    <Group gap={4} wrap="nowrap">
      {links}
    </Group>
  );
}
