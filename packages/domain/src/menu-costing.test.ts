import { describe, expect, it } from 'vitest';
import type { AllergenCode } from './allergens.ts';
import { toMoney, toPercent } from './decimal.ts';
import {
  costMenu,
  equalShares,
  menuStatus,
  menuStatusLabel,
  type MenuDish,
  type MenuInput,
  type MenuItemInput,
  type MenuSectionInput,
} from './menu-costing.ts';
import { DomainRuleError } from './rule-error.ts';

const dish = (cost: string | null, extra: Partial<MenuDish> = {}): MenuDish => ({
  costPerServing: cost,
  costComplete: true,
  salePrice: null,
  saleVatPct: '10',
  targetFoodCostPct: '30',
  allergens: [],
  ...extra,
});

const item = (
  name: string,
  cost: string | null,
  share: string | null = null,
  extra: Partial<MenuDish> = {},
): MenuItemInput => ({
  name,
  dish: dish(cost, extra),
  servingsPerCover: '1',
  expectedSharePct: share,
});

const one = (name: string, items: MenuItemInput[]): MenuSectionInput => ({
  name,
  choice: 'one',
  items,
});
const all = (name: string, items: MenuItemInput[]): MenuSectionInput => ({
  name,
  choice: 'all',
  items,
});

/** Issue 18's menú del día: 13,50 € with 10 % VAT, target 30 %. */
const MENU_DEL_DIA: MenuInput = {
  kind: 'menu_del_dia',
  pricePerPerson: '13.50',
  saleVatPct: '10',
  targetFoodCostPct: '30',
  guests: null,
  sections: [
    one('Primeros', [
      item('Ensalada', '0.80', '50', { allergens: ['mostaza'] }),
      item('Lentejas', '1.10', '30', { allergens: ['apio'] }),
      item('Gazpacho', '0.60', '20'),
    ]),
    one('Segundos', [
      item('Pollo', '2.40', '60'),
      item('Merluza', '3.60', '40', { allergens: ['pescado', 'gluten'] }),
    ]),
    one('Postres', [
      item('Flan', '0.35', null, { allergens: ['huevos', 'leche'] }),
      item('Fruta', '0.50'),
    ]),
    all('Pan y bebida', [
      item('Pan', '0.15', null, { allergens: ['gluten'] }),
      item('Bebida', '0.45'),
    ]),
  ],
  extras: [],
};

describe('a menú del día, expected and worst (issue 18 acceptance)', () => {
  const figures = costMenu(MENU_DEL_DIA);

  it('costs 4,755 € per cover as chosen (4,76 €) and 5,80 € at worst', () => {
    // 0.5·0.80 + 0.3·1.10 + 0.2·0.60 = 0.85; 0.6·2.40 + 0.4·3.60 = 2.88; (0.35 + 0.50)/2 = 0.425;
    // 0.15 + 0.45 = 0.60 → 4.755. Worst: 1.10 + 3.60 + 0.50 + 0.60 = 5.80.
    expect(figures.costPerCoverExpected.toFixed()).toBe('4.755');
    expect(toMoney(figures.costPerCoverExpected)).toBe('4.76');
    expect(toMoney(figures.costPerCoverWorst)).toBe('5.80');
    expect(figures.sections.map((section) => section.costExpected.toFixed())).toEqual([
      '0.85',
      '2.88',
      '0.425',
      '0.6',
    ]);
    expect(figures.sections.map((section) => section.costWorst.toFixed())).toEqual([
      '1.1',
      '3.6',
      '0.5',
      '0.6',
    ]);
  });

  it('net price 12,27 €, food cost 38,74 % expected and 47,26 % worst, margin 7,52 €, suggested 17,44 €', () => {
    expect(toMoney(figures.netPricePerPerson!)).toBe('12.27');
    expect(toPercent(figures.foodCostPctExpected!)).toBe('38.74');
    expect(toPercent(figures.foodCostPctWorst!)).toBe('47.26');
    expect(toMoney(figures.marginPerCoverExpected!)).toBe('7.52');
    expect(toMoney(figures.suggestedPricePerPerson)).toBe('17.44');
  });

  it('the worst case’s margin beside the expected one: 12,27 − 5,80 = 6,47 € (issue 31)', () => {
    expect(toMoney(figures.marginPerCoverWorst!)).toBe('6.47');
    expect(
      menuStatus({
        dishes: 9,
        costComplete: true,
        foodCostPct: figures.foodCostPctWorst,
        targetFoodCostPct: '30',
      }),
    ).toBe('low_margin');
  });

  it('a menu with no dishes has no food cost or margin, and its badge says «Sin platos» (issue 31)', () => {
    const empty = costMenu({ ...MENU_DEL_DIA, sections: [] });
    expect(empty.foodCostPctExpected).toBeNull();
    expect(empty.foodCostPctWorst).toBeNull();
    expect(empty.marginPerCoverExpected).toBeNull();
    expect(empty.marginPerCoverWorst).toBeNull();
    expect(
      menuStatus({ dishes: 0, costComplete: true, foodCostPct: null, targetFoodCostPct: '30' }),
    ).toBe('no_dishes');
    expect(menuStatusLabel('no_dishes')).toBe('Sin platos');
    expect(menuStatusLabel('profitable')).toBe('Rentable');
  });

  it('equal shares when none is given (the postres: 50 / 50)', () => {
    expect(figures.sections[2]?.items.map((entry) => entry.sharePct?.toFixed())).toEqual([
      '50',
      '50',
    ]);
    expect(figures.sections[3]?.items.map((entry) => entry.sharePct)).toEqual([null, null]);
  });

  it('the allergens are the union of the dishes’, in the regulation’s order', () => {
    expect(figures.allergens).toEqual<AllergenCode[]>([
      'gluten',
      'huevos',
      'pescado',
      'leche',
      'apio',
      'mostaza',
    ]);
    expect(figures.costComplete).toBe(true);
    expect(figures.warnings).toEqual([]);
    expect(figures.event).toBeNull();
    expect(figures.carta).toBeNull();
  });

  it('servings per cover multiply the dish’s cost', () => {
    const double = costMenu({
      ...MENU_DEL_DIA,
      sections: [all('Pan', [{ ...item('Pan', '0.15'), servingsPerCover: '2' }])],
    });
    expect(double.costPerCoverExpected.toFixed()).toBe('0.3');
  });
});

describe('shares', () => {
  it('must add up to 100 in each section: the error names the section', () => {
    const menu = {
      ...MENU_DEL_DIA,
      sections: [one('Segundos', [item('Pollo', '2.40', '60'), item('Merluza', '3.60', '30')])],
    };
    expect(() => costMenu(menu)).toThrow(DomainRuleError);
    expect(() => costMenu(menu)).toThrow(
      'Los porcentajes de «Segundos» suman 90 %, y deben sumar 100 %.',
    );
  });

  it('are all given or none', () => {
    const menu = {
      ...MENU_DEL_DIA,
      sections: [one('Primeros', [item('Ensalada', '0.80', '100'), item('Lentejas', '1.10')])],
    };
    expect(() => costMenu(menu)).toThrow(/«Primeros»/);
  });

  it('"Igualar" gives shares in cents that add up to exactly 100', () => {
    expect(equalShares(3)).toEqual(['33.34', '33.33', '33.33']);
    expect(equalShares(2)).toEqual(['50.00', '50.00']);
    expect(equalShares(7).reduce((sum, share) => sum + Math.round(Number(share) * 100), 0)).toBe(
      10_000,
    );
    expect(equalShares(0)).toEqual([]);
  });
});

/** Issue 18's event: 80 guests at 60,50 € (10 % VAT), 0.80 + 3.60 + 0.35 per cover. */
const EVENT: MenuInput = {
  kind: 'evento',
  pricePerPerson: '60.50',
  saleVatPct: '10',
  targetFoodCostPct: '30',
  guests: 80,
  sections: [
    all('Menú', [item('Entrante', '0.80'), item('Principal', '3.60'), item('Postre', '0.35')]),
  ],
  extras: [
    { name: 'Camareros', costType: 'fixed', amount: '600.00' },
    { name: 'Transporte', costType: 'fixed', amount: '150.00' },
    { name: 'Menaje', costType: 'per_person', amount: '2.50' },
  ],
};

describe('an event quote (issue 18 acceptance)', () => {
  it('80 guests: cost 1 330,00 €, revenue 4 400,00 €, margin 3 070,00 € (69,77 %), VAT 440,00 €, total 4 840,00 €', () => {
    const event = costMenu(EVENT).event!;
    expect(toMoney(event.extrasTotal)).toBe('950.00');
    expect(toMoney(event.totalCost)).toBe('1330.00');
    expect(toMoney(event.revenueNet)).toBe('4400.00');
    expect(toMoney(event.marginTotal)).toBe('3070.00');
    expect(toPercent(event.marginPct!)).toBe('69.77');
    expect(toMoney(event.vatTotal)).toBe('440.00');
    expect(toMoney(event.totalWithVat)).toBe('4840.00');
  });

  it('with 100 guests: cost 1 475,00 €, margin 73,18 %', () => {
    const event = costMenu({ ...EVENT, guests: 100 }).event!;
    expect(toMoney(event.totalCost)).toBe('1475.00');
    expect(toPercent(event.marginPct!)).toBe('73.18');
  });

  it('refuses a headcount that is not a positive whole number, and a negative extra', () => {
    expect(() => costMenu({ ...EVENT, guests: 0 })).toThrow(DomainRuleError);
    expect(() => costMenu({ ...EVENT, guests: 2.5 })).toThrow(DomainRuleError);
    expect(() =>
      costMenu({ ...EVENT, extras: [{ name: 'Descuento', costType: 'fixed', amount: '-5' }] }),
    ).toThrow(/Descuento/);
  });

  it('a menú del día or an event needs its price per person; a carta does not', () => {
    expect(() => costMenu({ ...EVENT, pricePerPerson: null })).toThrow(DomainRuleError);
    expect(() => costMenu({ ...MENU_DEL_DIA, kind: 'carta', pricePerPerson: null })).not.toThrow();
  });
});

describe('a carta', () => {
  const carta = costMenu({
    kind: 'carta',
    pricePerPerson: null,
    saleVatPct: '10',
    targetFoodCostPct: '30',
    guests: null,
    sections: [
      all('Entrantes', [
        // net 11.00 → food cost 20 %; net 5.00 → food cost 40 % (above its 30 % target)
        item('Croquetas', '2.20', null, { salePrice: '12.10' }),
        item('Patatas bravas', '2.00', null, { salePrice: '5.50' }),
        item('Pan con tomate', '0.40'),
      ]),
    ],
    extras: [],
  });

  it('gives each dish’s PVP, food cost and margin, the average food cost and the dishes above target', () => {
    const [croquetas, bravas, pan] = carta.sections[0]!.items;
    expect(toPercent(croquetas!.foodCostPct!)).toBe('20.00');
    expect(toMoney(croquetas!.marginPerServing!)).toBe('8.80');
    expect(bravas!.belowTarget).toBe(true);
    expect(pan!.foodCostPct).toBeNull();
    expect(toPercent(carta.carta!.averageFoodCostPct!)).toBe('30.00');
    expect(carta.carta!.dishesBelowTarget).toBe(1);
    expect(carta.netPricePerPerson).toBeNull();
    expect(carta.foodCostPctExpected).toBeNull();
  });

  it('warns of a dish without PVP and of an incomplete cost', () => {
    expect(carta.warnings).toEqual(['«Pan con tomate» no tiene PVP.']);
    const incomplete = costMenu({
      ...MENU_DEL_DIA,
      sections: [
        all('Pan', [item('Pan', '0.15', null, { costComplete: false }), item('Agua', null)]),
      ],
    });
    expect(incomplete.costComplete).toBe(false);
    expect(incomplete.warnings).toEqual([
      '«Pan» tiene el coste incompleto.',
      '«Agua» tiene el coste incompleto.',
    ]);
  });
});
