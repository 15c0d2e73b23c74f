import { Group, Stack } from '@mantine/core';
import {
  IconBasket,
  IconBook2,
  IconCoins,
  IconLayoutDashboard,
  type Icon,
} from '@tabler/icons-react';
import { Link, NavLink, useLocation } from 'react-router';
import { PAGE_TITLES } from '../../lib/titles.ts';
import classes from './app-layout.module.css';

interface NavItem {
  to: string;
  label: string;
  icon: Icon;
  /** Pages of its section beyond its own path: the link stays highlighted there too. */
  section?: readonly string[];
}

/** SPEC.md §2 top navigation bar links, in order. */
export const MAIN_NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: PAGE_TITLES.dashboard, icon: IconLayoutDashboard },
  { to: '/ingredients', label: PAGE_TITLES.ingredients, icon: IconBasket },
  // Menús (issue 18) is reached from Recetas: no fifth link; Recetas stays highlighted there.
  { to: '/recipes', label: PAGE_TITLES.recipes, icon: IconBook2, section: ['/menus'] },
  { to: '/extra-costs', label: PAGE_TITLES.extraCosts, icon: IconCoins },
];

interface MainNavLinksProps {
  vertical?: boolean;
  /** Called after a link is clicked (closes the mobile drawer). */
  onNavigate?: () => void;
}

/** Whether `pathname` is `path` or below it. */
function isWithin(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

export function MainNavLinks({ vertical = false, onNavigate }: MainNavLinksProps) {
  const { pathname } = useLocation();
  const links = MAIN_NAV_ITEMS.map(({ to, label, icon: ItemIcon, section }) => {
    const className = vertical ? classes.verticalLink : classes.link;
    const content = (
      <>
        <ItemIcon size={18} stroke={1.7} aria-hidden />
        <span>{label}</span>
      </>
    );
    // Another page of the link's section: "the current one of the set", not this very page.
    if (section?.some((path) => isWithin(pathname, path))) {
      return (
        <Link key={to} to={to} className={className} onClick={onNavigate} aria-current="true">
          {content}
        </Link>
      );
    }
    return (
      <NavLink key={to} to={to} className={className} onClick={onNavigate}>
        {content}
      </NavLink>
    );
  });
  return vertical ? (
    <Stack gap={4}>{links}</Stack>
  ) : (
    <Group gap={4} wrap="nowrap">
      {links}
    </Group>
  );
}
