import { Group } from '@mantine/core';
import { IconBook2, IconToolsKitchen2 } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { PAGE_TITLES } from '../../lib/titles.ts';
import classes from './recipes-menus-tabs.module.css';

/**
 * "Recetas | Menús": the two screens of the top bar's Recetas link (SPEC.md §2 keeps four links;
 * menus live beside the recipes they are made of). Links, not ARIA tabs: each is its own page.
 */
export function RecipesMenusTabs() {
  return (
    <nav aria-label="Recetas y menús" className={classes.nav}>
      <Group gap={0} wrap="nowrap">
        <NavLink to="/recipes" end className={classes.tab}>
          <IconBook2 size={16} stroke={1.8} aria-hidden />
          {PAGE_TITLES.recipes}
        </NavLink>
        <NavLink to="/menus" className={classes.tab}>
          <IconToolsKitchen2 size={16} stroke={1.8} aria-hidden />
          {PAGE_TITLES.menus}
        </NavLink>
      </Group>
    </nav>
  );
}
