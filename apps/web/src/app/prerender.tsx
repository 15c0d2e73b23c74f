// Build-time only (vite.config.ts, `prerenderPages`): the public pages rendered to HTML, so /,
// /login and /registro paint before their JavaScript has arrived (issue 17, Lighthouse ≥ 95).
// main.tsx then renders the same page over it once the route's code is loaded.
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { LoginPage } from '../features/auth/pages/login-page.tsx';
import { RegisterPage } from '../features/auth/pages/register-page.tsx';
import { LandingPage } from '../features/landing/pages/landing-page.tsx';
import { formatDocumentTitle, PAGE_TITLES } from '../lib/titles.ts';
import { AppProviders } from './providers.tsx';
import { createQueryClient } from './query-client.ts';

export interface PrerenderedPage {
  /** The route (SPEC.md §2). */
  path: string;
  /** The file served for it, under the build's `pages/` (apps/api plugins/spa.ts). */
  file: string;
  /** The document title the route sets once running (router.tsx, route-title.ts). */
  title: string;
  /** The page module the router loads lazily: its chunk and stylesheets are preloaded. */
  module: string;
  Page: ComponentType;
}

export const PRERENDERED_PAGES: PrerenderedPage[] = [
  {
    path: '/',
    file: 'index.html',
    title: formatDocumentTitle(null),
    module: 'src/features/landing/pages/landing-page.tsx',
    Page: LandingPage,
  },
  {
    path: '/login',
    file: 'login.html',
    title: formatDocumentTitle(PAGE_TITLES.login),
    module: 'src/features/auth/pages/login-page.tsx',
    Page: LoginPage,
  },
  {
    path: '/registro',
    file: 'registro.html',
    title: formatDocumentTitle(PAGE_TITLES.register),
    module: 'src/features/auth/pages/register-page.tsx',
    Page: RegisterPage,
  },
];

/** The page's markup, as an anonymous visitor's first render shows it. */
export function renderPage({ path, Page }: PrerenderedPage): string {
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </AppProviders>,
  );
}
