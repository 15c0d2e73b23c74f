import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { WAIT_TIMEOUT_MS } from '../../../../test-timeouts.ts';

// Issue 7: no serious or critical axe violation on any screen, drawer, menu or modal a journey
// visits. Violations are fixed in the components, never excluded here.
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * The axe-core that @axe-core/playwright brings (4.13; the root's 4.14 is Lighthouse's), the
 * source its AxeBuilder injects into a page.
 */
const requireFromAxeBuilder = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);
const AXE_SOURCE = (requireFromAxeBuilder('axe-core') as { source: string }).source;

/**
 * What the checks ask of axe: the WCAG 2.x A and AA rules and best practices, plus WCAG 2.5.3
 * Label in Name, which the axe 4.13 that @axe-core/playwright 4.13 brings still tags
 * 'experimental' and skips, while axe 4.14 (Lighthouse 12.8's) runs it under wcag21a (issue 15: it
 * found a plan card named only by its call to action). Only the violations are read, so axe
 * describes only them (`resultTypes`): the same rules run on the same nodes, but the nodes that
 * pass are not each given a selector and a summary (issue 29: a fifth of each check's time).
 */
const AXE_OPTIONS: RunOptions = {
  runOnly: {
    type: 'tag',
    values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
  },
  rules: { 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
};

/**
 * axe.run() on the page's document, as AxeBuilder's legacy mode does (the app has no frames; the
 * cross-origin frames that runPartial/finishRun exist for are not there). axe is injected once per
 * document and kept for the next checks of the same page (AxeBuilder injected it twice a check).
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(
      `axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`,
    );
  }
  return page.evaluate(
    (options) =>
      (
        window as unknown as {
          axe: { run: (context: Document, o: RunOptions) => Promise<AxeResults> };
        }
      ).axe.run(document, options),
    AXE_OPTIONS,
  );
}

/**
 * Runs axe (WCAG 2.x A and AA rules and best practices) on the page as it is now, and checks that
 * the page does not scroll sideways.
 */
export async function expectNoSeriousA11yViolations(page: Page, label: string) {
  // Mantine's enter transitions animate opacity (a modal's overlay fades in over the page): axe
  // would measure half-faded colours. Two frames painted let a transition the last action started
  // begin (a state, not a time); then wait for every running CSS transition and animation to end,
  // however long a loaded machine makes them take (endless ones, a spinner, are not waited for).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => {
          requestAnimationFrame(() => {
            resolve();
          });
        });
      }),
  );
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: WAIT_TIMEOUT_MS },
  );
  const results = await runAxe(page);
  const blocking = results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map(
        (node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`,
      ),
    }));
  // Soft: one run lists the violations of every screen of the journey, and still fails it.
  expect.soft(blocking, `axe: serious or critical violations on ${label}`).toEqual([]);
  await expectNoSidewaysScroll(page, label);
}

/**
 * Issue 31: no screen, drawer or modal scrolls sideways (at 390 px a menu editor was 676 px wide,
 * the user menu off screen). Checked with every axe check, on the page as it is, no new load.
 * On failure it names the deepest elements that stick out past the right edge, leaving out those
 * inside a box that scrolls or clips them (a table's own scroll box is fine).
 */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const edge = root.clientWidth + 0.5;
    // Whether a box between the element and the page scrolls or clips it: only the boxes of its
    // containing blocks do (an absolutely placed child escapes a scroll box that is not positioned:
    // the allergen matrix's hidden «Contiene» texts did).
    const clipped = (element: Element) => {
      let position = getComputedStyle(element).position;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body || parent === root || position === 'fixed') return false;
        const style = getComputedStyle(parent);
        if (position === 'absolute' && style.position === 'static') continue;
        if (style.overflowX !== 'visible') return true;
        position = style.position;
      }
      return false;
    };
    const describe = (element: Element) => {
      const name = element.getAttribute('aria-label') ?? element.textContent.trim().slice(0, 30);
      const classes = [...element.classList].slice(0, 2).join('.');
      const right = Math.round(element.getBoundingClientRect().right);
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} «${name}» right ${right} px`;
    };
    const sticking = [...document.body.querySelectorAll('*')].filter(
      (element) => element.getBoundingClientRect().right > edge && !clipped(element),
    );
    const deepest = sticking.filter(
      (element) => !sticking.some((other) => other !== element && element.contains(other)),
    );
    return {
      scrollWidth: root.scrollWidth,
      clientWidth: root.clientWidth,
      elements: deepest.slice(0, 6).map(describe),
    };
  });
  expect.soft(overflow, `sideways scroll on ${label}`).toBeNull();
}
