import { sql } from 'drizzle-orm';
import { normalizeSearch } from '@costeo/domain/text';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { setupApi } from '../../../test/setup-api.ts';
import { queryRows } from '../../db/client.ts';
import { CATALOG_CATEGORIES, CATALOG_DEFINITIONS } from '../../db/seed-data/catalog.ts';

const api = setupApi();
let user: TestUser;
let other: TestUser;
beforeAll(async () => {
  user = await api.user();
  other = await api.user();
});

const get = (url: string, who: TestUser | null = user) =>
  api.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

describe('the starter catalog (seeded by migration)', () => {
  it('holds every definition and category of the data file', async () => {
    const [counts] = await queryRows<{ definitions: number; categories: number }>(
      api.t.database.db,
      sql`select (select count(*)::int from ingredient_definitions where owner_id is null) as definitions,
                 (select count(*)::int from ingredient_categories) as categories`,
    );
    expect(counts).toEqual({
      definitions: CATALOG_DEFINITIONS.length,
      categories: CATALOG_CATEGORIES.length,
    });
    expect(CATALOG_DEFINITIONS.length).toBeGreaterThanOrEqual(250);
  });

  it('matches the data file row by row (no drift between the migration and catalog.ts)', async () => {
    const rows = await queryRows<{
      name: string;
      slug: string;
      base_unit: string;
      density: string | null;
      unit_weight: string | null;
      waste_pct: string;
      allergens: string[];
      vat_pct: string;
    }>(
      api.t.database.db,
      sql`select d.name, c.slug, d.base_unit, d.density::text, d.unit_weight::text, d.waste_pct::text, d.allergens, d.vat_pct::text
          from ingredient_definitions d join ingredient_categories c on c.id = d.category_id where d.owner_id is null`,
    );
    const byName = new Map(rows.map((row) => [row.name, row]));
    for (const definition of CATALOG_DEFINITIONS) {
      expect(byName.get(definition.name), definition.name).toEqual({
        name: definition.name,
        slug: definition.category,
        base_unit: definition.base_unit,
        density: definition.density,
        unit_weight: definition.unit_weight,
        waste_pct: definition.waste_pct,
        allergens: definition.allergens,
        vat_pct: definition.vat_pct,
      });
    }
  });
});

describe('GET /api/ingredient-definitions/', () => {
  it('is paginated DRF style and searchable without accents or case', async () => {
    const response = await get('/api/ingredient-definitions/?search=AZUCAR&page_size=5');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.every((row: { name: string }) => /az[uú]car/i.test(row.name))).toBe(true);
    const all = (await get('/api/ingredient-definitions/?page_size=100')).json();
    expect(all.count).toBe(CATALOG_DEFINITIONS.length);
    expect(all.results).toHaveLength(100);
    expect(all.next).toContain('page=2');
  });

  it('lists the best matches of a search first when no ordering is asked', async () => {
    const names = (await get('/api/ingredient-definitions/?search=huevo'))
      .json()
      .results.map((row: { name: string }) => row.name);
    expect(names[0]).toBe('Huevo L');
    expect(names).toContain('Huevo de codorniz');
  });

  it('filters by category and orders by a whitelisted field', async () => {
    const categories = (await get('/api/ingredient-definitions/categories/')).json();
    const fruits = categories.find((category: { name: string }) => category.name === 'Frutas');
    const response = await get(
      `/api/ingredient-definitions/?category=${fruits.id}&ordering=-name&page_size=100`,
    );
    const names = response.json().results.map((row: { name: string }) => row.name);
    expect(response.json().count).toBe(fruits.definitions_count);
    const key = (name: string) => normalizeSearch(name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (key(a) < key(b) ? 1 : -1)));
    expect((await get('/api/ingredient-definitions/?ordering=precio')).statusCode).toBe(400);
  });

  it('answers 401 without a token', async () => {
    expect((await get('/api/ingredient-definitions/', null)).statusCode).toBe(401);
  });
});

describe('GET /api/ingredient-definitions/categories/', () => {
  it('lists the categories of DOMAIN §6 with their counts', async () => {
    const response = await get('/api/ingredient-definitions/categories/');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((category: { name: string }) => category.name)).toEqual(
      CATALOG_CATEGORIES.map((category) => category.name),
    );
    const total = response
      .json()
      .reduce(
        (sum: number, category: { definitions_count: number }) => sum + category.definitions_count,
        0,
      );
    expect(total).toBe(CATALOG_DEFINITIONS.length);
  });
});

describe('GET /api/ingredient-definitions/search_suggestions/', () => {
  it('finds Azúcar from "azucar", prefix matches first, at most 10', async () => {
    const response = await get('/api/ingredient-definitions/search_suggestions/?q=azucar');
    expect(response.statusCode).toBe(200);
    const names = response.json().map((row: { name: string }) => row.name);
    expect(names[0]).toMatch(/^Azúcar/);
    expect(names.length).toBeLessThanOrEqual(10);
  });

  it('puts names starting with the term before names containing it', async () => {
    const names = (await get('/api/ingredient-definitions/search_suggestions/?q=ceb'))
      .json()
      .map((row: { name: string }) => row.name);
    expect(names[0]).toBe('Cebolla');
    const tomate = (await get('/api/ingredient-definitions/search_suggestions/?q=TOMATE')).json();
    expect(tomate[0].name.startsWith('Tomate')).toBe(true);
  });

  it('answers an empty list for an empty query', async () => {
    expect((await get('/api/ingredient-definitions/search_suggestions/?q=')).json()).toEqual([]);
  });
});

describe('GET /api/ingredient-definitions/{id}/ and usage_schema/', () => {
  it('gives the units usable for olive oil with their factors to ml', async () => {
    const [oil] = (
      await get('/api/ingredient-definitions/search_suggestions/?q=aceite de oliva virgen extra')
    ).json();
    const response = await get(`/api/ingredient-definitions/${oil.id}/usage_schema/`);
    expect(response.statusCode).toBe(200);
    const schema = response.json();
    expect(schema).toMatchObject({ base_unit: 'ml', density: '0.916' });
    const factors = Object.fromEntries(
      schema.units.map((unit: { code: string; factor: string }) => [unit.code, unit.factor]),
    );
    expect(factors.l).toBe('1000.0000');
    expect(factors.cucharada).toBe('15.0000');
    expect(Number(factors.kg)).toBeCloseTo(1091.7031, 3);
    expect(factors.ud).toBeUndefined();
  });

  it('gives the table’s values per 100 g the product form shows under its empty fields (issue 21)', async () => {
    const [onion] = (await get('/api/ingredient-definitions/search_suggestions/?q=cebolla')).json();
    const schema = (await get(`/api/ingredient-definitions/${onion.id}/usage_schema/`)).json();
    expect(schema.nutrition_source).toBe('table');
    // USDA SR28 11282, onions, raw.
    expect(schema.nutrition_per_100g).toMatchObject({ energy_kj: '167', energy_kcal: '40' });
  });

  it('answers 404 for an id that does not exist and for a malformed id', async () => {
    expect((await get('/api/ingredient-definitions/999999/')).statusCode).toBe(404);
    expect((await get('/api/ingredient-definitions/abc/')).statusCode).toBe(404);
  });
});

describe('POST /api/ingredient-definitions/ (custom definitions)', () => {
  it('creates a definition only its owner sees', async () => {
    const categories = (await get('/api/ingredient-definitions/categories/')).json();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/ingredient-definitions/',
      headers: user.headers,
      payload: {
        name: 'Salsa secreta de la casa',
        category: categories[0].id,
        base_unit: 'ml',
        density: '1.05',
        waste_pct: '0',
        allergens: ['mostaza', 'huevos'],
      },
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      is_custom: true,
      allergens: ['huevos', 'mostaza'],
      density: '1.050',
    });
    expect((await get(`/api/ingredient-definitions/${created.id}/`)).statusCode).toBe(200);
    expect((await get(`/api/ingredient-definitions/${created.id}/`, other)).statusCode).toBe(404);
    const suggestions = (
      await get('/api/ingredient-definitions/search_suggestions/?q=salsa secreta', other)
    ).json();
    expect(suggestions).toEqual([]);
  });

  it('answers 400 for a duplicate name, an unknown category or a bad unit', async () => {
    const duplicate = await api.app.inject({
      method: 'POST',
      url: '/api/ingredient-definitions/',
      headers: user.headers,
      payload: { name: 'cebolla', category: 1, base_unit: 'g' },
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toHaveProperty('name');
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/ingredient-definitions/',
      headers: user.headers,
      payload: { name: 'Algo', category: 99999, base_unit: 'kg' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('base_unit');
  });
});
