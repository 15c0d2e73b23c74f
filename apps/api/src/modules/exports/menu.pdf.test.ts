import { ALLERGEN_SHORT_NAMES, allergenName } from '@costeo/domain/allergens';
import type { Menu, MenuPdfVariant } from '@costeo/domain/contracts/menus';
import { describe, expect, it } from 'vitest';
import { carta, evento, menuDelDia } from '../../../test/menu-fixtures.ts';
import { pdfText, spaces } from '../../../test/pdf-text.ts';
import { runTask } from '../../workers/tasks.ts';
import { formatMoney, formatPercent } from './exports.format.ts';
import { ALLERGEN_NOTICE, QUOTE_VALIDITY } from './menu.pdf.ts';

/*
 * The menu PDFs (issue 18) from menus as the API answers them: every figure printed is the
 * answer's string, es-ES formatted; the client's copy carries no cost. Rendered through the worker
 * task the pool runs, in this thread.
 */

const AT = new Date('2026-11-23T10:00:00Z');
const money = (value: string | null) => spaces(formatMoney(value));
const pct = (value: string | null) => spaces(formatPercent(value));

async function textOf(menu: Menu, variant: MenuPdfVariant): Promise<string> {
  const reply = await runTask('menu-pdf', { businessName: 'Casa Paco', menu, variant, at: AT });
  expect(reply.refusal).toBeUndefined();
  const bytes = reply.value!;
  expect(Buffer.from(bytes.subarray(0, 4)).toString('latin1')).toBe('%PDF');
  // pdf2json ends each line with CRLF and breaks long paragraphs: compare on one line.
  return (await pdfText(Buffer.from(bytes))).replace(/ ?\r\n/g, '\n');
}

/** Every cost figure of a menu: none may appear on the client's copy. */
function costFigures(menu: Menu): string[] {
  const items = menu.sections.flatMap((section) => section.items);
  const money = [
    menu.cost_per_cover_expected,
    menu.cost_per_cover_worst,
    menu.margin_per_cover_expected,
    menu.suggested_price_per_person,
    menu.net_price_per_person,
    menu.extras_total,
    menu.total_cost,
    menu.margin_total,
    ...menu.sections.flatMap((section) => [section.cost_expected, section.cost_worst]),
    ...items.flatMap((item) => [
      item.cost_per_cover,
      item.dish.cost_per_serving,
      item.margin_per_serving,
    ]),
    ...menu.extras.flatMap((extra) => [extra.amount, extra.total]),
  ];
  const percents = [
    menu.food_cost_pct_expected,
    menu.food_cost_pct_worst,
    menu.average_food_cost_pct,
    menu.margin_pct,
    ...items.map((item) => item.food_cost_pct),
  ];
  return [
    ...money.flatMap((value) => (value === null ? [] : [spaces(formatMoney(value))])),
    ...percents.flatMap((value) => (value === null ? [] : [spaces(formatPercent(value))])),
  ];
}

function expectNoCosts(text: string, menu: Menu) {
  for (const figure of costFigures(menu)) expect(text).not.toContain(figure);
  // "Costeo" (the footer's "Generado con Costeo") is not a cost.
  expect(text).not.toMatch(/\bcostes?\b|food cost|margen|escandallo/i);
  for (const extra of menu.extras) expect(text).not.toContain(extra.name);
}

/** Each dish, then its allergens by the short names the allergen matrix heads its columns with. */
function expectDishesWithAllergens(text: string, menu: Menu, prefix: string) {
  for (const item of menu.sections.flatMap((section) => section.items)) {
    const allergens = item.allergens.map((code) => ALLERGEN_SHORT_NAMES[code]).join(', ');
    expect(text).toContain(allergens ? `${item.dish.name}\n${prefix}${allergens}` : item.dish.name);
  }
}

/** The union of the menu's allergens by their official names, and RD 126/2015's notice. */
function expectAllergenNotice(text: string, menu: Menu) {
  // Paragraphs wrap where the page ends a line: read them on one.
  const flat = text.replace(/\n/g, ' ');
  expect(flat).toContain(
    `Alérgenos presentes en este menú: ${menu.allergens.map(allergenName).join('; ')}.`,
  );
  expect(flat).toContain(ALLERGEN_NOTICE);
  expect(ALLERGEN_NOTICE).toContain('Reglamento (UE) 1169/2011');
  expect(ALLERGEN_NOTICE).toContain('Real Decreto 126/2015');
}

describe('menú del día PDF', () => {
  const menu = menuDelDia();

  it('cliente: the printed menu, sections in order, allergens per dish and the price with VAT, no cost', async () => {
    const text = await textOf(menu, 'cliente');
    expect(text).toContain('CASA PACO\nMENÚ DEL DÍA\nMenú de otoño\n');
    expect(text).toMatch(/Primeros\nA elegir\n[^]*Segundos\nA elegir\n[^]*Incluido\nPan y bebida/);
    expectDishesWithAllergens(text, menu, 'Alérgenos: ');
    expect(text).toContain('Sopa de cebolla gratinada\nAlérgenos: Gluten, Leche\n');
    expect(text).toContain('Pollo asado\nIncluido');
    expect(text).toContain(`Precio por persona: ${money(menu.price_per_person)} (IVA incluido)`);
    expect(money(menu.price_per_person)).toBe('15,00 €');
    expectAllergenNotice(text, menu);
    expectNoCosts(text, menu);
    expect(text).not.toContain('%');
  });

  it('interno: each section with servings, share and cost per cover, and the menu figures', async () => {
    const text = await textOf(menu, 'interno');
    expect(text).toContain('CASA PACOESCANDALLO DE MENÚ · USO INTERNO\nMenú de otoño\n');
    expect(text).toContain(
      'Menú del día   ·   5 platos   ·   Precio por persona: 15,00 € (IVA incluido)',
    );
    expect(text).toContain('Primeros   Cada comensal elige uno\n');
    expect(text).toContain('Incluido   Se sirven todos\n');
    for (const section of menu.sections) {
      for (const item of section.items) {
        const share = item.share_pct === null ? '—' : pct(item.share_pct);
        expect(text).toContain(`1${share}${money(item.cost_per_cover)}\n`);
      }
      expect(text).toContain(
        `Coste esperado${money(section.cost_expected)}\nPeor caso${money(section.cost_worst)}\n`,
      );
    }
    expect(text).toContain('Gluten, Huevos, Pescado\n160,00 %4,20 €\n');
    expect(text).toContain('Pan y bebida\nGluten\n1—0,90 €\n');
    expect(text).toContain(`Coste por cubierto (esperado)${money(menu.cost_per_cover_expected)}\n`);
    expect(text).toContain(`Coste por cubierto (peor caso)${money(menu.cost_per_cover_worst)}\n`);
    expect(text).toContain(`Food cost (esperado)${pct(menu.food_cost_pct_expected)}\n`);
    expect(text).toContain(`Food cost (peor caso)${pct(menu.food_cost_pct_worst)}\n`);
    expect(text).toContain(`Food cost objetivo${pct(menu.effective_target_food_cost_pct)}\n`);
    expect(text).toContain(`Precio por persona (IVA incluido)${money(menu.price_per_person)}\n`);
    expect(text).toContain(`Precio neto (sin IVA)${money(menu.net_price_per_person)}\n`);
    expect(text).toContain(`Margen bruto por cubierto${money(menu.margin_per_cover_expected)}\n`);
    expect(text).toContain(
      `Precio sugerido (food cost 30,00 %)${money(menu.suggested_price_per_person)}\n`,
    );
    expect(text).toContain(
      'Estado: Margen bajo con el reparto esperado; Margen bajo en el peor caso.',
    );
    // The figures are the answer's, es-ES: 6.99 → 6,99 €, 51.26 → 51,26 %.
    expect(text).toContain('Coste por cubierto (esperado)6,99 €\n');
    expect(text).toContain('Food cost (esperado)51,26 %\n');
    expect(text).toContain(menu.allergens.map(allergenName).join('; '));
  });

  it('warns on the internal copy when a dish has no complete cost', async () => {
    const incomplete = {
      ...menu,
      cost_complete: false,
      warnings: ['«Pollo asado» tiene el coste incompleto.'],
    };
    const text = await textOf(incomplete, 'interno');
    expect(text).toContain(
      'Coste incompleto: el coste real es mayor que el mostrado.\n«Pollo asado» tiene el coste incompleto.\n',
    );
    expect(await textOf(incomplete, 'cliente')).not.toContain('incompleto');
  });
});

describe('carta PDF', () => {
  const menu = carta();

  it('cliente: each dish with its allergens and its PVP, prices with VAT, no cost', async () => {
    const text = await textOf(menu, 'cliente');
    expect(text).toContain('CASA PACO\nCARTA\nCarta de invierno\n');
    expectDishesWithAllergens(text, menu, 'Alérgenos: ');
    for (const item of menu.sections.flatMap((section) => section.items)) {
      if (item.sale_price !== null) {
        expect(text).toContain(
          `${item.dish.name}\nAlérgenos: ${item.allergens.map((code) => ALLERGEN_SHORT_NAMES[code]).join(', ')}\n${money(item.sale_price)}\n`,
        );
      }
    }
    expect(text).toContain('Solomillo al Pedro Ximénez\nAlérgenos: Sulfitos\n22,00 €\n');
    // Lubina has no PVP: nothing is printed for it, neither a price nor a made-up one.
    expect(text).toContain('Lubina a la sal\nAlérgenos: Pescado\nPrecios en euros, IVA incluido.');
    expectAllergenNotice(text, menu);
    expectNoCosts(text, menu);
    expect(text).not.toContain('Sin PVP');
  });

  it("interno: each dish's cost, PVP, food cost, target and margin; the average and the dishes above target", async () => {
    const text = await textOf(menu, 'interno');
    for (const item of menu.sections.flatMap((section) => section.items)) {
      const price = item.sale_price === null ? 'Sin PVP' : money(item.sale_price);
      expect(text).toContain(
        `${money(item.dish.cost_per_serving)}${price}${pct(item.food_cost_pct)}${pct(item.dish.effective_target_food_cost_pct)}${money(item.margin_per_serving)}\n`,
      );
    }
    expect(text).toContain('Sulfitos\n9,80 €22,00 €49,00 %30,00 %10,20 €\n');
    expect(text).toContain('Pescado\n7,50 €Sin PVP—30,00 %—\n');
    expect(text).toContain(`Food cost medio (platos con PVP)${pct(menu.average_food_cost_pct)}\n`);
    expect(text).toContain('Platos por encima del objetivo1\n');
    expect(text).toContain('Por encima de su food cost objetivo: Solomillo al Pedro Ximénez.');
    expect(text).toContain('Avisos\n«Lubina a la sal» no tiene PVP.\n');
    // A carta has no price per person: no figure of a menu's cover is made up for it.
    expect(text).not.toContain('Precio por persona');
    expect(text).not.toContain('Coste esperado');
  });
});

describe('evento PDF', () => {
  it('cliente: the presupuesto with the client, date, guests, menu, price per guest, VAT breakdown and validity', async () => {
    const menu = evento();
    const text = await textOf(menu, 'cliente');
    expect(text).toContain(
      'CASA PACOPRESUPUESTO\nBoda Pérez-García\nFecha de emisión: 23 de noviembre de 2026\n',
    );
    expect(text).toContain('ClienteFamilia Pérez\n');
    expect(text).toContain('Fecha del eventosábado, 12 de diciembre de 2026\n');
    expect(text).toContain('Invitados80\n');
    expect(text).toMatch(/Menú\nEntrantes\n[^]*Principal\nA elegir\n[^]*Postre\nTarta de queso/);
    expectDishesWithAllergens(text, menu, 'Alérgenos: ');
    expect(text).toContain(`Precio por invitado (IVA incluido)${money(menu.price_per_person)}\n`);
    expect(text).toContain(`Base imponible${money(menu.revenue_net)}\n`);
    expect(text).toContain(
      `IVA (${pct(menu.effective_sale_vat_pct)})${money(menu.vat_total)}\nTotal (IVA incluido)${money(menu.total_with_vat)}\n`,
    );
    expect(text).toContain(
      'Base imponible3.272,73 €\nIVA (10,00 %)327,27 €\nTotal (IVA incluido)3.600,00 €\n',
    );
    expect(text).toContain(`Fecha de emisión: 23 de noviembre de 2026. ${QUOTE_VALIDITY}`);
    expect(QUOTE_VALIDITY).toBe('Presupuesto válido durante 30 días desde su emisión.');
    expectAllergenNotice(text, menu);
    expectNoCosts(text, menu);
    expect(text).not.toContain(menu.notes);
  });

  it('quotes the headcount the answer was asked for (?guests=N), not the stored one', async () => {
    const menu = evento(120);
    expect(menu.guests).toBe(80);
    const text = await textOf(menu, 'cliente');
    expect(text).toContain('Invitados120\n');
    expect(text).not.toContain('Invitados80');
    expect(await textOf(menu, 'interno')).toContain('Invitados: 120');
  });

  it('interno: sections, extras with their totals and the event totals', async () => {
    const menu = evento();
    const text = await textOf(menu, 'interno');
    expect(text).toContain('Cliente: Familia Pérez');
    expect(text).toContain('2—2,40 €\nCoste esperado2,40 €\nPeor caso2,40 €\n');
    expect(text).toContain('Coste esperado9,11 €\nPeor caso9,80 €\n');
    expect(text).toContain(`Coste por cubierto (esperado)${money(menu.cost_per_cover_expected)}\n`);
    expect(text).toContain(`Food cost (peor caso)${pct(menu.food_cost_pct_worst)}\n`);
    expect(text).toContain('ConceptoTipoImporteTotal (80 invitados)\n');
    for (const extra of menu.extras) {
      const type = extra.cost_type === 'fixed' ? 'Fijo' : 'Por persona';
      expect(text).toContain(`${extra.name}${type}${money(extra.amount)}${money(extra.total)}\n`);
    }
    expect(text).toContain('CamarerosPor persona6,00 €480,00 €\n');
    expect(text).toContain(`Costes extra${money(menu.extras_total)}\n`);
    expect(text).toContain(
      [
        `Totales del evento (80 invitados)`,
        `Costes extra${money(menu.extras_total)}`,
        `Coste total${money(menu.total_cost)}`,
        `Ingresos netos (sin IVA)${money(menu.revenue_net)}`,
        `Margen bruto${money(menu.margin_total)}`,
        `Margen bruto (%)${pct(menu.margin_pct)}`,
        `IVA (10,00 %)${money(menu.vat_total)}`,
        `Total con IVA${money(menu.total_with_vat)}`,
      ].join('\n'),
    );
    expect(text).toContain('Coste total1.638,80 €\n');
    expect(text).toContain('Notas\nConfirmar el número de invitados el lunes anterior.');
  });
});

describe('an empty menu', () => {
  it('says it has no dishes yet, and that no dish has an allergen', async () => {
    const empty = { ...menuDelDia(), sections: [], allergens: [] };
    const text = await textOf(empty, 'cliente');
    expect(text).toContain('Este menú no tiene platos todavía.');
    expect(text).toContain(
      'Ningún plato contiene alguno de los 14 alérgenos de declaración obligatoria, según sus ingredientes.',
    );
    expect(await textOf(empty, 'interno')).toContain('Este menú no tiene platos todavía.');
  });
});
