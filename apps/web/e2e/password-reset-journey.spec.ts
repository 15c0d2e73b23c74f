import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe.ts';
import { uniqueUsername } from './support/session.ts';

// Issue 22 journey: "¿Has olvidado tu contraseña?" → the mail (the server without SMTP writes it to
// DATA_DIR/outbox/) → its link → a new password → the old one no longer logs in.

const oldPassword = 'pimenton-de-la-vera';
const newPassword = 'azafran-de-la-mancha';

/** The reset link of the newest mail to `address` in the outbox folder (the loop ticks every 10 s). */
async function resetLinkFor(address: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outbox).sort();
          } catch {
            return [];
          }
        })();
        for (const file of files.reverse()) {
          const raw = readFileSync(path.join(outbox, file), 'utf8');
          if (!raw.includes(`To: ${address}`)) continue;
          const text = raw
            .replace(/=\r?\n/g, '')
            .replace(/=([0-9A-F]{2})/g, (_m, hex: string) =>
              String.fromCharCode(parseInt(hex, 16)),
            );
          link = /https?:\/\/\S+\/restablecer\?token=[\w-]+/.exec(text)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { intervals: [500] },
    )
    .toBeDefined();
  return link ?? '';
}

/** A 1 × 1 transparent PNG: a logo as small as one can be. */
const TRANSPARENT_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

test('a cook who forgot the password gets a link by mail and sets a new one', async ({
  page,
  request,
}) => {
  // Six screens checked by axe, at two widths for Mi perfil: more than the default 30 s when the
  // 2-core machine runs two journeys at once.
  const username = uniqueUsername('olvido');
  const email = `${username}@example.com`;
  const registered = await request.post('/api/register/', {
    data: { username, email, password: oldPassword },
  });
  expect(registered.status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar$/);
  await expect(page).toHaveTitle('Recuperar contraseña - Costeo');
  await expectNoSeriousA11yViolations(page, 'recuperar');
  await page.getByLabel('Correo electrónico o usuario').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('status')).toContainText('Si existe una cuenta con esos datos');
  await expectNoSeriousA11yViolations(page, 'recuperar: enviado');

  await page.goto(await resetLinkFor(email));
  await expect(page).toHaveTitle('Restablecer contraseña - Costeo');
  await expectNoSeriousA11yViolations(page, 'restablecer');
  await page.getByLabel('Contraseña nueva').fill(newPassword);
  await page.getByLabel('Repite la contraseña').fill(newPassword);
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('status')).toContainText('Tu contraseña se ha cambiado');

  await page.getByRole('link', { name: 'Iniciar Sesión' }).first().click();
  await page.getByLabel('Usuario').fill(username);
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(oldPassword);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await page.getByRole('textbox', { name: 'Contraseña' }).fill(newPassword);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Not confirmed yet: the reminder shows.
  await expect(page.getByText('Confirma tu correo electrónico')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'dashboard con aviso');

  // Mi perfil → Correos: the weekly digest goes to a confirmed address; turned off, it stays off.
  await page.getByRole('button', { name: new RegExp(username, 'i') }).click();
  await page.getByRole('menuitem', { name: 'Mi perfil' }).click();
  const digest = page.getByRole('switch', { name: /Resumen semanal por correo/ });
  await expect(digest).toBeChecked();
  await expect(page.getByText(`Se envía a ${email} cuando confirmes la dirección.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Mi perfil');
  await digest.click();
  await expect(page.getByText('Ya no recibirás el resumen semanal.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: /Resumen semanal por correo/ })).not.toBeChecked();

  // Mi perfil → Datos del negocio (issue 31): a CIF with a wrong control digit says which one it
  // should be, and nothing is saved until it is right; then the logo, whose removal asks first.
  await page.getByLabel('Razón social').fill('Bar Olvido S.L.');
  await page.getByLabel('NIF/CIF').fill('B87412954');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText(/para B8741295 corresponde el 3, no «4»/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Mi perfil: NIF/CIF incorrecto');
  await page.getByLabel('NIF/CIF').fill('B87412953');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos guardados.')).toBeVisible();
  await page.getByTestId('business-logo-input').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(TRANSPARENT_PNG, 'base64'),
  });
  await expect(page.getByRole('img', { name: 'Logotipo del negocio' })).toBeVisible();
  await page.getByRole('button', { name: 'Quitar logotipo' }).click();
  const removal = page.getByRole('dialog', { name: 'Quitar el logotipo' });
  await expect(removal).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Mi perfil: quitar el logotipo');
  await removal.getByRole('button', { name: 'Cancelar' }).click();
  await expect(removal).toBeHidden();
  await page.getByLabel('Validez (días)').fill('20');
  await page.getByRole('button', { name: 'Guardar condiciones' }).click();
  await expect(page.getByText(/Condiciones guardadas/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Mi perfil with the business (1280 px)');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousA11yViolations(page, 'Mi perfil at 390 px');
});
