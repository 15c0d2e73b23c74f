import { expect, test } from '@playwright/test';
import { runAxe } from './support/axe.ts';

// Issue 29: the journeys' axe check runs axe itself (injected once per page, only the violations
// described). It must still find what it is there to find, and find it again on the same page.
test('the axe check finds serious and critical violations, again on the same page', async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="es"><head><title>Prueba</title></head>
    <body><main><h1>Prueba</h1><button></button><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#777;background:#888">Texto sin contraste</p></main></body></html>`);
  const found = async () =>
    (await runAxe(page)).violations.map((violation) => [violation.id, violation.impact]);
  const expected = [
    ['button-name', 'critical'],
    ['image-alt', 'critical'],
    ['color-contrast', 'serious'],
  ];
  expect(await found()).toEqual(expect.arrayContaining(expected));
  // A second check of the same page (axe already in it) finds them again.
  expect(await found()).toEqual(expect.arrayContaining(expected));
});
