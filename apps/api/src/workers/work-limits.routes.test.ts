import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_JWT_SECRET, testConfig } from '../../test/build-test-app.ts';
import { userOn } from '../../test/export-fixtures.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { base64, toCsv } from '../../test/import-fixtures.ts';
import { callApi } from '../../test/recipe-factories.ts';
import { buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { EXPORT_TIMED_OUT } from '../modules/exports/exports.service.ts';
import {
  IMPORT_TIMED_OUT,
  IMPORT_TOO_COMPLEX,
} from '../modules/ingredient-import/ingredient-import.service.ts';
import { PHOTO_TIMED_OUT, PHOTO_TOO_COMPLEX } from '@costeo/domain/contracts/recipe-photos';
import { invoiceFixture } from '../../test/fixtures/invoices/invoice-fixtures.ts';
import { photoJpeg } from '../../test/photo-fixtures.ts';
import { EXPORT_TOO_COMPLEX } from '../modules/exports/exports.service.ts';
import { INVOICE_LIMIT_WORDS } from '../modules/supplier-invoices/supplier-invoices.reader.ts';
import { createWorkPool, WorkLimitError, type WorkPool } from './pool.ts';

const csv = toCsv([['Cebolla', 'Verduras García', '', '10', 'kg', '12,00', '11']]);
const inspect = (app: FastifyInstance, user: TestUser, content = csv) =>
  callApi(app, user, 'POST', 'ingredient-import/inspect/', {
    file_name: 'tarifa.csv',
    content_base64: base64(content),
  });

async function appWith(work: WorkPool) {
  const database: Database = await createTestDatabase();
  const app = await buildApp({
    config: testConfig(),
    database,
    jwtSecret: TEST_JWT_SECRET,
    logger: false,
    services: { work },
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close(); // closes the pool too
      await database.close();
    },
  };
}

describe('one import or export in flight per user', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    t = await appWith(createWorkPool());
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers a second concurrent request 429 throttled with Retry-After, then lets the next in', async () => {
    const [ana, bea] = [await createUser(t.app), await createUser(t.app)];
    const [first, second, other] = await Promise.all([
      inspect(t.app, ana),
      inspect(t.app, ana),
      inspect(t.app, bea),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 429]);
    const refused = first.statusCode === 429 ? first : second;
    expect(refused.json()).toEqual({
      detail:
        'Ya tienes una importación o exportación en curso. Espera a que termine y vuelve a intentarlo.',
      code: 'throttled',
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    // Another user is not held back, and the guard is released when the request ends.
    expect(other.statusCode, other.body).toBe(200);
    const again = await inspect(t.app, ana);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('time limit of a task', () => {
  let t: Awaited<ReturnType<typeof appWith>>;
  let pool: WorkPool;
  beforeAll(async () => {
    pool = createWorkPool({ timeLimitMs: { import: 1 } });
    t = await appWith(pool);
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses an import that takes longer with a Spanish 400, and the pool still works', async () => {
    const big = toCsv(
      Array.from({ length: 1_999 }, (_, i) => [`Producto ${i}`, 'Prov', '', '1', 'kg', '1,00', '']),
    );
    const response = await inspect(t.app, await createUser(t.app), big);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ content_base64: [IMPORT_TIMED_OUT] });
    // The thread was terminated; a new one takes the next task (under the export limit, 10 s).
    const bytes = Buffer.from('Producto;Precio\nCebolla;1\n');
    const sheet = await pool.run('read-sheet', { bytes }, { limit: 'export' });
    expect(sheet.rows).toEqual([{ number: 2, cells: ['Cebolla', '1'] }]);
  });
});

describe('time limit of an export', () => {
  it('refuses a document that takes longer with a Spanish 400', async () => {
    const t = await appWith(createWorkPool({ timeLimitMs: { export: 1 } }));
    try {
      const pro = await userOn(t.app, 'pro');
      const response = await callApi(t.app, pro, 'GET', 'exports/allergens/pdf/');
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ detail: EXPORT_TIMED_OUT });
    } finally {
      await t.close();
    }
  });
});

describe('a worker out of memory', () => {
  it('is a Spanish 400 on the file', async () => {
    const outOfMemory: WorkPool = {
      run: () => Promise.reject(new WorkLimitError('memory')),
      close: async () => undefined,
    };
    const t = await appWith(outOfMemory);
    try {
      const response = await inspect(t.app, await createUser(t.app));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ content_base64: [IMPORT_TOO_COMPLEX] });
    } finally {
      await t.close();
    }
  });
});

describe('every route that hands work to the pool (issue 30: one mapping, never a 500)', () => {
  it.each(['timeout', 'memory'] as const)(
    'a task stopped for its %s is a Spanish 400 on import, invoice, photo and export',
    async (reason) => {
      const stopped: WorkPool = {
        run: () => Promise.reject(new WorkLimitError(reason)),
        close: async () => undefined,
      };
      const t = await appWith(stopped);
      try {
        const pro = await userOn(t.app, 'pro');
        const timedOut = reason === 'timeout';
        const importAnswer = await inspect(t.app, pro);
        expect(importAnswer.statusCode, importAnswer.body).toBe(400);
        expect(importAnswer.json()).toEqual({
          content_base64: [timedOut ? IMPORT_TIMED_OUT : IMPORT_TOO_COMPLEX],
        });

        const invoice = await callApi(t.app, pro, 'POST', 'supplier-invoices/preview/', {
          file_name: 'factura.xml',
          content_base64: Buffer.from(invoiceFixture('facturae-3.2.2.xml')).toString('base64'),
        });
        expect(invoice.statusCode, invoice.body).toBe(400);
        expect(invoice.json()).toEqual({
          content_base64: [
            timedOut ? INVOICE_LIMIT_WORDS.timedOut : INVOICE_LIMIT_WORDS.tooComplex,
          ],
        });

        const recipe = await callApi(t.app, pro, 'POST', 'recipes/', {
          name: 'Tortilla',
          servings: 4,
          lines: [],
        });
        const id = recipe.json<{ id: number }>().id;
        const photo = await callApi(t.app, pro, 'PUT', `recipes/${id}/photo/`, {
          content_base64: (await photoJpeg()).toString('base64'),
        });
        expect(photo.statusCode, photo.body).toBe(400);
        expect(photo.json()).toEqual({
          content_base64: [timedOut ? PHOTO_TIMED_OUT : PHOTO_TOO_COMPLEX],
        });

        const pdf = await callApi(t.app, pro, 'GET', `recipes/${id}/export/pdf/`);
        expect(pdf.statusCode, pdf.body).toBe(400);
        expect(pdf.json()).toEqual({ detail: timedOut ? EXPORT_TIMED_OUT : EXPORT_TOO_COMPLEX });
      } finally {
        await t.close();
      }
    },
  );
});
