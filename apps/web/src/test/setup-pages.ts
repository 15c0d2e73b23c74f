import { beforeAll } from 'vitest';
import { TEST_TIMEOUT_MS } from '../../../../test-timeouts.ts';
import { loadPages } from './load-pages.ts';

// The `web` project's files share their worker's modules (isolate: false): every page is loaded
// before a file's tests, once per worker in fact (load-pages.ts). The `web-isolated` files load
// the pages they open themselves.
beforeAll(() => loadPages(), TEST_TIMEOUT_MS);
