/**
 * The time limits of every test of the repository, in one place (issue 29): the domain, web and
 * API suites (Vitest) and the browser journeys (Playwright). They are generous on purpose: a
 * loaded machine must never fail a test that is only slow. A test waits for a state (findBy…,
 * waitFor, expect.poll, Playwright's web-first assertions), never for a fixed time; how fast
 * things are is measured in the benchmarks (`npm run bench`, `bench:http`, `bench:hostile`).
 */

/** One test, or one of its hooks, from start to end. */
export const TEST_TIMEOUT_MS = 180_000;

/** One wait for a state: Testing Library's findBy…/waitFor, Playwright's expect, expect.poll. */
export const WAIT_TIMEOUT_MS = 20_000;

/**
 * A real process a test starts (the server, the CLI) to answer or finish: a new embedded database
 * is initialised, migrated and seeded first, which a loaded 2-core machine can stretch.
 */
export const PROCESS_TIMEOUT_MS = 90_000;
