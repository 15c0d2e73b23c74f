/**
 * Issue 34: registers the service worker the build writes (vite.config.ts, vite-plugin-pwa), which
 * precaches the app's shell so a page opened online reloads offline. Only in a build: the dev
 * server has none. After the page has loaded, so it never competes with the first paint.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('Costeo: no se ha podido instalar el modo sin conexión', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
