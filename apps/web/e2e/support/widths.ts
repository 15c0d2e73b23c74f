import type { Page, TestInfo } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './axe.ts';

/** The two widths every journey checks: a laptop and a phone. */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * The screen as it is, at both widths: axe (with its no-sideways-scroll check) and a full-page
 * screenshot kept with the run's results (`{name}-{width}.png`), ending at `end`'s width.
 */
export async function checkBothWidths(
  page: Page,
  info: TestInfo,
  name: string,
  end: typeof DESKTOP | typeof PHONE = DESKTOP,
) {
  for (const size of end === DESKTOP ? [PHONE, DESKTOP] : [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expectNoSeriousA11yViolations(page, `${name} (${String(size.width)} px)`);
    await page.screenshot({
      path: info.outputPath(`${name}-${String(size.width)}.png`),
      fullPage: true,
    });
  }
}
