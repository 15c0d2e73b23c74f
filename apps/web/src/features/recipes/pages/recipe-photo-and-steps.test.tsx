import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PHOTO_FILE_TOO_LARGE,
  PHOTO_UNSUPPORTED_TYPE,
} from '@costeo/domain/contracts/recipe-photos';
import { TOKENS } from '../../../test/fixtures.ts';
import { addRecipePhotoRoutes } from '../../../test/recipe-photo-api.ts';
import { createRecipesApi, RECIPE_URLS } from '../../../test/recipes-api.ts';
import { FONDO, SOPA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const SLOW = { timeout: 20_000 };
const PHOTO_URL = `/api/recipes/${SOPA.id}/photo/`;

async function openSopa() {
  const account = createRecipesApi({ recipes: [FONDO, SOPA] });
  addRecipePhotoRoutes(account);
  renderApp(`/recipes/${SOPA.id}`, { tokens: TOKENS, api: account.api, noRetry: true });
  await screen.findByRole('heading', { name: 'Foto' }, { timeout: 8000 });
  // The file picker takes any file here: the server judges the bytes (applyAccept off).
  return { ...account, user: userEvent.setup({ applyAccept: false }) };
}

const photoCard = () => screen.getByRole('heading', { name: 'Foto' }).closest('div') as HTMLElement;
const jpeg = (size = 2048) =>
  new File([new Uint8Array(size).fill(0xff)], 'IMG_0001.jpg', { type: 'image/jpeg' });

describe('Detalle de Receta: the recipe photo (issue 16)', SLOW, () => {
  it('uploads a photo, shows it from the blob fetched with the token, removes it after confirming', async () => {
    const { api, user } = await openSopa();
    expect(screen.getByText('Sin foto')).toBeInTheDocument();

    await user.upload(screen.getByTestId('recipe-photo-input'), jpeg());
    const image = await screen.findByRole('img', { name: 'Foto de Sopa de cebolla' });
    // The JPEG's bytes (FF D8 FF) as the fake API sent them.
    expect(image).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/');
    const [put] = api.requestsTo('PUT', PHOTO_URL);
    expect((put?.body as { content_base64: string }).content_base64).toMatch(/^\/\/\/\//);
    const [get] = api.requestsTo('GET', PHOTO_URL);
    expect(get?.authorization).toBe(`Bearer ${TOKENS.access}`);
    expect(get?.config.params).toMatchObject({ size: 'full' });
    expect(get?.config.responseType).toBe('blob');

    expect(screen.getByRole('button', { name: 'Cambiar foto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar la foto' });
    expect(dialog).toHaveTextContent('¿Quitar la foto de «Sopa de cebolla»?');
    expect(api.requestsTo('DELETE', PHOTO_URL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar foto' }));
    await waitFor(() => {
      expect(api.requestsTo('DELETE', PHOTO_URL)).toHaveLength(1);
    });
    expect(await screen.findByText('Sin foto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir foto' })).toBeInTheDocument();
  });

  it("shows the server's Spanish refusal of a file that is not a photo, and refuses over 10 MB before sending", async () => {
    const { api, user } = await openSopa();
    const pdf = new File(['%PDF-1.7 factura'], 'factura.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('recipe-photo-input'), pdf);
    expect(await within(photoCard()).findByRole('alert')).toHaveTextContent(PHOTO_UNSUPPORTED_TYPE);

    await user.upload(screen.getByTestId('recipe-photo-input'), jpeg(10 * 1024 * 1024 + 1));
    expect(within(photoCard()).getByRole('alert')).toHaveTextContent(PHOTO_FILE_TOO_LARGE);
    expect(api.requestsTo('PUT', PHOTO_URL)).toHaveLength(1);
    expect(screen.getByText('Sin foto')).toBeInTheDocument();
  });
});

describe('Detalle de Receta: Preparación is saved with the recipe (issue 16)', SLOW, () => {
  it('writes the steps into instructions, one per line, with Guardar', async () => {
    const { api, user } = await openSopa();
    await user.click(screen.getByRole('button', { name: 'Añadir paso' }));
    await user.type(screen.getByRole('textbox', { name: 'Paso 1' }), 'Pochar la cebolla.{Enter}');
    await user.keyboard('Mojar con el fondo.');
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(api.requestsTo('PUT', RECIPE_URLS.recipe(SOPA.id))).toHaveLength(1);
    });
    const [put] = api.requestsTo('PUT', RECIPE_URLS.recipe(SOPA.id));
    expect(put?.body).toMatchObject({ instructions: 'Pochar la cebolla.\nMojar con el fondo.' });
  });
});
