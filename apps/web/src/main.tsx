import './app/zod-without-eval.ts';
import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot, whenRouterReady } from './app/app-root.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { registerServiceWorker } from './app/service-worker.ts';
import { connectSession } from './app/session.ts';
import { useAuthStore } from './features/auth/stores/auth-store.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
const router = createAppRouter();
connectSession({ navigate: (to) => void router.navigate(to, { replace: true }), queryClient });
registerServiceWorker();

/** The attribute the build puts on the prerendered fields and buttons (vite.config.ts). */
const LOCK = 'data-prerender-lock';

/** Once hydrated, the prerendered fields and buttons take input. */
function UnlockPrerendered({ children }: { children: ReactNode }) {
  useEffect(() => {
    for (const element of document.querySelectorAll(`[${LOCK}]`)) {
      element.removeAttribute(element.getAttribute(LOCK) ?? '');
      element.removeAttribute(LOCK);
    }
  }, []);
  return children;
}

const app = <AppRoot router={router} queryClient={queryClient} />;

// /, /login and /registro arrive prerendered (vite.config.ts, app/prerender.tsx): once the page's
// code is loaded, React takes over that markup (hydration) instead of building it again. The
// markup is an anonymous visitor's: for a signed-in one (sent from /login to /dashboard…) the app
// renders afresh over it.
if (rootElement.hasChildNodes()) {
  void whenRouterReady(router).then(() => {
    if (useAuthStore.getState().isAuthenticated) {
      createRoot(rootElement).render(app);
      return;
    }
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (which is already on screen).
    startTransition(() => {
      hydrateRoot(rootElement, <UnlockPrerendered>{app}</UnlockPrerendered>, {
        // A difference (a bug) makes React render the page again from scratch: still correct.
        onRecoverableError: (error) => {
          console.warn('Costeo: la página prerenderizada no coincide', error);
        },
      });
    });
  });
} else {
  createRoot(rootElement).render(app);
}
