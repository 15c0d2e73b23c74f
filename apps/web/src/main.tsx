import './app/zod-without-eval.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.tsx';
import { connectSession } from './app/session.ts';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

const queryClient = createQueryClient();
const router = createAppRouter();
connectSession({ navigate: (to) => void router.navigate(to, { replace: true }), queryClient });

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

// /, /login and /registro arrive prerendered (vite.config.ts): their markup stays until the page's
// code is loaded, then the app renders the same page over it. Rendering sooner would swap it for
// the loading fallback. As a transition, that render yields to the browser every few
// milliseconds instead of holding the main thread (the page is already on screen).
if (rootElement.hasChildNodes()) {
  const renderInTransition = () => {
    startTransition(() => render(rootElement));
  };
  if (router.state.initialized) renderInTransition();
  else {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      renderInTransition();
    });
  }
} else {
  render(rootElement);
}
