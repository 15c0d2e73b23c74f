import type { AllergenCode } from '@costeo/domain/allergens';
import {
  menuSchema,
  type Menu,
  type MenuDish,
  type MenuExtra,
  type MenuItem,
  type MenuSection,
} from '@costeo/domain/contracts/menus';

/*
 * Menus as `GET /api/menus/{id}/` answers them, for the renderers' tests. The figures are worked
 * by hand (DOMAIN.md §8) so they read like a real menu; the renderers never recompute them, they
 * only print them. Each fixture is checked against the contract's schema.
 */

let nextId = 1;
const id = () => nextId++;
const STAMP = '2026-11-20T09:00:00.000Z';

interface DishSpec {
  name: string;
  cost: string;
  allergens?: AllergenCode[];
  salePrice?: string | null;
  target?: string;
}

function dish(spec: DishSpec): MenuDish {
  return {
    id: id(),
    name: spec.name,
    category: 'Platos',
    cost_per_serving: spec.cost,
    cost_per_serving_exact: spec.cost,
    cost_complete: true,
    sale_price: spec.salePrice ?? null,
    effective_sale_vat_pct: '10.00',
    effective_target_food_cost_pct: spec.target ?? '30.00',
    allergens: spec.allergens ?? [],
  };
}

interface ItemSpec extends DishSpec {
  servings?: string;
  share?: string | null;
  costPerCover?: string;
  /** A carta's dish: food cost, margin, above its target. */
  foodCost?: string | null;
  margin?: string | null;
  belowTarget?: boolean;
  /** Energy per cover (exact), null when unknown. */
  energyKj?: string | null;
  energyKcal?: string | null;
  /** An event's dish: what each guest gets ("3" + "croquetas"). */
  guestQuantity?: string;
  guestUnit?: string;
}

function item(spec: ItemSpec, position: number): MenuItem {
  const theDish = dish(spec);
  return {
    id: id(),
    position,
    recipe: theDish.id,
    dish: theDish,
    servings_per_cover: spec.servings ?? '1.000',
    expected_share_pct: spec.share ?? null,
    guest_quantity: spec.guestQuantity ?? null,
    guest_unit: spec.guestUnit ?? '',
    share_pct: spec.share ?? null,
    cost_per_cover: spec.costPerCover ?? spec.cost,
    allergens: theDish.allergens,
    sale_price: theDish.sale_price,
    food_cost_pct: spec.foodCost ?? null,
    margin_per_serving: spec.margin ?? null,
    below_target: spec.belowTarget ?? false,
    energy_kj_per_cover: spec.energyKj ?? null,
    energy_kcal_per_cover: spec.energyKcal ?? null,
  };
}

function section(
  position: number,
  name: string,
  choice: 'one' | 'all',
  items: ItemSpec[],
  cost: { expected: string; worst: string },
): MenuSection {
  return {
    id: id(),
    position,
    name,
    choice,
    items: items.map((spec, index) => item(spec, index + 1)),
    cost_expected: cost.expected,
    cost_worst: cost.worst,
  };
}

const noEvent = {
  quote_guests: null,
  extras_total: null,
  total_cost: null,
  revenue_net: null,
  margin_total: null,
  margin_pct: null,
  vat_total: null,
  total_with_vat: null,
};

const stored = {
  sale_vat_pct: null,
  target_food_cost_pct: null,
  guests: null,
  event_date: null,
  client_name: '',
  notes: '',
  created_at: STAMP,
  updated_at: STAMP,
  quote_validity_days: null,
  quote_deposit_pct: null,
  quote_payment_terms: null,
  quote_number: null,
  quote_issued_at: null,
  effective_quote_validity_days: 30,
  effective_quote_deposit_pct: '0.00',
  effective_quote_payment_terms: '',
  quote_deposit: null,
  effective_sale_vat_pct: '10.00',
  effective_target_food_cost_pct: '30.00',
  cost_complete: true,
  warnings: [],
  average_food_cost_pct: null,
  dishes_below_target: [],
  extras: [],
  energy_kj_per_cover: null,
  energy_kcal_per_cover: null,
};

/**
 * A menú del día at 15 € (IVA incluido): primeros and segundos to choose (equal shares, 60/40),
 * bread and drink included. Expected 2,57 + 3,52 + 0,90 = 6,99 €; worst 3,10 + 4,20 + 0,90 = 8,20 €;
 * net 15 / 1,10 = 13,64 €; food cost 51,26 % / 60,13 %.
 */
export function menuDelDia(): Menu {
  return menuSchema.parse({
    ...stored,
    ...noEvent,
    id: id(),
    name: 'Menú de otoño',
    kind: 'menu_del_dia',
    price_per_person: '15.00',
    sections: [
      section(
        1,
        'Primeros',
        'one',
        [
          {
            name: 'Sopa de cebolla gratinada',
            cost: '2.04',
            share: '50.00',
            allergens: ['gluten', 'leche'],
          },
          {
            name: 'Ensalada de ventresca',
            cost: '3.10',
            share: '50.00',
            allergens: ['pescado', 'mostaza'],
          },
        ],
        { expected: '2.57', worst: '3.10' },
      ),
      section(
        2,
        'Segundos',
        'one',
        [
          {
            name: 'Merluza a la romana',
            cost: '4.20',
            share: '60.00',
            allergens: ['gluten', 'huevos', 'pescado'],
          },
          { name: 'Pollo asado', cost: '2.50', share: '40.00' },
        ],
        { expected: '3.52', worst: '4.20' },
      ),
      section(
        3,
        'Incluido',
        'all',
        [{ name: 'Pan y bebida', cost: '0.90', allergens: ['gluten'] }],
        {
          expected: '0.90',
          worst: '0.90',
        },
      ),
    ],
    cost_per_cover_expected: '6.99',
    cost_per_cover_worst: '8.20',
    net_price_per_person: '13.64',
    food_cost_pct_expected: '51.26',
    food_cost_pct_worst: '60.13',
    margin_per_cover_expected: '6.65',
    margin_per_cover_worst: '5.44',
    suggested_price_per_person: '25.63',
    status: 'low_margin',
    status_worst: 'low_margin',
    allergens: ['gluten', 'huevos', 'pescado', 'leche', 'mostaza'],
  });
}

/**
 * A wedding at 45 € a guest for 80 guests, quoted for `quoteGuests` (the `?guests=N` of the API;
 * the figures below are for 80). Expected 2,40 + 9,11 + 1,10 = 12,61 € per cover; extras
 * 6 € × 80 + 150 € = 630 €; total cost 1.638,80 €; revenue 3.272,73 €; margin 1.633,93 €.
 */
export function evento(quoteGuests = 80): Menu {
  const extras: MenuExtra[] = [
    {
      id: id(),
      position: 1,
      name: 'Camareros',
      cost_type: 'per_person',
      amount: '6.00',
      total: '480.00',
    },
    {
      id: id(),
      position: 2,
      name: 'Transporte',
      cost_type: 'fixed',
      amount: '150.00',
      total: '150.00',
    },
  ];
  return menuSchema.parse({
    ...stored,
    id: id(),
    name: 'Boda Pérez-García',
    kind: 'evento',
    price_per_person: '45.00',
    guests: 80,
    event_date: '2026-12-12',
    client_name: 'Familia Pérez',
    notes: 'Confirmar el número de invitados el lunes anterior.',
    quote_validity_days: 15,
    quote_deposit_pct: '30.00',
    quote_payment_terms: 'Resto por transferencia 7 días antes del evento.',
    quote_number: 'P-2026-0007',
    quote_issued_at: STAMP,
    effective_quote_validity_days: 15,
    effective_quote_deposit_pct: '30.00',
    effective_quote_payment_terms: 'Resto por transferencia 7 días antes del evento.',
    sections: [
      section(
        1,
        'Entrantes',
        'all',
        [
          {
            name: 'Croquetas de jamón',
            cost: '1.20',
            servings: '2.000',
            costPerCover: '2.40',
            allergens: ['gluten', 'huevos', 'leche'],
            guestQuantity: '3.00',
            guestUnit: 'croquetas',
          },
        ],
        { expected: '2.40', worst: '2.40' },
      ),
      section(
        2,
        'Principal',
        'one',
        [
          {
            name: 'Solomillo al Pedro Ximénez',
            cost: '9.80',
            share: '70.00',
            allergens: ['sulfitos'],
          },
          { name: 'Lubina a la sal', cost: '7.50', share: '30.00', allergens: ['pescado'] },
        ],
        { expected: '9.11', worst: '9.80' },
      ),
      section(
        3,
        'Postre',
        'all',
        [{ name: 'Tarta de queso', cost: '1.10', allergens: ['gluten', 'huevos', 'leche'] }],
        { expected: '1.10', worst: '1.10' },
      ),
    ],
    extras,
    cost_per_cover_expected: '12.61',
    cost_per_cover_worst: '13.30',
    net_price_per_person: '40.91',
    food_cost_pct_expected: '30.82',
    food_cost_pct_worst: '32.51',
    margin_per_cover_expected: '28.30',
    margin_per_cover_worst: '27.61',
    suggested_price_per_person: '46.24',
    status: 'low_margin',
    status_worst: 'low_margin',
    allergens: ['gluten', 'huevos', 'pescado', 'leche', 'sulfitos'],
    quote_guests: quoteGuests,
    extras_total: '630.00',
    total_cost: '1638.80',
    revenue_net: '3272.73',
    margin_total: '1633.93',
    margin_pct: '49.93',
    vat_total: '327.27',
    total_with_vat: '3600.00',
    quote_deposit: '1080.00',
  });
}

/**
 * A carta: each dish at its own PVP. Sopa 2,04 € at 8,80 € (25,50 %), croquetas 1,20 € at 6,00 €
 * (22,00 %), solomillo 9,80 € at 22,00 € (49,00 %: above its 30 % target), lubina without a PVP.
 */
export function carta(): Menu {
  return menuSchema.parse({
    ...stored,
    ...noEvent,
    id: id(),
    name: 'Carta de invierno',
    kind: 'carta',
    price_per_person: null,
    sections: [
      section(
        1,
        'Entrantes',
        'one',
        [
          {
            name: 'Sopa de cebolla gratinada',
            cost: '2.04',
            salePrice: '8.80',
            foodCost: '25.50',
            margin: '5.96',
            allergens: ['gluten', 'leche'],
          },
          {
            name: 'Croquetas de jamón',
            cost: '1.20',
            salePrice: '6.00',
            foodCost: '22.00',
            margin: '4.25',
            allergens: ['gluten', 'huevos', 'leche'],
          },
        ],
        { expected: '1.62', worst: '2.04' },
      ),
      section(
        2,
        'Principales',
        'one',
        [
          {
            name: 'Solomillo al Pedro Ximénez',
            cost: '9.80',
            salePrice: '22.00',
            foodCost: '49.00',
            margin: '10.20',
            belowTarget: true,
            allergens: ['sulfitos'],
          },
          { name: 'Lubina a la sal', cost: '7.50', allergens: ['pescado'] },
        ],
        { expected: '8.65', worst: '9.80' },
      ),
    ],
    cost_per_cover_expected: '10.27',
    cost_per_cover_worst: '11.84',
    net_price_per_person: null,
    food_cost_pct_expected: null,
    food_cost_pct_worst: null,
    margin_per_cover_expected: null,
    margin_per_cover_worst: null,
    suggested_price_per_person: '37.66',
    status: 'low_margin',
    status_worst: null,
    allergens: ['gluten', 'huevos', 'pescado', 'leche', 'sulfitos'],
    warnings: ['«Lubina a la sal» no tiene PVP.'],
    average_food_cost_pct: '32.17',
    dishes_below_target: [{ id: 999, name: 'Solomillo al Pedro Ximénez' }],
  });
}
