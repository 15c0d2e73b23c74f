import { matchRoutes, type RouteObject } from 'react-router';
import { appRoutes } from '../app/router.tsx';

/** Calls every route's `lazy` (each imports its page's module), depth first. */
async function loadEveryRoute(routes: readonly RouteObject[]): Promise<void> {
  for (const route of routes) {
    if (typeof route.lazy === 'function') await route.lazy();
    if (route.children) await loadEveryRoute(route.children);
  }
}

/**
 * Imports the modules of the pages at `paths` (every page when none is given) before a test
 * renders one. A page is a lazy route, imported when first rendered: the first test to open it
 * paid for loading it, 2–3 s of transforming and importing inside its render and its first wait
 * (issue 29: a test's time and its waits are the page's, not the module loader's; a loaded
 * machine stretched that first wait). Loaded modules stay loaded: a second call takes milliseconds.
 */
export async function loadPages(paths?: readonly string[]): Promise<void> {
  if (!paths) {
    await loadEveryRoute(appRoutes);
    return;
  }
  for (const path of paths) {
    for (const { route } of matchRoutes(appRoutes, path) ?? []) {
      if (typeof route.lazy === 'function') await route.lazy();
    }
  }
}
