import type { Menu, MenuPdfVariant } from '@costeo/domain/contracts/menus';
import { describe, expect, it } from 'vitest';
import { carta, evento, menuDelDia } from '../../../test/menu-fixtures.ts';
import {
  expectClientCopy,
  expectInternalCopy,
  menuPdfText,
} from '../../../test/menu-pdf-checks.ts';
import { runTask } from '../../workers/tasks.ts';
import type { BusinessOnDocuments, MenuPdfData } from './menu.pdf.ts';

/*
 * The menu PDFs (issue 18) from menus as the API answers them: every figure printed is the
 * answer's string, es-ES formatted; the client's copy carries no cost. Rendered through the worker
 * task the pool runs, in this thread.
 */

const AT = new Date('2026-11-23T10:00:00Z');
const ISSUED = '23 de noviembre de 2026';

/** The business as Mi perfil names it (issue 31). */
const BUSINESS: BusinessOnDocuments = {
  legalName: 'Restaurante Casa Paco S.L.',
  taxId: 'B28765436',
  address: 'Calle de la Cava Baja 24, 28005 Madrid',
  phone: '+34 913 65 40 21',
  email: 'reservas@casapaco.es',
};

async function textOf(
  menu: Menu,
  variant: MenuPdfVariant,
  extra: Partial<MenuPdfData> = {},
): Promise<string> {
  const reply = await runTask('menu-pdf', {
    businessName: 'Casa Paco',
    menu,
    variant,
    at: AT,
    ...extra,
  });
  expect(reply.refusal).toBeUndefined();
  return menuPdfText(reply.value!);
}

describe('menú del día PDF', () => {
  const menu = menuDelDia();

  it('cliente: the printed menu, sections in order, allergens per dish and the price with VAT, no cost', async () => {
    const text = await textOf(menu, 'cliente');
    expectClientCopy(text, menu, ISSUED);
    expect(text).toContain('CASA PACO\nMENÚ DEL DÍA\nMenú de otoño\n');
    // With the business's details (issue 31): its address and phone under its name.
    expect(await textOf(menu, 'cliente', { business: BUSINESS })).toContain(
      'CASA PACO\nCalle de la Cava Baja 24, 28005 Madrid   ·   +34 913 65 40 21\nMENÚ DEL DÍA\n',
    );
    expect(text).toMatch(/Primeros\nA elegir\n[^]*Segundos\nA elegir\n[^]*Incluido\nPan y bebida/);
    expect(text).toContain('Sopa de cebolla gratinada\nAlérgenos: Gluten, Leche\n');
    // A dish without allergens has no line for them.
    expect(text).toContain('Pollo asado\nIncluido');
    expect(text).toContain('Precio por persona: 15,00 € (IVA incluido)');
    expect(text).toContain(
      'Alérgenos presentes en este menú: Cereales que contengan gluten; Huevos; Pescado; Leche y derivados (incluida la\nlactosa); Mostaza.',
    );
    // Not a share, not a food cost: no percentage at all.
    expect(text).not.toContain('%');
  });

  it('interno: each section with servings, share and cost per cover, and the menu figures', async () => {
    const text = await textOf(menu, 'interno');
    expectInternalCopy(text, menu);
    expect(text).toContain('CASA PACOESCANDALLO DE MENÚ · USO INTERNO\nMenú de otoño\n');
    expect(text).toContain(
      'Menú del día   ·   5 platos   ·   Precio por persona: 15,00 € (IVA incluido)',
    );
    expect(text).toContain('Primeros   Cada comensal elige uno\n');
    expect(text).toContain('Incluido   Se sirven todos\n');
    // Hand-worked figures, es-ES: dish, allergens, servings, share, cost per cover.
    expect(text).toContain('Merluza a la romana\nGluten, Huevos, Pescado\n160,00 %4,20 €\n');
    expect(text).toContain('Pan y bebida\nGluten\n1—0,90 €\n');
    expect(text).toContain('Coste esperado3,52 €\nPeor caso4,20 €\n');
    expect(text).toContain('Coste por cubierto (esperado)6,99 €\n');
    expect(text).toContain('Food cost (esperado)51,26 %\nFood cost (peor caso)60,13 %\n');
    expect(text).toContain('Precio neto (sin IVA)13,64 €\nMargen bruto por cubierto6,65 €\n');
    expect(text).toContain('Precio sugerido (food cost 30,00 %)25,63 €\n');
    expect(text).toContain(
      'Estado: Margen bajo con el reparto esperado; Margen bajo en el peor caso.',
    );
    // No dish's energy known in this fixture: said, never a 0.
    expect(text).toContain('Energía por cubierto (esperada)Sin datos\n');
  });

  it('interno: the energy per cover, rounded as a label rounds it (issue 21)', async () => {
    const text = await textOf(
      { ...menu, energy_kj_per_cover: '4017.4', energy_kcal_per_cover: '960.25' },
      'interno',
    );
    expect(text).toContain('Energía por cubierto (esperada)960 kcal / 4017 kJ\n');
    expect(text.replace(/\r?\n/g, ' ')).toContain(
      'Energía: valores de los productos o, si no los tienen, USDA National Nutrient Database',
    );
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
    expectClientCopy(text, menu, ISSUED);
    expect(text).toContain('CASA PACO\nCARTA\nCarta de invierno\n');
    // With the business's details (issue 31): its address and phone under its name.
    expect(await textOf(menu, 'cliente', { business: BUSINESS })).toContain(
      'CASA PACO\nCalle de la Cava Baja 24, 28005 Madrid   ·   +34 913 65 40 21\nCARTA\nCarta de invierno\n',
    );
    expect(text).toContain('Solomillo al Pedro Ximénez\nAlérgenos: Sulfitos\n22,00 €\n');
    // Lubina has no PVP: nothing is printed for it, neither a price nor a made-up one.
    expect(text).toContain('Lubina a la sal\nAlérgenos: Pescado\nPrecios en euros, IVA incluido.');
    expect(text).not.toContain('Sin PVP');
  });

  it("interno: each dish's cost, PVP, food cost, target and margin; the average and the dishes above target", async () => {
    const text = await textOf(menu, 'interno');
    expectInternalCopy(text, menu);
    expect(text).toContain('Sulfitos\n9,80 €22,00 €49,00 %30,00 %10,20 €\n');
    expect(text).toContain('Pescado\n7,50 €Sin PVP—30,00 %—\n');
    expect(text).toContain('Food cost medio (platos con PVP)32,17 %\n');
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
    const text = await textOf(menu, 'cliente', { business: BUSINESS });
    expectClientCopy(text, menu, ISSUED);
    // The letterhead (issue 31): the business, its NIF, address and contact; the quote's number,
    // date and validity (15 days counting the day of issue).
    expect(text).toContain(
      [
        'CASA PACO',
        'Restaurante Casa Paco S.L.',
        'NIF: B28765436',
        'Calle de la Cava Baja 24, 28005 Madrid',
        'Tel. +34 913 65 40 21   ·   reservas@casapaco.es',
        'PRESUPUESTO',
        'Nº P-2026-0007',
        'Fecha: 23 de noviembre de 2026',
        'Válido hasta: 7 de diciembre de 2026',
        'Boda Pérez-García',
      ].join('\n'),
    );
    expect(text).toContain('Croquetas de jamón\n3 croquetas por persona\nAlérgenos:');
    expect(text).toContain(
      'ClienteFamilia Pérez\nFecha del eventosábado, 12 de diciembre de 2026\nInvitados80\n',
    );
    expect(text).toMatch(/Menú\nEntrantes\n[^]*Principal\nA elegir\n[^]*Postre\nTarta de queso/);
    expect(text).toContain(
      'Precio por invitado (IVA incluido)45,00 €\nInvitados80\nBase imponible3.272,73 €\nIVA (10,00 %)327,27 €\nTotal (IVA incluido)3.600,00 €\nSeñal a la aceptación (30,00 %)1.080,00 €\n',
    );
    expect(text.replace(/\n/g, ' ')).toContain(
      'Condiciones Fecha de emisión: 23 de noviembre de 2026. Presupuesto válido durante 15 días desde su emisión (hasta el 7 de diciembre de 2026). Señal: 30,00 % del total, 1.080,00 €, a la aceptación del presupuesto para confirmar el evento. Forma de pago: Resto por transferencia 7 días antes del evento.',
    );
    // The notes are the kitchen's.
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
    expectInternalCopy(text, menu);
    expect(text).toContain('Cliente: Familia Pérez');
    expect(text).toContain('2—2,40 €\nCoste esperado2,40 €\nPeor caso2,40 €\n');
    expect(text).toContain('ConceptoTipoImporteTotal (80 invitados)\n');
    expect(text).toContain('CamarerosPor persona6,00 €480,00 €\nTransporteFijo150,00 €150,00 €\n');
    expect(text).toContain(
      'Totales del evento (80 invitados)\nCostes extra630,00 €\nCoste total1.638,80 €\nIngresos netos (sin IVA)3.272,73 €\nMargen bruto1.633,93 €\nMargen bruto (%)49,93 %\nIVA (10,00 %)327,27 €\nTotal con IVA3.600,00 €\n',
    );
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
