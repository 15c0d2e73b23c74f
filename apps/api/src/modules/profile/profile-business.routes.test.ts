import { LOGO_CONTENT_TYPE } from '@costeo/domain/contracts/business-logo';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { photoJpeg, pngBomb } from '../../../test/photo-fixtures.ts';
import { setupApi } from '../../../test/setup-api.ts';

/*
 * Mi perfil's "Datos del negocio" (issue 31): what the business's documents print. The NIF/CIF is
 * checked with its control character and the message says what is wrong; the logo goes through
 * the worker pool like a recipe photo and stays a PNG, transparency kept.
 */

const api = setupApi();
let user: TestUser;
beforeAll(async () => {
  user = await api.user({ username: 'restaurante', email: 'dueno@example.com' });
});

const patch = (payload: object) => api.as(user).patch('profile/', payload);

describe('PATCH /api/profile/ with the business', () => {
  it('stores the details, the NIF/CIF normalised, and the quotes’ defaults', async () => {
    const response = await patch({
      legal_name: '  Taberna El Ganso S.L. ',
      tax_id: 'es b-46.123.451',
      address: 'Calle de Ponzano 12, 28010 Madrid',
      phone: '+34 (91) 012-34-56',
      business_email: 'hola@elganso.es',
      quote_validity_days: 45,
      quote_deposit_pct: '25,5',
      quote_payment_terms: 'Transferencia a 7 días.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      business: {
        legal_name: 'Taberna El Ganso S.L.',
        tax_id: 'B46123451',
        address: 'Calle de Ponzano 12, 28010 Madrid',
        phone: '+34 (91) 012-34-56',
        email: 'hola@elganso.es',
      },
      quote_defaults: {
        validity_days: 45,
        deposit_pct: '25.50',
        payment_terms: 'Transferencia a 7 días.',
      },
    });
    // An empty NIF and e-mail clear them.
    const cleared = await patch({ tax_id: '', business_email: '' });
    expect(cleared.json()).toMatchObject({ business: { tax_id: '', email: '' } });
  });

  it.each([
    [
      { tax_id: '12345678A' },
      'tax_id',
      'La letra del NIF no es correcta: para 12345678 corresponde la Z, no la A. Revisa las cifras.',
    ],
    [
      { tax_id: 'B46123452' },
      'tax_id',
      'El carácter de control del CIF no es correcto: para B4612345 corresponde el 1, no «2». Revisa que no falte ni sobre una cifra.',
    ],
    [
      { tax_id: 'B461234' },
      'tax_id',
      'Un CIF tiene una letra, 7 cifras y un carácter de control (p. ej. B12345674). Has escrito 7 caracteres.',
    ],
    [
      { phone: '91 23' },
      'phone',
      'Introduce un teléfono válido: entre 9 y 15 cifras, con prefijo si quieres (p. ej. +34 910 123 456).',
    ],
    [
      { business_email: 'hola@' },
      'business_email',
      'Introduce una dirección de correo electrónico válida.',
    ],
    [
      { quote_validity_days: 0 },
      'quote_validity_days',
      'Indica un número entero de días entre 1 y 365.',
    ],
    [
      { quote_deposit_pct: '120' },
      'quote_deposit_pct',
      'Asegúrate de que este valor es menor o igual a 100.',
    ],
  ])(
    'refuses %j with a Spanish message on %s, and keeps what was stored',
    async (body, field, message) => {
      const before = (await api.as(user).get('profile/my_stats/')).json<object>();
      const response = await patch(body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ [field]: [message] });
      expect((await api.as(user).get('profile/my_stats/')).json()).toEqual(before);
    },
  );
});

describe('/api/profile/logo/', () => {
  const upload = (bytes: Buffer) =>
    api.as(user).put('profile/logo/', { content_base64: bytes.toString('base64') });

  it('keeps a PNG with transparency a PNG, fitted in 800 × 400, and serves it', async () => {
    const logo = await sharp({
      create: { width: 1600, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        { input: { create: { width: 400, height: 400, channels: 4, background: '#1b5e20' } } },
      ])
      .png()
      .toBuffer();
    const put = await upload(logo);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ width: 800, height: 200 });
    const profile = (await api.as(user).get('profile/my_stats/')).json<{
      logo_updated_at: string;
    }>();
    expect(profile.logo_updated_at).toBe(put.json<{ logo_updated_at: string }>().logo_updated_at);
    const served = await api.as(user).get(`profile/logo/?v=${profile.logo_updated_at}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(LOGO_CONTENT_TYPE);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 800, height: 200, hasAlpha: true });
    // Its transparent sides stay transparent; the green square in the middle stays opaque.
    const { data, info } = await sharp(served.rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
    expect(alphaAt(50, 100)).toBe(0);
    expect(alphaAt(750, 100)).toBe(0);
    expect(alphaAt(400, 100)).toBe(255);
    const etag = served.headers.etag ?? '';
    const again = await api.app.inject({
      method: 'GET',
      url: '/api/profile/logo/',
      headers: { ...user.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });

  it('re-encodes a JPEG as PNG too', async () => {
    const put = await upload(await photoJpeg());
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ width: 800, height: 400 });
    const served = await api.as(user).get('profile/logo/');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  it('refuses what is not an image, and a decompression bomb, in Spanish', async () => {
    const text = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      content_base64: ['Tipo de archivo no admitido: sube el logotipo en PNG, JPEG o WebP.'],
    });
    const bomb = await upload(pngBomb());
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({
      content_base64: [
        'El logotipo tiene demasiados píxeles (máximo 40 megapíxeles). Redúcelo y vuelve a subirlo.',
      ],
    });
  });

  it('removes it; then there is none (404) and removing again is 404', async () => {
    expect((await api.as(user).delete('profile/logo/')).statusCode).toBe(204);
    const profile = (await api.as(user).get('profile/my_stats/')).json<{
      logo_updated_at: string | null;
    }>();
    expect(profile.logo_updated_at).toBeNull();
    expect((await api.as(user).get('profile/logo/')).statusCode).toBe(404);
    expect((await api.as(user).delete('profile/logo/')).statusCode).toBe(404);
  });

  it('is the account’s own: 401 without a token', async () => {
    expect((await api.as(null).get('profile/logo/')).statusCode).toBe(401);
    expect((await api.as(null).delete('profile/logo/')).statusCode).toBe(401);
  });
});
