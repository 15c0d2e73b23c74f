import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanCode } from '@costeo/domain/plans';
import { TOKENS } from '../../test/fixtures.ts';
import { serveAccount, type Usage } from '../../test/handlers/subscriptions.ts';
import { renderApp } from '../../test/render-app.tsx';
import { http } from 'msw';
import { requestsTo, server } from '../../test/server.ts';
import { answerError } from '../../test/handlers/respond.ts';
import { QUOTA_INFO_URL } from '../../api/urls.ts';

async function openUserMenu(plan: PlanCode = 'free', usage?: Usage) {
  serveAccount({ plan, usage });
  const view = renderApp('/dashboard', { tokens: TOKENS });
  await view.user.click(await screen.findByRole('button', { name: 'marta' }));
  const menu = await screen.findByRole('menu');
  const usageSection = await within(menu).findByRole('group', { name: 'Uso actual' });
  await within(usageSection).findByText('Ingredientes');
  return { ...view, menu, usageSection };
}

/** The row of one resource in 'Uso actual' (its `data-state` carries the usage state). */
function usageRow(section: HTMLElement, label: 'Ingredientes' | 'Recetas') {
  const row = within(section).getByText(label).closest<HTMLElement>('[data-state]');
  if (!row) throw new Error(`No usage row for ${label}`);
  return row;
}

describe('user menu: plan badge and usage (SPEC §2, §4, §9)', () => {
  it.each([
    ['free', 'Gratuito'],
    ['pro', 'Pro'],
    ['business', 'Business'],
  ] as const)(
    'SPEC §2: the user menu shows the username with the %s plan badge "%s"',
    async (code, name) => {
      const { menu } = await openUserMenu(code);
      const badge = await within(menu).findByText(name);
      expect(badge.closest('[data-plan]')).toHaveAttribute('data-plan', code);
      expect(within(menu).getByText('marta')).toBeInTheDocument();
    },
  );

  it('SPEC §2: the three plan badges have distinct colours', async () => {
    const colours = new Set<string>();
    for (const code of ['free', 'pro', 'business'] as const) {
      const { menu, unmount } = await openUserMenu(code);
      const badge = within(menu)
        .getAllByText(/^(Gratuito|Pro|Business)$/)[0]!
        .closest<HTMLElement>('[data-plan]')!;
      colours.add(badge.style.getPropertyValue('--badge-bg'));
      unmount();
    }
    expect(colours.size).toBe(3);
  });

  it("SPEC §2: 'Uso actual' shows used / limit for Ingredientes and for Recetas", async () => {
    const { usageSection } = await openUserMenu('free', {
      ingredient_instances: 12,
      recipes: 3,
    });
    expect(within(usageRow(usageSection, 'Ingredientes')).getByText('12 / 50')).toBeInTheDocument();
    expect(within(usageRow(usageSection, 'Recetas')).getByText('3 / 20')).toBeInTheDocument();
    expect(
      within(usageSection).getByRole('progressbar', { name: 'Uso de Ingredientes', hidden: true }),
    ).toHaveAttribute('aria-valuenow', '24');
    expect(
      within(usageSection).getByRole('progressbar', { name: 'Uso de Recetas', hidden: true }),
    ).toHaveAttribute('aria-valuenow', '15');
    // A progressbar may not sit in a role="menu" (axe): the bars are hidden, the text says it.
    expect(within(usageSection).queryAllByRole('progressbar')).toHaveLength(0);
    expect(requestsTo('GET', QUOTA_INFO_URL).length).toBeGreaterThan(0);
  });

  it('SPEC §2: the bar is capped at 100 % (60 / 50 → 100)', async () => {
    const { usageSection } = await openUserMenu('free', { ingredient_instances: 60, recipes: 0 });
    expect(within(usageSection).getByText('60 / 50')).toBeInTheDocument();
    expect(
      within(usageSection).getByRole('progressbar', { name: 'Uso de Ingredientes', hidden: true }),
    ).toHaveAttribute('aria-valuenow', '100');
  });

  it('SPEC §4/§9: near limit at 80 % (40 / 50) is flagged: data-state, colour and a text hint', async () => {
    const { usageSection } = await openUserMenu('free', { ingredient_instances: 40, recipes: 15 });
    const ingredients = usageRow(usageSection, 'Ingredientes');
    expect(ingredients).toHaveAttribute('data-state', 'near_limit');
    expect(within(ingredients).getByText('Cerca del límite')).toBeInTheDocument();
    const bar = within(ingredients).getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('data-state', 'near_limit');
    expect(bar.style.getPropertyValue('--progress-section-color')).toContain('orange');
    expect(bar).toHaveAccessibleName('Uso de Ingredientes');
    expect(bar).toHaveAttribute('aria-valuetext', '40 de 50 (cerca del límite)');
    // 15 / 20 = 75 %: still normal.
    expect(usageRow(usageSection, 'Recetas')).toHaveAttribute('data-state', 'normal');
  });

  it('SPEC §4/§9: 79 % (39 / 50) is not near the limit', async () => {
    const { usageSection } = await openUserMenu('free', { ingredient_instances: 39, recipes: 0 });
    const ingredients = usageRow(usageSection, 'Ingredientes');
    expect(ingredients).toHaveAttribute('data-state', 'normal');
    expect(within(ingredients).queryByText('Cerca del límite')).toBeNull();
    expect(within(ingredients).getByRole('progressbar', { hidden: true })).toHaveAttribute(
      'aria-valuenow',
      '78',
    );
  });

  it.each([
    [50, 20],
    [51, 25],
  ])(
    'SPEC §4: at limit (%i / 50 ingredients, %i / 20 recipes) is flagged in red',
    async (ingredients, recipes) => {
      const { usageSection } = await openUserMenu('free', {
        ingredient_instances: ingredients,
        recipes,
      });
      for (const label of ['Ingredientes', 'Recetas'] as const) {
        const row = usageRow(usageSection, label);
        expect(row).toHaveAttribute('data-state', 'at_limit');
        expect(within(row).getByText('Límite alcanzado')).toBeInTheDocument();
        const bar = within(row).getByRole('progressbar', { hidden: true });
        expect(bar).toHaveAttribute('aria-valuenow', '100');
        expect(bar.style.getPropertyValue('--progress-section-color')).toContain('red');
      }
    },
  );

  it("SPEC §2/§9: a limit of -1 shows 'used / ilimitados' and no bar", async () => {
    const { usageSection } = await openUserMenu('business', {
      ingredient_instances: 812,
      recipes: 240,
    });
    const ingredients = usageRow(usageSection, 'Ingredientes');
    expect(within(ingredients).getByText('812 / ilimitados')).toBeInTheDocument();
    expect(ingredients).toHaveAttribute('data-state', 'normal');
    expect(
      within(usageRow(usageSection, 'Recetas')).getByText('240 / ilimitados'),
    ).toBeInTheDocument();
    expect(within(usageSection).queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it("SPEC §2: the menu lists 'Uso actual', then 'Gestionar Suscripción', then 'Cerrar Sesión'", async () => {
    const { menu } = await openUserMenu();
    const items = within(menu).getAllByRole('menuitem');
    // 'Mi perfil' (beyond §2) comes after the items §2 names, which keep their order.
    expect(items.map((item) => item.textContent)).toEqual([
      'Gestionar Suscripción',
      'Cerrar Sesión',
      'Mi perfil',
    ]);
    const usage = within(menu).getByRole('group', { name: 'Uso actual' });
    expect(
      usage.compareDocumentPosition(items[0]!) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("'Mi perfil' opens /perfil titled 'Mi perfil - Costeo'", async () => {
    const { user, menu, router } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Mi perfil' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/perfil');
    await waitFor(() => {
      expect(document.title).toBe('Mi perfil - Costeo');
    });
  });

  it("SPEC §2: 'Gestionar Suscripción' opens the upgrade modal titled 'Gestionar Suscripción'", async () => {
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Gestionar Suscripción' }));
    expect(
      await screen.findByRole('dialog', { name: 'Gestionar Suscripción' }),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
  });

  it('SPEC §2: with usage loaded, the menu still closes on a click outside it', async () => {
    const { user } = await openUserMenu('free', { ingredient_instances: 40, recipes: 3 });
    await user.click(screen.getByRole('heading', { level: 1, name: 'Dashboard' }));
    await waitFor(() => {
      expect(screen.queryByRole('menu')).toBeNull();
    });
    expect(screen.getByRole('button', { name: 'marta' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('SPEC §2: the plan badge shows beside the username in the navbar, without opening the menu', async () => {
    serveAccount();
    const { user } = renderApp('/dashboard', { tokens: TOKENS });
    const button = await screen.findByRole('button', { name: 'marta' });
    expect(await within(button).findByText('Gratuito')).toBeInTheDocument();
    expect(requestsTo('GET', QUOTA_INFO_URL)).toHaveLength(1);
    await user.click(button);
    expect(await screen.findByText('12 / 50')).toBeInTheDocument();
  });

  it('a usage load failure says so in the menu without breaking it', async () => {
    serveAccount();
    server.use(http.get(QUOTA_INFO_URL, () => answerError(500, { detail: 'Error' })));
    const { user } = renderApp('/dashboard', { tokens: TOKENS, noRetry: true });
    await user.click(await screen.findByRole('button', { name: 'marta' }));
    expect(await screen.findByText('No se ha podido cargar tu uso actual.')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Gestionar Suscripción' })).toBeInTheDocument();
  });
});
