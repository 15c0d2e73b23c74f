import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure, getConfig, prettyDOM } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { WAIT_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import { resetServer, server, unhandledRequests } from './server.ts';

// Lazy routes import their chunk on first render; on a loaded 2-core CI machine that can take
// longer than Testing Library's default 1 s wait. One limit for every wait of the repository
// (test-timeouts.ts): a missing element still fails, only later.
configure({ asyncUtilTimeout: WAIT_TIMEOUT_MS });

// A failed query builds its error with a print of the whole DOM. Inside `findBy…` and `waitFor`
// (and user-event's actions, which run through the same wrapper) a query fails again and again
// until the page catches up, and printing the DOM each time was 7 % of the web tests' time. So
// there the error says only what was not found, and the DOM is printed once, when the wait gives
// up with that error. The web project's files share these modules: wrap them once.
const QUIET = Symbol.for('costeo.quietRetries');
const config = getConfig();
if (!(QUIET in config)) {
  const asyncWrapper = config.asyncWrapper.bind(config);
  const getElementError = config.getElementError.bind(config);
  let waits = 0;
  const quietWrapper = async <T>(callback: () => Promise<T>): Promise<T> => {
    waits += 1;
    try {
      return await asyncWrapper(callback);
    } catch (error) {
      if (error instanceof Error && error.name === 'TestingLibraryElementError') {
        Object.defineProperty(error, 'message', {
          value: `${error.message}\n\n${prettyDOM(document.body) || ''}`,
        });
      }
      throw error;
    } finally {
      waits -= 1;
    }
  };
  configure({
    asyncWrapper: quietWrapper,
    getElementError(message, container) {
      if (waits === 0) return getElementError(message, container);
      const error = new Error(message ?? '');
      error.name = 'TestingLibraryElementError';
      return error;
    },
  });
  Object.defineProperty(getConfig(), QUIET, { value: true });
}

// The DOM of the tests (happy-dom) does no layout; Mantine calls these: https://mantine.dev/guides/vitest/
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
    /* no layout in the tests' DOM */
  }
  unobserve() {
    /* no layout in the tests' DOM */
  }
  disconnect() {
    /* no layout in the tests' DOM */
  }
}
window.ResizeObserver = ResizeObserverStub;

Element.prototype.scrollIntoView = vi.fn();
window.scrollTo = vi.fn();

// The `web` project's files share their worker's window (isolate: false), so this file runs once
// per test file on the same window: wrap getComputedStyle once, not once more per file.
const WRAPPED = Symbol.for('costeo.getComputedStyle');
if (!Object.hasOwn(window, WRAPPED)) {
  Object.defineProperty(window, WRAPPED, { value: true });
  const getComputedStyle = window.getComputedStyle.bind(window);
  // Testing Library's role and name queries, Floating UI and Mantine's ScrollArea ask for the same
  // elements' styles again and again, two calls in three with the DOM unchanged (measured on the
  // menu and product form tests). So a style is kept until the document changes: the observer's
  // pending records, read synchronously on every call, tell whether anything (an attribute, a
  // class, a style, a node, a text) changed since. The pseudo-element argument is dropped, as
  // Mantine's guide does (https://mantine.dev/guides/vitest/).
  let styles = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    styles = new WeakMap();
  });
  changes.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  window.getComputedStyle = (element: Element) => {
    if (changes.takeRecords().length > 0) styles = new WeakMap();
    let style = styles.get(element);
    if (style === undefined) {
      style = withInitialDisplay(getComputedStyle(element));
      styles.set(element, style);
    }
    return style;
  };
}

/**
 * happy-dom's default stylesheet leaves `display` empty for the elements it does not list (a
 * <span>, a <label>), where CSS says the initial value, `inline`, applies. The accessible name and
 * description (dom-accessibility-api) put a space between two elements that are not inline, so
 * "19,00 €" and "/mes" in two spans read "19,00 € /mes" instead of "19,00 €/mes" as in a browser.
 */
function withInitialDisplay(style: CSSStyleDeclaration): CSSStyleDeclaration {
  return new Proxy(style, {
    get(target, property) {
      if (property === 'display') return target.display || 'inline';
      if (property === 'getPropertyValue') {
        return (name: string) => {
          const value = target.getPropertyValue(name);
          return name === 'display' && value === '' ? 'inline' : value;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

// A Blob without stream(), which undici's Response reads: MSW builds a Response of every XHR
// answer, and an answer read as a blob (photos, exports) is one of the tests' DOM's Blobs.
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
  sessionStorage.clear();
  document.title = '';
  const unhandled = [...unhandledRequests];
  resetServer();
  if (unhandled.length > 0) {
    throw new Error(`Requests no MSW handler answered:\n${unhandled.join('\n')}`);
  }
});
