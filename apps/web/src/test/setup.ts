import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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
