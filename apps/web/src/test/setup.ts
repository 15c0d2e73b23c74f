import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { resetServer, server, unhandledRequests } from './server.ts';

// Lazy routes import their chunk on first render; on a loaded 2-core CI machine that can take
// longer than Testing Library's default 1 s wait. A missing element still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs Mantine calls: https://mantine.dev/guides/vitest/
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {
    /* jsdom does no layout */
  }
  unobserve() {
    /* jsdom does no layout */
  }
  disconnect() {
    /* jsdom does no layout */
  }
}
window.ResizeObserver = ResizeObserverStub;

Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn();

// jsdom does not implement the pseudo-element argument; Mantine's guide drops it. The `web`
// project's files share their worker's window (isolate: false), so this file runs once per test
// file on the same window: wrap it once, not once more per file.
const WRAPPED = Symbol.for('costeo.getComputedStyle');
if (!Object.hasOwn(window, WRAPPED)) {
  Object.defineProperty(window, WRAPPED, { value: true });
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

// jsdom's Blob has no stream(), which undici's Response reads: MSW builds a Response of every XHR
// answer, and an answer read as a blob (photos, exports) is one of jsdom's Blobs.
if (typeof Blob.prototype.stream !== 'function') {
  Blob.prototype.stream = function stream(this: Blob) {
    const bytes = this.arrayBuffer();
    return new ReadableStream<Uint8Array<ArrayBuffer>>({
      async start(controller) {
        controller.enqueue(new Uint8Array(await bytes));
        controller.close();
      },
    });
  };
}

// Every request the app makes is answered by MSW (server.ts, handlers/): one it does not know is
// an error, never a silent pass to the network.
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

afterEach(() => {
  cleanup();
  // Mantine keeps notifications in a module-level store that outlives the rendered tree.
  notifications.clean();
  localStorage.clear();
  document.title = '';
  const unhandled = [...unhandledRequests];
  resetServer();
  if (unhandled.length > 0) {
    throw new Error(`Requests no MSW handler answered:\n${unhandled.join('\n')}`);
  }
});
