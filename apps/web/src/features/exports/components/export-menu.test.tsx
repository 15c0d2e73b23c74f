import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { recipeExportItems, recipesExportItems } from '../lib/export-items.ts';
import { ExportMenu, type ExportAccess } from './export-menu.tsx';
import { http, HttpResponse } from 'msw';
import { requests, requestsTo, server } from '../../../test/server.ts';
import { answerError, answerFile } from '../../../test/handlers/respond.ts';

const MESSAGE = 'Esta funcionalidad requiere un plan Pro o superior.';
const PDF_URL = '/api/recipes/7/export/pdf/';

function access(locked: boolean | null) {
  const openUpgrade = vi.fn<(message: string) => void>();
  return { locked, lockedMessage: MESSAGE, openUpgrade } satisfies ExportAccess;
}

function renderMenu(props: Parameters<typeof ExportMenu>[0]) {
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <ExportMenu {...props} />
    </AppProviders>,
  );
  return { user };
}

const saved: { name: string; type: string }[] = [];
let createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
beforeEach(() => {
  saved.length = 0;
  createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, type: this.href });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const recipeItems = recipeExportItems({ id: 7, name: 'Crema de calabaza', servings: 8 });

describe('ExportMenu on a plan without exports (SPEC.md §5)', () => {
  it('shows a locked "Exportar" that opens the upgrade modal with the plan message and downloads nothing', async () => {
    const plan = access(true);
    const { user } = renderMenu({ items: recipesExportItems(), access: plan });
    const button = screen.getByRole('button', {
      name: 'Exportar (requiere un plan Pro o superior)',
    });
    expect(button.querySelector('.tabler-icon-lock')).not.toBeNull();
    await user.click(button);
    expect(plan.openUpgrade).toHaveBeenCalledWith(MESSAGE);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('a 403 feature_not_available from the server (plan not loaded yet) opens the upgrade modal too', async () => {
    const plan = access(null);
    const refusal = {
      detail: MESSAGE,
      code: 'feature_not_available',
      feature: 'exports',
      required_plan: 'pro',
    } as const;
    server.use(http.get(PDF_URL, () => answerError(403, refusal)));
    const { user } = renderMenu({ items: recipeItems, access: plan });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: /Ficha técnica \(PDF\)/ }));
    await waitFor(() => {
      expect(plan.openUpgrade).toHaveBeenCalledWith(MESSAGE);
    });
    expect(saved).toHaveLength(0);
  });
});

describe('ExportMenu on Pro', () => {
  it('downloads the ficha técnica for the servings on screen, saved under the server’s file name', async () => {
    server.use(
      http.get(PDF_URL, () =>
        answerFile('%PDF-1.7', 'application/pdf', 'ficha-tecnica-crema-de-calabaza-2026-11-23.pdf'),
      ),
    );
    const plan = access(false);
    const { user } = renderMenu({ items: recipeItems, access: plan });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const item = await screen.findByRole('menuitem', { name: /Ficha técnica \(PDF\)/ });
    expect(item).toHaveTextContent('Escandallo para 8 raciones');
    await user.click(item);

    await waitFor(() => {
      expect(saved).toEqual([
        { name: 'ficha-tecnica-crema-de-calabaza-2026-11-23.pdf', type: 'blob:application/pdf' },
      ]);
    });
    const [request] = requestsTo('GET', PDF_URL);
    expect(request?.params).toEqual({ servings: '8' });
    // Read as a blob: the file saved is the Blob of the answer.
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(plan.openUpgrade).not.toHaveBeenCalled();
  });

  it('downloads the recipe’s food label, with no servings to scale (issue 21)', async () => {
    const labelUrl = '/api/recipes/7/export/label/pdf/';
    server.use(
      http.get(labelUrl, () =>
        answerFile('%PDF-1.7', 'application/pdf', 'etiqueta-crema-de-calabaza-2026-11-27.pdf'),
      ),
    );
    const { user } = renderMenu({ items: recipeItems, access: access(false) });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Ficha técnica (PDF)',
      'Etiqueta nutricional (PDF)',
      'Desglose de costes (Excel)',
    ]);
    await user.click(items[1]!);
    await waitFor(() => {
      expect(saved).toEqual([
        { name: 'etiqueta-crema-de-calabaza-2026-11-27.pdf', type: 'blob:application/pdf' },
      ]);
    });
    expect(requestsTo('GET', labelUrl)[0]?.params).toEqual({});
  });

  it('offers the recipes workbook, its breakdown and the allergen matrix', async () => {
    server.use(
      http.get('/api/exports/recipes/xlsx/', () => answerFile('PK', 'application/octet-stream')),
    );
    const { user } = renderMenu({ items: recipesExportItems(), access: access(false) });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Recetas (Excel)',
      'Recetas con desglose (Excel)',
      'Matriz de alérgenos (PDF)',
    ]);
    await user.click(items[1]!);
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    // No Content-Disposition readable: the contract's file name for today.
    expect(saved[0]?.name).toMatch(/^recetas-desglose-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(requestsTo('GET', '/api/exports/recipes/xlsx/')[0]?.params).toEqual({
      breakdown: 'true',
    });
  });

  it("saves one recipe's breakdown under the recipe's name", async () => {
    server.use(
      http.get('/api/exports/recipes/xlsx/', () => answerFile('PK', 'application/octet-stream')),
    );
    const { user } = renderMenu({ items: recipeItems, access: access(false) });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: /Desglose de costes/ }));
    await waitFor(() => {
      expect(saved).toHaveLength(1);
    });
    expect(saved[0]?.name).toMatch(/^desglose-crema-de-calabaza-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });

  it('tells the cook that unsaved changes are not in the file', async () => {
    const note = 'Se exporta la receta guardada: guarda antes los cambios.';
    const { user } = renderMenu({ items: recipeItems, access: access(false), note });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    expect(await screen.findByText(note)).toBeInTheDocument();
  });

  it('says so when the download fails', async () => {
    server.use(http.get('/api/exports/allergens/pdf/', () => HttpResponse.error()));
    const { user } = renderMenu({ items: recipesExportItems(), access: access(false) });
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: /Matriz de alérgenos/ }));
    expect(await screen.findByText('No se ha podido exportar')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
