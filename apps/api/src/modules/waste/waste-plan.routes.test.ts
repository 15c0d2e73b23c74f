import {
  WASTE_DESTINATION_LABELS,
  WASTE_MEASURES,
  WASTE_REASON_LABELS,
  wastePlanStateSchema,
  wasteSummarySchema,
  type WasteSummary,
} from '@costeo/domain/contracts/waste';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { pdfText, spaces } from '../../../test/pdf-text.ts';
import { createProduct, definitionId } from '../../../test/recipe-factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import {
  formatCalendarDay,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatQuantity,
  madridDay,
} from '../../lib/format-es.ts';

/** As the PDF's text reads them: Intl's no-break spaces as plain ones. */
const money = (value: string) => spaces(formatMoney(value));
const percent = (value: string | null) => spaces(formatPercent(value));

/*
 * The prevention plan of Ley 1/2025 (issue 35 point 4) through the API, on the free plan (a legal
 * obligation needs no upgrade). By hand, with the products' current prices:
 *   Merluza 1 kg 14,90 €: 2 kg wasted 35 days ago, caducado → residuo: 29,80 €, 2,000 kg.
 *   Harina  1 kg  0,90 €: 3 kg wasted today, sobreproducción → donación: 2,70 €, 3,000 kg.
 *   An albarán of 10 kg of merluza 35 days ago: 149,00 € of purchases.
 *   The last 12 months: 32,50 €, 5,000 kg, 32,50 / 149,00 = 21,81 % of purchases; by weight the
 *   harina (3 kg) before the merluza (2 kg).
 * The PDF's figures are those of GET /api/waste/summary/ (its default period: the 12 calendar
 * months up to today), read back from its text.
 */

const api = setupApi();
let chef: TestUser;
let other: TestUser;
const ids: Record<string, number> = {};
let today = '';
let earlier = '';

const PLAN = {
  measures: ['rotacion_fefo', 'raciones_ficha', 'donacion', 'separacion_organica'],
  own_measures: ['Pan del día anterior para torrijas y picatostes'],
  donation_agreements: [
    {
      entity: 'Banco de Alimentos de Madrid',
      since: '2026-04-03',
      notes: 'Recogida los martes por la tarde',
    },
  ],
  responsible: 'Marta López (jefa de cocina)',
  review_date: '2027-04-03',
  notes: 'Revisar las compras de pescado de los lunes.',
};

const minusDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
};

/** The PDF's text on one line (pdf2json breaks lines where the page does). */
const flat = async (pdf: Buffer) => (await pdfText(pdf)).replace(/\s*\r?\n/g, ' ');

beforeAll(async () => {
  [chef, other] = await Promise.all([api.user(), api.user()]);
  today = madridDay(api.t.now());
  earlier = minusDays(today, 35);
  const profile = await api.as(chef).patch('profile/', {
    business_name: 'Casa Paco',
    legal_name: 'Casa Paco Restauración S.L.',
    tax_id: 'B28765436',
    address: 'Calle de la Cava Baja 12, 28005 Madrid',
  });
  expect(profile.statusCode, profile.body).toBe(200);
  ids.hake = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, 'merluza'),
    name: 'Merluza',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '14.90',
    waste_pct: '0',
  });
  ids.flour = await createProduct(api.app, chef, {
    definition: await definitionId(api.app, chef, 'harina de trigo'),
    name: 'Harina de trigo',
    purchase_quantity: '1',
    purchase_unit: 'kg',
    purchase_price: '0.90',
    waste_pct: '0',
  });
  const supplier = (await api.as(chef).post('suppliers/', { name: 'Pescados Ruiz' })).json<{
    id: number;
  }>().id;
  const note = await api.as(chef).post('delivery-notes/', {
    supplier,
    date: earlier,
    number: 'A-17',
    lines: [{ ingredient_instance: ids.hake, quantity: '10', unit: 'format' }],
  });
  expect(note.statusCode, note.body).toBe(201);
  for (const entry of [
    {
      date: earlier,
      ingredient_instance: ids.hake,
      quantity: '2',
      unit: 'kg',
      reason: 'caducado',
      destination: 'residuo',
    },
    {
      date: today,
      ingredient_instance: ids.flour,
      quantity: '3',
      unit: 'kg',
      reason: 'sobreproduccion',
      destination: 'donacion',
    },
  ]) {
    const response = await api.as(chef).post('waste/', { recipe: null, ...entry });
    expect(response.statusCode, response.body).toBe(201);
  }
});

describe('GET /api/waste/plan/ before any plan', () => {
  it('answers no plan and no versions; its PDF is 404', async () => {
    const response = await api.as(chef).get('waste/plan/');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ plan: null, versions: [] });
    const pdf = await api.as(chef).get('waste/plan/pdf/');
    expect(pdf.statusCode).toBe(404);
    expect(pdf.json()).toEqual({ detail: 'No encontrado.' });
  });

  it('answers 401 without a token', async () => {
    for (const path of ['waste/plan/', 'waste/plan/pdf/']) {
      expect((await api.as(null).get(path)).statusCode).toBe(401);
    }
    expect((await api.as(null).put('waste/plan/', PLAN)).statusCode).toBe(401);
  });
});

describe('PUT /api/waste/plan/', () => {
  it('refuses a plan without its responsible person or with an unknown measure, in Spanish', async () => {
    const response = await api.as(chef).put('waste/plan/', {
      ...PLAN,
      responsible: ' ',
      measures: ['rotacion_fefo', 'tirar_menos'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      responsible: ['Indica la persona responsable del plan.'],
      'measures.1': ['Medida no válida.'],
    });
    const state = await api.as(chef).get('waste/plan/');
    expect(state.json()).toEqual({ plan: null, versions: [] });
  });

  it('saves version 1 on the free plan, then version 2 beside it (never overwritten)', async () => {
    const first = await api.as(chef).put('waste/plan/', { ...PLAN, notes: 'Primera versión.' });
    expect(first.statusCode, first.body).toBe(200);
    const one = wastePlanStateSchema.parse(first.json());
    expect(one.plan).toMatchObject({ version: 1, notes: 'Primera versión.' });
    expect(one.versions.map((v) => v.version)).toEqual([1]);

    const second = await api.as(chef).put('waste/plan/', PLAN);
    expect(second.statusCode, second.body).toBe(200);
    const two = wastePlanStateSchema.parse(second.json());
    expect(two.plan).toEqual({ version: 2, ...PLAN, created_at: expect.stringMatching(/Z$/) });
    expect(two.versions.map((v) => v.version)).toEqual([2, 1]);
    expect((await api.as(chef).get('waste/plan/')).json()).toEqual(two);
  });

  it('gives saves sent at once each its own version', async () => {
    const before = wastePlanStateSchema.parse((await api.as(chef).get('waste/plan/')).json());
    const last = before.plan?.version ?? 0;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        api.as(chef).put('waste/plan/', { ...PLAN, notes: `Guardado a la vez ${n}` }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const after = wastePlanStateSchema.parse((await api.as(chef).get('waste/plan/')).json());
    expect(after.versions.map((v) => v.version)).toEqual(
      [...Array(last + 5).keys()].map((n) => last + 5 - n),
    );
    // Put the plan the PDF tests read back as the latest.
    expect((await api.as(chef).put('waste/plan/', PLAN)).statusCode).toBe(200);
  });
});

describe('GET /api/waste/plan/pdf/', () => {
  let summary: WasteSummary;
  let latest = 0;
  let text = '';

  beforeAll(async () => {
    const answer = await api.as(chef).get('waste/summary/');
    expect(answer.statusCode, answer.body).toBe(200);
    summary = wasteSummarySchema.parse(answer.json());
    latest = wastePlanStateSchema.parse((await api.as(chef).get('waste/plan/')).json()).plan
      ?.version as number;
    const pdf = await api.as(chef).get('waste/plan/pdf/');
    expect(pdf.statusCode, pdf.body.slice(0, 200)).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="plan-prevencion-desperdicio-v${latest}.pdf"`,
    );
    text = await flat(pdf.rawPayload);
  });

  it('the summary it is drawn from holds the hand figures', () => {
    expect(summary.date_to).toBe(today);
    expect(summary.totals).toMatchObject({
      value: '32.50',
      weight_kg: '5.000',
      entries: 2,
      purchases_value: '149.00',
      pct_of_purchases: '21.81',
    });
  });

  it('carries the title, the business, the version and its dates', () => {
    for (const expected of [
      'Plan de prevención de las pérdidas y el desperdicio alimentario',
      'CASA PACO',
      'Casa Paco Restauración S.L.',
      'NIF: B28765436',
      'Calle de la Cava Baja 12, 28005 Madrid',
      `Versión ${latest}`,
      `Fecha: ${formatLongDate(api.t.now())}`,
      'Próxima revisión: 3 de abril de 2027',
      'Marta López (jefa de cocina)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('prints the self-diagnosis with the figures of GET /api/waste/summary/', () => {
    const { totals } = summary;
    expect(text).toContain(
      `Del ${formatCalendarDay(summary.date_from)} al ${formatCalendarDay(summary.date_to)}`,
    );
    expect(text).toContain(`Desperdicio total${money(totals.value)}`);
    expect(text).toContain(`Peso${formatQuantity(totals.weight_kg)} kg`);
    expect(text).toContain(`Compras del periodo (sin IVA)${money(totals.purchases_value)}`);
    expect(text).toContain(`Desperdicio sobre compras${percent(totals.pct_of_purchases)}`);
    // By hand: 32,50 €, 5 kg, 149,00 €, 21,81 %.
    expect(text).toContain('Desperdicio total32,50 €');
    expect(text).toContain('Desperdicio sobre compras21,81 %');
    for (const row of summary.by_reason) {
      expect(text).toContain(
        `${WASTE_REASON_LABELS[row.reason]}${row.entries}${formatQuantity(row.weight_kg)} kg${money(row.value)}`,
      );
    }
    for (const row of summary.by_destination) {
      expect(text).toContain(
        `${WASTE_DESTINATION_LABELS[row.destination]}${row.entries}${formatQuantity(row.weight_kg)} kg${money(row.value)}`,
      );
    }
    // The items by weight: the harina's 3 kg before the merluza's 2 kg.
    const flour = text.indexOf('Harina de trigoProducto13 kg2,70 €');
    const hake = text.indexOf('MerluzaProducto12 kg29,80 €');
    expect(flour).toBeGreaterThan(-1);
    expect(hake).toBeGreaterThan(flour);
    expect(summary.by_month).toHaveLength(12);
    for (const row of summary.by_month.filter((month) => month.entries > 0)) {
      expect(text).toContain(
        `${row.entries}${formatQuantity(row.weight_kg)} kg${money(row.value)}${money(row.purchases_value)}${percent(row.pct_of_purchases)}`,
      );
    }
  });

  it('carries the measures chosen by level, the owner’s own and the donation agreement', () => {
    const title = (code: string) => WASTE_MEASURES.find((m) => m.code === code)?.title ?? code;
    const prevention = text.indexOf('1. Prevención');
    const donation = text.indexOf('2. Donación para consumo humano');
    const otherUses = text.indexOf('3. Otros usos');
    expect(prevention).toBeGreaterThan(-1);
    expect(text.indexOf(title('rotacion_fefo'))).toBeGreaterThan(prevention);
    expect(text.indexOf(title('raciones_ficha'))).toBeLessThan(donation);
    expect(text.indexOf(title('donacion'))).toBeGreaterThan(donation);
    expect(text.indexOf(title('separacion_organica'))).toBeGreaterThan(otherUses);
    expect(text).not.toContain(title('formacion'));
    expect(text).toContain('Pan del día anterior para torrijas y picatostes');
    expect(text).toContain(
      'Banco de Alimentos de Madrid3 de abril de 2026Recogida los martes por la tarde',
    );
    expect(text).toContain('Revisar las compras de pescado de los lunes.');
    expect(text).toContain('Artículo 8');
  });

  it('serves an earlier version by its number, named after it', async () => {
    const pdf = await api.as(chef).get('waste/plan/pdf/?version=1');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toBe(
      'attachment; filename="plan-prevencion-desperdicio-v1.pdf"',
    );
    const first = await flat(pdf.rawPayload);
    expect(first).toContain('Versión 1');
    expect(first).toContain('Primera versión.');
    expect((await api.as(chef).get(`waste/plan/pdf/?version=${latest + 1}`)).statusCode).toBe(404);
    expect((await api.as(chef).get('waste/plan/pdf/?version=uno')).statusCode).toBe(400);
  });
});

describe('another account', () => {
  it('sees no plan of the chef’s, and gets 404 for its versions’ PDFs', async () => {
    expect((await api.as(other).get('waste/plan/')).json()).toEqual({ plan: null, versions: [] });
    expect((await api.as(other).get('waste/plan/pdf/?version=1')).statusCode).toBe(404);
  });

  it('has its own version 1, whatever the chef’s count', async () => {
    const saved = wastePlanStateSchema.parse((await api.as(other).put('waste/plan/', PLAN)).json());
    expect(saved.plan?.version).toBe(1);
    expect(saved.versions).toHaveLength(1);
  });
});
