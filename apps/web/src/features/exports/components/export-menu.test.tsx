import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../app/query-client.ts';
import { createFakeApi, type FakeApi } from '../../../test/fake-api.ts';
import { recipeExportItems, recipesExportItems } from '../lib/export-items.ts';
import { ExportMenu, type ExportAccess } from './export-menu.tsx';

const MESSAGE = 'Esta funcionalidad requiere un plan Pro o superior.';
const PDF_URL = '/api/recipes/7/export/pdf/';

function access(locked: boolean | null) {
  const openUpgrade = vi.fn<(message: string) => void>();
  return { locked, lockedMessage: MESSAGE, openUpgrade } satisfies ExportAccess;
}

function renderMenu(props: Parameters<typeof ExportMenu>[0], api: FakeApi = createFakeApi()) {
  api.install();
  const queryClient = createQueryClient();
  const user = userEvent.setup({ delay: null });
  render(
    <AppProviders queryClient={queryClient} env="test">
      <ExportMenu {...props} />
    </AppProviders>,
  );
  return { user, api };
}

const saved: { name: string; type: string }[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => `blob:${blob.type}`);
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
    const { user, api } = renderMenu({ items: recipesExportItems(), access: plan });
    const button = screen.getByRole('button', {
      name: 'Exportar (requiere un plan Pro o superior)',
    });
    expect(button.querySelector('.tabler-icon-lock')).not.toBeNull();
    await user.click(button);
    expect(plan.openUpgrade).toHaveBeenCalledWith(MESSAGE);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('a 403 feature_not_available from the server (plan not loaded yet) opens the upgrade modal too', async () => {
    const plan = access(null);
    const api = createFakeApi();
    const refusal = {
      detail: MESSAGE,
      code: 'feature_not_available',
      feature: 'exports',
      required_plan: 'pro',
    };
    api.on('GET', PDF_URL, {
      status: 403,
      data: new Blob([JSON.stringify(refusal)], { type: 'application/json' }),
    });
    const { user } = renderMenu({ items: recipeItems, access: plan }, api);
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
    const api = createFakeApi();
    api.on('GET', PDF_URL, {
      status: 200,
      data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      headers: {
        'content-type': 'application/pdf',
        'content-disposition':
          'attachment; filename="ficha-tecnica-crema-de-calabaza-2026-11-23.pdf"; filename*=UTF-8\'\'ficha-tecnica-crema-de-calabaza-2026-11-23.pdf',
      },
    });
    const plan = access(false);
    const { user } = renderMenu({ items: recipeItems, access: plan }, api);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const item = await screen.findByRole('menuitem', { name: /Ficha técnica \(PDF\)/ });
    expect(item).toHaveTextContent('Escandallo para 8 raciones');
    await user.click(item);

    await waitFor(() => {
      expect(saved).toEqual([
        { name: 'ficha-tecnica-crema-de-calabaza-2026-11-23.pdf', type: 'blob:application/pdf' },
      ]);
    });
    const [request] = api.requestsTo('GET', PDF_URL);
    expect(request?.config.params).toEqual({ servings: 8 });
    expect(request?.config.responseType).toBe('blob');
    expect(plan.openUpgrade).not.toHaveBeenCalled();
  });

  it('offers the recipes workbook, its breakdown and the allergen matrix', async () => {
    const api = createFakeApi();
    api.on('GET', '/api/exports/recipes/xlsx/', {
      status: 200,
      data: new Blob(['PK'], { type: 'application/octet-stream' }),
    });
    const { user } = renderMenu({ items: recipesExportItems(), access: access(false) }, api);
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
    expect(api.requestsTo('GET', '/api/exports/recipes/xlsx/')[0]?.config.params).toEqual({
      breakdown: true,
    });
  });

  it("saves one recipe's breakdown under the recipe's name", async () => {
    const api = createFakeApi();
    api.on('GET', '/api/exports/recipes/xlsx/', {
      status: 200,
      data: new Blob(['PK'], { type: 'application/octet-stream' }),
    });
    const { user } = renderMenu({ items: recipeItems, access: access(false) }, api);
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
    const api = createFakeApi();
    api.on('GET', '/api/exports/allergens/pdf/', 'network-error');
    const { user } = renderMenu({ items: recipesExportItems(), access: access(false) }, api);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(await screen.findByRole('menuitem', { name: /Matriz de alérgenos/ }));
    expect(await screen.findByText('No se ha podido exportar')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
