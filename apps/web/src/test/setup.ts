import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

// jsdom does not implement the pseudo-element argument; Mantine's guide drops it.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  // Mantine keeps notifications in a module-level store that outlives the rendered tree.
  notifications.clean();
  localStorage.clear();
  document.title = '';
});
