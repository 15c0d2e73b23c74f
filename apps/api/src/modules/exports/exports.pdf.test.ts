import type { Recipe, RecipeCostAnalysis } from '@costeo/domain/contracts/recipes';
import { displayNutrient, NUTRIENT_UNITS, type NutrientKey } from '@costeo/domain/nutrition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app.ts';
import { seedKitchen, userOn } from '../../../test/export-fixtures.ts';
import type { TestUser } from '../../../test/factories.ts';
import { pdfRuns, pdfText, spaces } from '../../../test/pdf-text.ts';
import {
  callApi,
  createProduct,
  createRecipe,
  definitionId,
  recipePayload,
} from '../../../test/recipe-factories.ts';
import { formatMoney, formatPercent, formatUnitPrice } from '../../lib/format-es.ts';

let t: TestApp;
let chef: TestUser;
let kitchen: Awaited<ReturnType<typeof seedKitchen>>;

beforeAll(async () => {
  t = await buildTestApp();
  chef = await userOn(t.app, 'pro');
  kitchen = await seedKitchen(t.app, chef);
});
afterAll(async () => {
  await t.close();
});

const money = (value: string | null) => spaces(formatMoney(value));
const pct = (value: string | null) => spaces(formatPercent(value));
const unitPrice = (value: string | null) => spaces(formatUnitPrice(value));

async function analysisOf(id: number, query = ''): Promise<RecipeCostAnalysis> {
  const response = await callApi(t.app, chef, 'GET', `recipes/${id}/cost_analysis/${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function pdfOf(path: string): Promise<string> {
  const response = await callApi(t.app, chef, 'GET', path);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return pdfText(response.rawPayload);
}

/** Every figure of the resumen, label and value on one row, as the cost analysis has them. */
function expectSummary(text: string, analysis: RecipeCostAnalysis) {
  const { totals, margins, scaling } = analysis;
  expect(text).toContain(`Coste de ingredientes${money(totals.ingredients_cost)}`);
  expect(text).toContain(`Costes extra${money(totals.extra_costs_total)}`);
  expect(text).toContain(`Coste total (${scaling.servings} raciones)${money(totals.total_cost)}`);
  expect(text).toContain(`Coste por ración${money(totals.cost_per_serving)}`);
  expect(text).toContain(`PVP (IVA incluido)${money(margins.sale_price)}`);
  expect(text).toContain(`Precio neto (sin IVA)${money(margins.net_sale_price)}`);
  expect(text).toContain(`Food cost${pct(margins.food_cost_pct)}`);
  expect(text).toContain(`Margen bruto por ración${money(margins.margin_per_serving)}`);
  expect(text).toContain(`Margen bruto (%)${pct(margins.margin_pct)}`);
  expect(text).toContain(
    `Precio sugerido (food cost ${pct(margins.target_food_cost_pct)})${money(margins.suggested_sale_price)}`,
  );
}

/** A declaration's value as the PDFs print it: rounded for display, «Falta» when unknown. */
function cell(values: Recipe['nutrition']['per_100g'], keys: NutrientKey[]): string {
  const shown = keys.map((key) => displayNutrient(key, values[key]));
  return shown.some((value) => value === null)
    ? 'Falta'
    : shown
        .map((value, index) => `${value} ${NUTRIENT_UNITS[keys[index] as NutrientKey]}`)
        .join(' / ');
}

/** The declaration's rows in the regulation's order, each with the API's figures. */
function expectDeclaration(section: string, nutrition: Recipe['nutrition'], ...heading: string[]) {
  expect(section).toContain(heading.join(''));
  const rows: [string, NutrientKey[]][] = [
    ['Valor energético', ['energy_kj', 'energy_kcal']],
    ['Grasas', ['fat']],
    ['de las cuales saturadas', ['saturates']],
    ['Hidratos de carbono', ['carbohydrate']],
    ['de los cuales azúcares', ['sugars']],
    ['Fibra alimentaria', ['fibre']],
    ['Proteínas', ['protein']],
    ['Sal', ['salt']],
  ];
  let from = section.indexOf(heading.join(''));
  for (const [label, keys] of rows) {
    const line = `${label}${cell(nutrition.per_100g, keys)}${cell(nutrition.per_serving, keys)}`;
    const at = section.indexOf(line, from);
    expect(at, line).toBeGreaterThan(-1);
    from = at;
  }
}

describe('the PDF ficha técnica', () => {
  it('prints the nutrition declaration in the regulation’s order with the API’s figures (issue 21)', async () => {
    const recipe = (await callApi(t.app, chef, 'GET', `recipes/${kitchen.sopa}/`)).json<Recipe>();
    const text = await pdfOf(`recipes/${kitchen.sopa}/export/pdf/`);
    const section = text.slice(text.indexOf('Información nutricional (Reglamento UE 1169/2011)'));
    expect(section.length).toBeGreaterThan(0);
    expectDeclaration(section, recipe.nutrition, 'Nutriente', 'Por 100 g', 'Por ración');
    expect(recipe.nutrition.per_100g.fat).not.toBeNull();
    expect(section).toContain('Fuente: USDA National Nutrient Database for Standard Reference');
  });

  it('shows the totals of the cost analysis, es-ES formatted, with lines, extra costs, allergens and instructions', async () => {
    const analysis = await analysisOf(kitchen.sopa);
    // Hand-checked: onions 1 kg net at 20 % merma = 1.25 kg gross × 1.20 €/kg = 1.50 €.
    expect(analysis.lines[0]).toMatchObject({ gross_quantity: '1.250', cost: '1.50' });
    const text = await pdfOf(`recipes/${kitchen.sopa}/export/pdf/`);

    expect(text).toContain('CASA PACO');
    expect(text).toContain('FICHA TÉCNICA');
    expect(text).toContain('Sopa de cebolla gratinada');
    expect(text).toMatch(
      /Categoría: Entrantes {3}· {3}Raciones: 4 {3}· {3}Fecha: \d{1,2} de \w+ de \d{4}/,
    );
    expectSummary(text, analysis);
    // The onion's line: net, gross, merma, unit price, cost and share.
    const onion = analysis.lines[0]!;
    expect(text).toContain(
      `Cebolla1 kg1,25 kg20,00 %${unitPrice(onion.unit_cost)}/kg${money(onion.cost)}${pct(onion.cost_share_pct)}`,
    );
    expect(unitPrice(onion.unit_cost)).toBe('1,20 €');
    // The elaboración's line says what it is; its merma is not a product's.
    expect(text).toContain('Bechamel\r\nElaboración');
    // Extra costs.
    const envase = analysis.extra_costs[0]!;
    expect(text).toContain(`EnvasePor ración${money(envase.amount)}${money(envase.cost)}`);
    // Allergens by their official names (DOMAIN.md §4), from the béchamel's milk and flour.
    expect(analysis.allergens).toEqual(['gluten', 'leche']);
    expect(text).toContain('Cereales que contengan gluten');
    expect(text).toContain('Leche y derivados (incluida la lactosa)');
    expect(text).toContain('Pochar la cebolla 40 minutos, añadir la bechamel y gratinar.');
  });

  it('?servings=8 shows the scaled cost analysis', async () => {
    const analysis = await analysisOf(kitchen.sopa, '?servings=8');
    const base = await analysisOf(kitchen.sopa);
    expect(analysis.totals.total_cost).not.toBe(base.totals.total_cost);
    const text = await pdfOf(`recipes/${kitchen.sopa}/export/pdf/?servings=8`);
    expect(text).toContain('Raciones: 8 (receta base: 4)');
    expectSummary(text, analysis);
    expect(text).toContain('2 kg2,5 kg20,00 %');
  });

  it('an elaboración shows what it produces and its cost per unit produced', async () => {
    const analysis = await analysisOf(kitchen.bechamel);
    const text = await pdfOf(`recipes/${kitchen.bechamel}/export/pdf/`);
    expect(text).toContain('Elaboración: produce 1 l');
    expect(text).toContain('Coste por l producido');
    expect(text).toContain(`Coste total (1 ración)${money(analysis.totals.total_cost)}`);
    expect(text).toContain('PVP (IVA incluido)Sin PVP');
  });

  it('warns when the cost is incomplete', async () => {
    // A line in ud of milk, which has no unit weight: flagged, never guessed.
    const response = await callApi(t.app, chef, 'POST', 'recipes/', {
      name: 'Vaso de leche',
      servings: 1,
      lines: [{ ingredient_instance: kitchen.milk, quantity: '1', unit: 'ud' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const recipe = response.json<{ id: number; warnings: string[] }>();
    expect(recipe.warnings.length).toBeGreaterThan(0);
    const text = await pdfOf(`recipes/${recipe.id}/export/pdf/`);
    expect(text).toContain('Coste incompleto: el coste real es mayor que el mostrado.');
    expect(text).toContain(recipe.warnings[0]!);
  });
});

describe('the food label PDF (issue 21)', () => {
  it('prints the API’s declaration, the ingredients by weight and the allergens in bold', async () => {
    const recipe = (await callApi(t.app, chef, 'GET', `recipes/${kitchen.sopa}/`)).json<Recipe>();
    const response = await callApi(t.app, chef, 'GET', `recipes/${kitchen.sopa}/export/label/pdf/`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Sopa de cebolla gratinada');
    expect(text).toContain('Casa Paco');
    // 1 kg of onion, then a quarter of the béchamel (its litre of milk and 90 g of flour).
    expect(text).toContain('Ingredientes: Cebolla, Bechamel (Leche entera, Harina de trigo)');
    const serving = Math.round(Number(recipe.nutrition.weight_g) / recipe.servings);
    expect(serving).toBeGreaterThan(250);
    const section = text.slice(text.indexOf('Información nutricional'));
    expectDeclaration(
      section,
      recipe.nutrition,
      'Nutriente',
      'Por 100 g',
      `Por ración (${serving} g)`,
    );
    expect(recipe.nutrition.complete).toBe(true);
    expect(text).not.toContain('Declaración incompleta');
    expect(text).toContain('Fuente: USDA National Nutrient Database for Standard Reference');

    // The allergens are set in the bold face of the heading "Ingredientes:", the rest is not.
    const runs = await pdfRuns(response.rawPayload);
    const fontOf = (word: string) => runs.find((run) => run.text.trim() === word)?.font;
    const bold = fontOf('Ingredientes:');
    expect(bold).toBeDefined();
    expect(fontOf('Leche')).toBe(bold);
    expect(fontOf('trigo')).toBe(bold);
    const plain = runs.find((run) => run.text.includes('Cebolla, Bechamel'))?.font;
    expect(plain).toBeDefined();
    expect(plain).not.toBe(bold);
  });

  it('names each product by its label name, by default its definition’s, never its purchase name (issue 31)', async () => {
    const oil = await createProduct(t.app, chef, {
      definition: await definitionId(t.app, chef, 'aceite de oliva virgen extra'),
      name: 'AOVE Hojiblanca garrafa 5 l',
      purchase_quantity: '5',
      purchase_unit: 'l',
      purchase_price: '42.50',
      vat_pct: '4.00',
    });
    const stored = await callApi(t.app, chef, 'GET', `ingredient-instances/${oil}/`);
    expect(stored.json()).toMatchObject({ name: 'AOVE Hojiblanca garrafa 5 l', label_name: null });
    const recipe = await createRecipe(
      t.app,
      chef,
      recipePayload('Vinagreta', [
        { ingredient_instance: oil, quantity: '200', unit: 'ml' },
        { ingredient_instance: kitchen.onion, quantity: '50', unit: 'g' },
      ]),
    );
    const label = async () => {
      const response = await callApi(t.app, chef, 'GET', `recipes/${recipe.id}/export/label/pdf/`);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      return pdfText(response.rawPayload);
    };
    const definitionName = (
      await callApi(t.app, chef, 'GET', `ingredient-instances/${oil}/`)
    ).json<{ definition_name: string }>().definition_name;
    expect(await label()).toContain(`Ingredientes: ${definitionName}, Cebolla`);
    expect(await label()).not.toContain('AOVE Hojiblanca');

    const patched = await callApi(t.app, chef, 'PATCH', `ingredient-instances/${oil}/`, {
      label_name: 'Aceite de oliva virgen extra Hojiblanca',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ label_name: 'Aceite de oliva virgen extra Hojiblanca' });
    expect(await label()).toContain(
      'Ingredientes: Aceite de oliva virgen extra Hojiblanca, Cebolla',
    );
    // A price change keeps the label name (the rest of the product is sent back as it was).
    const price = await callApi(t.app, chef, 'PATCH', `ingredient-instances/${oil}/`, {
      purchase_price: '44.00',
    });
    expect(price.json()).toMatchObject({ label_name: 'Aceite de oliva virgen extra Hojiblanca' });
    // Emptied, it is the definition's name again.
    const cleared = await callApi(t.app, chef, 'PATCH', `ingredient-instances/${oil}/`, {
      label_name: '',
    });
    expect(cleared.json()).toMatchObject({ label_name: null });
  });

  it('orders by weight, not by the order of the lines, and says what keeps it incomplete', async () => {
    const response = await callApi(t.app, chef, 'POST', 'recipes/', {
      name: 'Crema de cebolla',
      servings: 2,
      lines: [
        { ingredient_instance: kitchen.flour, quantity: '30', unit: 'g' },
        { ingredient_instance: kitchen.milk, quantity: '1', unit: 'ud' },
        { ingredient_instance: kitchen.onion, quantity: '400', unit: 'g' },
        { ingredient_instance: kitchen.milk, quantity: '0.5', unit: 'l' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const recipe = response.json<Recipe>();
    expect(recipe.nutrition.complete).toBe(false);
    const text = await pdfOf(`recipes/${recipe.id}/export/label/pdf/`);
    // Prose wraps on the narrow label: read it as one line.
    const prose = text.replace(/ ?\r\n/g, ' ');
    // The milk in ud has no unit weight: its two lines cannot be weighed together, so it goes last.
    expect(prose).toContain('Ingredientes: Cebolla, Harina de trigo, Leche entera');
    expect(prose).toContain(
      'Declaración incompleta: completa los valores que faltan antes de usar esta etiqueta.',
    );
    expect(prose).toContain(
      'Sin peso conocido (indica su densidad o su peso por unidad para ordenarlos): Leche entera.',
    );
    expect(prose).toContain('Faltan valores de: Leche entera.');
    expectDeclaration(text, recipe.nutrition, 'Nutriente', 'Por 100 g', 'Por ración');
  });
});

describe('the allergen matrix PDF', () => {
  it('lists every recipe with its allergens and the legend of the 14 official names', async () => {
    const text = await pdfOf('exports/allergens/pdf/');
    expect(text).toContain('INFORMACIÓN SOBRE ALÉRGENOS');
    expect(text).toContain('Platos');
    expect(text).toContain('Elaboraciones');
    // Rows: name, category, then a mark under each allergen it contains (1 gluten, 7 leche).
    expect(text).toMatch(/Sopa de cebolla gratinadaEntrantes●●/);
    expect(text).toMatch(/BechamelElaboraciones●●/);
    for (const name of [
      'Cereales que contengan gluten',
      'Crustáceos',
      'Leche y derivados (incluida la lactosa)',
      'Frutos de cáscara',
      'Granos de sésamo',
      'Dióxido de azufre y sulfitos',
      'Altramuces',
      'Moluscos',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toContain('Real Decreto 126/2015');
  });

  it('says so when there are no recipes yet', async () => {
    const empty = await userOn(t.app, 'pro');
    const response = await callApi(t.app, empty, 'GET', 'exports/allergens/pdf/');
    expect(response.statusCode).toBe(200);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('No hay recetas todavía.');
    expect(text).toContain('COSTEO');
  });
});

describe('the ficha técnica on more than one page (issue 31)', () => {
  const HEADINGS = [
    'Ingredientes',
    'Costes extra',
    'Resumen económico',
    'Alérgenos (Reglamento UE 1169/2011)',
    'Información nutricional (Reglamento UE 1169/2011)',
    'Preparación',
  ];

  /** The last line of each page above its footer ("Generado con Costeo el …"). */
  function lastLinesOfPages(text: string): string[] {
    return text
      .split(/-+Page \(\d+\) Break-+/)
      .map((page) =>
        page
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter((line) => line !== '' && !line.startsWith('Generado con Costeo')),
      )
      .filter((lines) => lines.length > 0)
      .map((lines) => lines.at(-1) ?? '');
  }

  it('prints no merma on a line counted in whole items: none was applied (decision 022)', async () => {
    const egg = await createProduct(t.app, chef, {
      definition: await definitionId(t.app, chef, 'huevo l'),
      name: 'Huevo L',
      purchase_quantity: '30',
      purchase_unit: 'ud',
      purchase_price: '5.40',
      waste_pct: '12',
      vat_pct: '4.00',
    });
    const tortilla = await createRecipe(
      t.app,
      chef,
      recipePayload('Tortilla francesa', [
        { ingredient_instance: egg, quantity: '6', unit: 'ud' },
        { ingredient_instance: egg, quantity: '130', unit: 'g' },
        { ingredient_instance: egg, quantity: '1538.462', unit: 'g' },
      ]),
    );
    const text = await pdfOf(`recipes/${tortilla.id}/export/pdf/`);
    // 6 whole eggs at 0,18 €: gross = net, no merma printed; 130 g of egg: 12 % applied.
    expect(text).toContain('Huevo L6 ud6 ud—0,18 €/ud1,08 €');
    expect(text).toMatch(/Huevo L130 g147,7\d* g12,00 %/);
    // 1 000 g or more read in kg (issue 31): 1 538,462 g net, 1 748,252 g gross.
    expect(text).toContain('Huevo L1,538 kg1,748 kg12,00 %');
  });

  it('never leaves a section heading alone at the foot of a page', async () => {
    // A description one line longer each time moves every section down by one line, so one of
    // the lengths puts each heading of the second half of the ficha at the foot of page 1.
    let pages = 0;
    for (let lines = 8; lines <= 40; lines += 2) {
      const description = Array.from(
        { length: lines },
        (_, i) => `Paso previo ${i + 1}: mise en place.`,
      ).join('\n');
      const patched = await callApi(t.app, chef, 'PATCH', `recipes/${kitchen.sopa}/`, {
        description,
      });
      expect(patched.statusCode, patched.body).toBe(200);
      const text = await pdfOf(`recipes/${kitchen.sopa}/export/pdf/`);
      const ends = lastLinesOfPages(text);
      pages = Math.max(pages, ends.length);
      for (const end of ends.slice(0, -1)) {
        expect(HEADINGS, `${lines} lines of description: a page ends with «${end}»`).not.toContain(
          end,
        );
      }
    }
    expect(pages).toBeGreaterThan(1);
  });
});
