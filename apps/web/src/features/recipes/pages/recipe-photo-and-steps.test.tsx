import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  PHOTO_FILE_TOO_LARGE,
  PHOTO_UNSUPPORTED_TYPE,
} from '@costeo/domain/contracts/recipe-photos';
import { TOKENS } from '../../../test/fixtures.ts';
import { PHOTO_BYTES, serveRecipePhotos } from '../../../test/handlers/recipe-photos.ts';
import { serveRecipes } from '../../../test/handlers/recipes.ts';
import { FONDO, SOPA } from '../../../test/recipes-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { requestsTo } from '../../../test/server.ts';
import { recipeUrl } from '../../../api/urls.ts';

const PHOTO_URL = `/api/recipes/${SOPA.id}/photo/`;

async function openSopa() {
  const account = serveRecipes({ recipes: [FONDO, SOPA] });
  serveRecipePhotos(account);
  renderApp(`/recipes/${SOPA.id}`, { tokens: TOKENS, noRetry: true });
  await screen.findByRole('heading', { name: 'Foto' });
  // The file picker takes any file here: the server judges the bytes (applyAccept off).
  return { ...account, user: userEvent.setup({ applyAccept: false }) };
}

const photoCard = () => screen.getByRole('heading', { name: 'Foto' }).closest('div') as HTMLElement;
const jpeg = (size = 2048) =>
  new File([new Uint8Array(size).fill(0xff)], 'IMG_0001.jpg', { type: 'image/jpeg' });

describe('Detalle de Receta: the recipe photo (issue 16)', () => {
  it('uploads a photo, shows it from the blob fetched with the token, removes it after confirming', async () => {
    const { user } = await openSopa();
    expect(screen.getByText('Sin foto')).toBeInTheDocument();

    await user.upload(screen.getByTestId('recipe-photo-input'), jpeg());
    const image = await screen.findByRole('img', { name: 'Foto de Sopa de cebolla' });
    // The photo's bytes as the server sent them.
    expect(image).toHaveAttribute('src', `data:image/jpeg;base64,${btoa(PHOTO_BYTES)}`);
    const [put] = requestsTo('PUT', PHOTO_URL);
    expect((put?.body as { content_base64: string }).content_base64).toMatch(/^\/\/\/\//);
    const [get] = requestsTo('GET', PHOTO_URL);
    expect(get?.authorization).toBe(`Bearer ${TOKENS.access}`);
    expect(get?.params).toMatchObject({ size: 'full' });
    // Read as a blob: the image above is the data URL of the answer's bytes.

    expect(screen.getByRole('button', { name: 'Cambiar foto' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Quitar la foto' });
    expect(dialog).toHaveTextContent('¿Quitar la foto de «Sopa de cebolla»?');
    expect(requestsTo('DELETE', PHOTO_URL)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Quitar foto' }));
    await waitFor(() => {
      expect(requestsTo('DELETE', PHOTO_URL)).toHaveLength(1);
    });
    expect(await screen.findByText('Sin foto')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir foto' })).toBeInTheDocument();
  });

  it("shows the server's Spanish refusal of a file that is not a photo, and refuses over 10 MB before sending", async () => {
    const { user } = await openSopa();
    const pdf = new File(['%PDF-1.7 factura'], 'factura.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('recipe-photo-input'), pdf);
    expect(await within(photoCard()).findByRole('alert')).toHaveTextContent(PHOTO_UNSUPPORTED_TYPE);

    await user.upload(screen.getByTestId('recipe-photo-input'), jpeg(10 * 1024 * 1024 + 1));
    expect(within(photoCard()).getByRole('alert')).toHaveTextContent(PHOTO_FILE_TOO_LARGE);
    expect(requestsTo('PUT', PHOTO_URL)).toHaveLength(1);
    expect(screen.getByText('Sin foto')).toBeInTheDocument();
  });
});

/**
 * Writes Preparación's steps with its own controls: "Añadir paso", then each text into the step
 * that has the focus, Enter starting the next one. Each text is pasted, not typed key by key: on
 * the whole recipe page every key re-renders the editor (tens of ms each), and what is checked
 * here is the recipe those steps make; the typing itself is recipe-steps-field.test.tsx's.
 */
async function writeSteps(user: UserEvent, steps: string[]) {
  await user.click(screen.getByRole('button', { name: 'Añadir paso' }));
  for (const [index, step] of steps.entries()) {
    if (index > 0) await user.keyboard('{Enter}');
    await user.paste(step);
  }
}

describe('Detalle de Receta: Preparación is saved with the recipe (issue 16)', () => {
  it('written steps mark the recipe «Cambios sin guardar»', async () => {
    const { user } = await openSopa();
    await writeSteps(user, ['Pochar la cebolla.', 'Mojar con el fondo.']);
    expect(screen.getByRole('status')).toHaveTextContent('Cambios sin guardar');
  });

  it('writes the steps into instructions, one per line, with Guardar', async () => {
    const { user } = await openSopa();
    await writeSteps(user, ['Pochar la cebolla.', 'Mojar con el fondo.']);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await waitFor(() => {
      expect(requestsTo('PUT', recipeUrl(SOPA.id))).toHaveLength(1);
    });
    const [put] = requestsTo('PUT', recipeUrl(SOPA.id));
    expect(put?.body).toMatchObject({ instructions: 'Pochar la cebolla.\nMojar con el fondo.' });
  });
});
