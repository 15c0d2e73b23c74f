import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../test/fixtures.ts';
import { serveRecipes } from '../../test/handlers/recipes.ts';
import { FONDO, SOPA } from '../../test/recipes-fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { http } from 'msw';
import { recipePdfUrl } from '../../api/urls.ts';
import { requests, requestsTo, server } from '../../test/server.ts';
import { answerFile } from '../../test/handlers/respond.ts';

const LOCKED = 'Esta funcionalidad requiere un plan Pro o superior.';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('export actions composed in app/ (issue 11)', () => {
  it('Recetas on the free plan: "Exportar" is locked and opens Gestionar Suscripción with the SPEC §5 message', async () => {
    serveRecipes({ plan: 'free', recipes: [FONDO, SOPA] });
    const { user } = renderApp('/recipes', { tokens: TOKENS, noRetry: true });
    const locked = await screen.findByRole('button', {
      name: 'Exportar (requiere un plan Pro o superior)',
    });
    await user.click(locked);
    const modal = await screen.findByRole('dialog', { name: 'Gestionar Suscripción' });
    expect(within(modal).getByText(LOCKED)).toBeInTheDocument();
    expect(await within(modal).findByRole('button', { name: 'Cambiar a Pro' })).toBeInTheDocument();
    expect(requests.some((request) => request.path.includes('/export'))).toBe(false);
  });

  it('Detalle de Receta on Pro: the ficha técnica is asked for the servings the analysis shows', async () => {
    serveRecipes({ plan: 'pro', recipes: [FONDO, SOPA] });
    const url = recipePdfUrl(SOPA.id);
    server.use(http.get(url, () => answerFile('%PDF', 'application/pdf', 'ficha.pdf')));
    const { user } = renderApp(`/recipes/${SOPA.id}`, {
      tokens: TOKENS,
      noRetry: true,
    });
    await screen.findByRole('region', { name: 'Margen y food cost' });
    await user.click(screen.getByRole('tab', { name: 'Análisis de costes' }));
    const servings = await screen.findByRole('textbox', { name: 'Ver para (raciones)' });
    await user.clear(servings);
    await user.type(servings, '12');

    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const item = await screen.findByRole('menuitem', { name: /Ficha técnica \(PDF\)/ });
    expect(item).toHaveTextContent('Escandallo para 12 raciones');
    await user.click(item);
    await waitFor(() => {
      expect(requestsTo('GET', url)).toHaveLength(1);
    });
    const [request] = requestsTo('GET', url);
    expect(request?.params).toEqual({ servings: '12' });
    expect(request?.authorization).toBe(`Bearer ${TOKENS.access}`);
  });
});
