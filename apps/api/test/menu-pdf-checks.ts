import { ALLERGEN_SHORT_NAMES, allergenName } from '@costeo/domain/allergens';
import { MENU_EXTRA_TYPE_LABELS, type Menu, type MenuItem } from '@costeo/domain/contracts/menus';
import { displayNutrient } from '@costeo/domain/nutrition';
import { guestPortionText } from '@costeo/domain/quotes';
import { expect } from 'vitest';
import { formatMoney, formatPercent, formatQuantity } from '../src/lib/format-es.ts';
import { ALLERGEN_NOTICE } from '../src/modules/exports/menu.pdf.ts';
import { pdfText, spaces } from './pdf-text.ts';

/*
 * What a menu's PDFs must show, read from the menu answer itself (`GET /api/menus/{id}/`): each
 * figure as the answer has it, es-ES formatted, on the row of its label. Shared by the renderers'
 * tests (fixture menus) and the route's (menus made through the API).
 */

export const money = (value: string | null) => spaces(formatMoney(value));
export const pct = (value: string | null) => spaces(formatPercent(value));

/** The PDF's text with one `\n` per line (pdf2json ends them with CRLF). */
export async function menuPdfText(pdf: Buffer | Uint8Array): Promise<string> {
  expect(Buffer.from(pdf.subarray(0, 4)).toString('latin1')).toBe('%PDF');
  return (await pdfText(Buffer.from(pdf))).replace(/ ?\r\n/g, '\n');
}

/** Paragraphs wrap where the page ends a line: read them on one. */
const flat = (text: string) => text.replace(/\n/g, ' ');

const itemsOf = (menu: Menu) => menu.sections.flatMap((section) => section.items);
const shortNames = (item: MenuItem) =>
  item.allergens.map((code) => ALLERGEN_SHORT_NAMES[code]).join(', ');

/** Every cost figure of a menu: none may appear on the client's copy. */
export function costFigures(menu: Menu): string[] {
  const items = itemsOf(menu);
  const amounts = [
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
    ...amounts.flatMap((value) => (value === null ? [] : [money(value)])),
    ...percents.flatMap((value) => (value === null ? [] : [pct(value)])),
  ];
}

/** A figure standing alone: "600,00 €" is not in "3.600,00 €". */
const figurePattern = (figure: string) =>
  new RegExp(`(?<![\\d.,])${figure.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The client's copy: no cost, food cost, margin or extra (a figure equal to a price aside). */
export function expectNoCosts(text: string, menu: Menu, prices: readonly string[] = []) {
  for (const figure of costFigures(menu)) {
    if (!prices.includes(figure)) expect(text, figure).not.toMatch(figurePattern(figure));
  }
  // "Costeo" (the footer's "Generado con Costeo") is not a cost.
  expect(text).not.toMatch(/\bcostes?\b|food cost|margen|escandallo/i);
  for (const extra of menu.extras) expect(text).not.toContain(extra.name);
}

/**
 * Each dish, and under it its allergens by the short names of the allergen matrix's columns (on a
 * quote, its quantity per guest between the two).
 */
export function expectDishesWithAllergens(text: string, menu: Menu, prefix: string) {
  for (const item of itemsOf(menu)) {
    const allergens = shortNames(item);
    const portion =
      menu.kind === 'evento' ? guestPortionText(item.guest_quantity, item.guest_unit) : null;
    const name = portion ? `${item.dish.name}\n${portion}` : item.dish.name;
    expect(text).toContain(allergens ? `${name}\n${prefix}${allergens}` : name);
  }
}

/** The union of the menu's allergens by their official names, and RD 126/2015's notice. */
export function expectAllergenNotice(text: string, menu: Menu) {
  expect(flat(text)).toContain(
    menu.allergens.length === 0
      ? 'Ningún plato contiene alguno de los 14 alérgenos de declaración obligatoria'
      : `Alérgenos presentes en este menú: ${menu.allergens.map(allergenName).join('; ')}.`,
  );
  expect(flat(text)).toContain(ALLERGEN_NOTICE);
  expect(ALLERGEN_NOTICE).toContain('Reglamento (UE) 1169/2011');
  expect(ALLERGEN_NOTICE).toContain('Real Decreto 126/2015');
}

/** The client's copy: the menu (a carta with each PVP), its price, a quote's VAT breakdown. */
export function expectClientCopy(text: string, menu: Menu, issued: string) {
  expectDishesWithAllergens(text, menu, 'Alérgenos: ');
  expectAllergenNotice(text, menu);
  const prices: string[] = [];
  if (menu.kind === 'carta') {
    for (const item of itemsOf(menu)) {
      if (item.sale_price === null) continue;
      const allergens = shortNames(item);
      // The price on the name's row; its allergens, when it has any, on a row between.
      expect(text).toContain(
        `${item.dish.name}${allergens ? `\nAlérgenos: ${allergens}\n` : ''}${money(item.sale_price)}\n`,
      );
      prices.push(money(item.sale_price));
    }
    expect(text).toContain('Precios en euros, IVA incluido.');
  } else if (menu.kind === 'menu_del_dia') {
    expect(text).toContain(`Precio por persona: ${money(menu.price_per_person)} (IVA incluido)`);
    prices.push(money(menu.price_per_person));
  } else {
    expect(text).toContain(`Invitados${menu.quote_guests}\n`);
    expect(text).toContain(
      [
        `Precio por invitado (IVA incluido)${money(menu.price_per_person)}`,
        `Invitados${menu.quote_guests}`,
        `Base imponible${money(menu.revenue_net)}`,
        `IVA (${pct(menu.effective_sale_vat_pct)})${money(menu.vat_total)}`,
        `Total (IVA incluido)${money(menu.total_with_vat)}`,
      ].join('\n'),
    );
    const days = menu.effective_quote_validity_days;
    expect(flat(text)).toContain(
      `Fecha de emisión: ${issued}. Presupuesto válido durante ${days} ${days === 1 ? 'día' : 'días'} desde su emisión (hasta el `,
    );
    // The number the answer has, or the one this download gave it (the first, decision 036).
    expect(text).toMatch(
      new RegExp(`Nº ${menu.quote_number ?? 'P-\\d{4}-\\d{4,}'}\nFecha: ${issued}\nVálido hasta: `),
    );
    prices.push(money(menu.price_per_person), money(menu.total_with_vat));
    if (menu.quote_deposit !== null) {
      const deposit = money(menu.quote_deposit);
      expect(text).toContain(
        `Señal a la aceptación (${pct(menu.effective_quote_deposit_pct)})${deposit}\n`,
      );
      expect(flat(text)).toContain(
        `Señal: ${pct(menu.effective_quote_deposit_pct)} del total, ${deposit}, a la aceptación`,
      );
      prices.push(deposit);
    }
    const terms = menu.effective_quote_payment_terms.trim();
    if (terms) expect(flat(text)).toContain(`Forma de pago: ${terms}`);
    for (const item of itemsOf(menu)) {
      if (item.guest_quantity === null) continue;
      expect(text).toContain(
        `${item.dish.name}\n${guestPortionText(item.guest_quantity, item.guest_unit) ?? ''}\n`,
      );
    }
  }
  expectNoCosts(text, menu, prices);
}

/** The kitchen's copy: every figure of the costing, each on the row of its label. */
export function expectInternalCopy(text: string, menu: Menu) {
  if (menu.kind === 'carta') {
    for (const item of itemsOf(menu)) {
      const price = item.sale_price === null ? 'Sin PVP' : money(item.sale_price);
      expect(text).toContain(
        `${money(item.dish.cost_per_serving)}${price}${pct(item.food_cost_pct)}${pct(item.dish.effective_target_food_cost_pct)}${money(item.margin_per_serving)}\n`,
      );
    }
    expect(text).toContain(`Food cost medio (platos con PVP)${pct(menu.average_food_cost_pct)}\n`);
    expect(text).toContain(`Platos por encima del objetivo${menu.dishes_below_target.length}\n`);
    for (const dish of menu.dishes_below_target) expect(text).toContain(dish.name);
  } else {
    for (const section of menu.sections) {
      for (const item of section.items) {
        const share = item.share_pct === null ? '—' : pct(item.share_pct);
        expect(text).toContain(
          `${formatQuantity(item.servings_per_cover)}${share}${money(item.cost_per_cover)}\n`,
        );
      }
      expect(text).toContain(
        `Coste esperado${money(section.cost_expected)}\nPeor caso${money(section.cost_worst)}\n`,
      );
    }
    const target = pct(menu.effective_target_food_cost_pct);
    const energyText = (shown: Menu) => {
      const kcal = displayNutrient('energy_kcal', shown.energy_kcal_per_cover);
      const kj = displayNutrient('energy_kj', shown.energy_kj_per_cover);
      return kcal === null || kj === null ? 'Sin datos' : `${kcal} kcal / ${kj} kJ`;
    };
    expect(text).toContain(
      [
        `Coste por cubierto (esperado)${money(menu.cost_per_cover_expected)}`,
        `Coste por cubierto (peor caso)${money(menu.cost_per_cover_worst)}`,
        `Food cost (esperado)${pct(menu.food_cost_pct_expected)}`,
        `Food cost (peor caso)${pct(menu.food_cost_pct_worst)}`,
        `Food cost objetivo${target}`,
        `Energía por cubierto (esperada)${energyText(menu)}`,
        `Precio por persona (IVA incluido)${money(menu.price_per_person)}`,
        `IVA de venta${pct(menu.effective_sale_vat_pct)}`,
        `Precio neto (sin IVA)${money(menu.net_price_per_person)}`,
        `Margen bruto por cubierto${money(menu.margin_per_cover_expected)}`,
        `Margen bruto por cubierto (peor caso)${money(menu.margin_per_cover_worst)}`,
        `Precio sugerido (food cost ${target})${money(menu.suggested_price_per_person)}`,
      ].join('\n'),
    );
  }
  if (menu.kind === 'evento') {
    for (const extra of menu.extras) {
      expect(text).toContain(
        `${extra.name}${MENU_EXTRA_TYPE_LABELS[extra.cost_type]}${money(extra.amount)}${money(extra.total)}\n`,
      );
    }
    expect(text).toContain(
      [
        `Costes extra${money(menu.extras_total)}`,
        `Coste total${money(menu.total_cost)}`,
        `Ingresos netos (sin IVA)${money(menu.revenue_net)}`,
        `Margen bruto${money(menu.margin_total)}`,
        `Margen bruto (%)${pct(menu.margin_pct)}`,
        `IVA (${pct(menu.effective_sale_vat_pct)})${money(menu.vat_total)}`,
        `Total con IVA${money(menu.total_with_vat)}`,
      ].join('\n'),
    );
  }
  for (const warning of menu.warnings) expect(flat(text)).toContain(warning);
  expect(flat(text)).toContain(
    menu.allergens.length === 0
      ? 'Ninguno de los 14 alérgenos de declaración obligatoria.'
      : menu.allergens.map(allergenName).join('; '),
  );
}
