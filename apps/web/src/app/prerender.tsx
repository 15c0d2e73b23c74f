// Build-time only (vite.config.ts, `prerenderPages`): the public pages rendered to HTML, so /,
// /login and /registro paint before their JavaScript has arrived (issue 17, Lighthouse ≥ 95).
// main.tsx then hydrates that markup: the same routes and providers render it on both sides.
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { formatDocumentTitle, PAGE_TITLES } from '../lib/titles.ts';
import { AppRoot, whenRouterReady } from './app-root.tsx';
import { createQueryClient } from './query-client.ts';
import { appRoutes } from './router.tsx';

export interface PrerenderedPage {
  /** The route (SPEC.md §2). */
  path: string;
  /** The file served for it, under the build's `pages/` (apps/api plugins/spa.ts). */
  file: string;
  /** The document title the route sets once running (router.tsx, route-title.ts). */
  title: string;
  /** The page module the router loads lazily: its chunk and stylesheets are preloaded. */
  module: string;
  /**
   * When the app starts on the page: once it has been painted (the default), or at the visitor's
   * first gesture (pointer, touch, key, focus, scroll) for a page with nothing to operate but links.
   */
  startOn?: 'paint' | 'gesture';
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: '/',
    file: 'index.html',
    title: formatDocumentTitle(null),
    module: 'src/features/landing/pages/landing-page.tsx',
    startOn: 'gesture',
  },
  {
    path: '/login',
    file: 'login.html',
    title: formatDocumentTitle(PAGE_TITLES.login),
    module: 'src/features/auth/pages/login-page.tsx',
  },
  {
    path: '/registro',
    file: 'registro.html',
    title: formatDocumentTitle(PAGE_TITLES.register),
    module: 'src/features/auth/pages/register-page.tsx',
  },
];

/** The page's markup, as an anonymous visitor's first render shows it. */
export async function renderPage({ path }: PrerenderedPage): Promise<string> {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  await whenRouterReady(router);
  const markup = renderToString(<AppRoot router={router} queryClient={createQueryClient()} />);
  router.dispose();
  return markup;
}
