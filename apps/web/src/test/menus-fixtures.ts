import type { MenuDish, MenuRequest } from '@costeo/domain/contracts/menus';
import type { AllergenCode } from '@costeo/domain/allergens';
import { dec, toMoney } from '@costeo/domain/decimal';
import { storedMenu } from './handlers/menus.ts';

/** A dish as `menus/dishes/` answers it: a recipe's stored figures (10 % VAT, target 30 %). */
export function menuDish(
  id: number,
  name: string,
  cost: string | null,
  extra: {
    category?: string;
    salePrice?: string;
    allergens?: AllergenCode[];
    complete?: boolean;
  } = {},
): MenuDish {
  return {
    id,
    name,
    category: extra.category ?? '',
    cost_per_serving: cost === null ? null : toMoney(dec(cost)),
    cost_per_serving_exact: cost,
    cost_complete: extra.complete ?? cost !== null,
    sale_price: extra.salePrice ?? null,
    effective_sale_vat_pct: '10.00',
    effective_target_food_cost_pct: '30.00',
    allergens: extra.allergens ?? [],
  };
}

// Issue 18's menú del día (packages/domain/src/menu-costing.test.ts): 13,50 € with 10 % VAT.
export const ENSALADA = menuDish(21, 'Ensalada de la huerta', '0.80', {
  category: 'Primeros',
  allergens: ['mostaza'],
});
export const LENTEJAS = menuDish(22, 'Lentejas estofadas', '1.10', {
  category: 'Primeros',
  allergens: ['apio'],
});
export const GAZPACHO = menuDish(23, 'Gazpacho', '0.60', { category: 'Primeros' });
export const POLLO = menuDish(24, 'Pollo al ajillo', '2.40', { category: 'Segundos' });
export const MERLUZA = menuDish(25, 'Merluza a la romana', '3.60', {
  category: 'Segundos',
  allergens: ['gluten', 'pescado'],
});
export const FLAN = menuDish(26, 'Flan de huevo', '0.35', {
  category: 'Postres',
  allergens: ['huevos', 'leche'],
});
export const FRUTA = menuDish(27, 'Fruta de temporada', '0.50', { category: 'Postres' });
export const PAN = menuDish(28, 'Pan', '0.15', { allergens: ['gluten'] });
export const BEBIDA = menuDish(29, 'Bebida', '0.45');
// Issue 18's event: 0.80 + 3.60 + 0.35 per cover.
export const ENTRANTE = menuDish(31, 'Croquetas caseras', '0.80', {
  allergens: ['gluten', 'leche'],
});
export const PRINCIPAL = menuDish(32, 'Solomillo con patatas', '3.60');
export const POSTRE = menuDish(33, 'Tarta de queso', '0.35', { allergens: ['leche', 'huevos'] });
// A carta's dishes, each with its PVP.
export const CROQUETAS_CARTA = menuDish(41, 'Croquetas (ración)', '1.20', { salePrice: '8.80' });
export const PULPO = menuDish(42, 'Pulpo a la gallega', '6.00', {
  salePrice: '16.50',
  allergens: ['moluscos'],
});

/** A stored cost with more places than it shows: 1,01 € a ración, 1.0149 € exactly. */
export const SOPA = menuDish(43, 'Sopa castellana', '1.0149', { allergens: ['gluten', 'huevos'] });

export const ALL_DISHES = [
  ENSALADA,
  LENTEJAS,
  GAZPACHO,
  POLLO,
  MERLUZA,
  FLAN,
  FRUTA,
  PAN,
  BEBIDA,
  ENTRANTE,
  PRINCIPAL,
  POSTRE,
  CROQUETAS_CARTA,
  PULPO,
  SOPA,
];

export const MENU_DEL_DIA_REQUEST: MenuRequest = {
  name: 'Menú del día de primavera',
  kind: 'menu_del_dia',
  price_per_person: '13.50',
  sale_vat_pct: '10',
  target_food_cost_pct: '30',
  sections: [
    {
      name: 'Primeros',
      items: [
        { recipe: ENSALADA.id, expected_share_pct: '50' },
        { recipe: LENTEJAS.id, expected_share_pct: '30' },
        { recipe: GAZPACHO.id, expected_share_pct: '20' },
      ],
    },
    {
      name: 'Segundos',
      items: [
        { recipe: POLLO.id, expected_share_pct: '60' },
        { recipe: MERLUZA.id, expected_share_pct: '40' },
      ],
    },
    { name: 'Postres', items: [{ recipe: FLAN.id }, { recipe: FRUTA.id }] },
    { name: 'Pan y bebida', choice: 'all', items: [{ recipe: PAN.id }, { recipe: BEBIDA.id }] },
  ],
};

/** 4,76 € per cover as chosen, 5,80 € at worst; food cost 38,74 % and 47,26 %. */
export const MENU_DEL_DIA = storedMenu(61, MENU_DEL_DIA_REQUEST);

/** 80 guests at 60,50 €: cost 1.330,00 €, total 4.840,00 €. */
export const BODA = storedMenu(62, {
  name: 'Boda de Lucía y Andrés',
  kind: 'evento',
  price_per_person: '60.50',
  sale_vat_pct: '10',
  target_food_cost_pct: '30',
  guests: 80,
  event_date: '2026-06-12',
  client_name: 'Lucía Gómez',
  sections: [
    {
      name: 'Menú',
      choice: 'all',
      items: [{ recipe: ENTRANTE.id }, { recipe: PRINCIPAL.id }, { recipe: POSTRE.id }],
    },
  ],
  extras: [
    { name: 'Camareros', cost_type: 'fixed', amount: '600.00' },
    { name: 'Transporte', cost_type: 'fixed', amount: '150.00' },
    { name: 'Menaje', cost_type: 'per_person', amount: '2.50' },
  ],
});

export const CARTA = storedMenu(63, {
  name: 'Carta de invierno',
  kind: 'carta',
  sections: [
    { name: 'Para compartir', items: [{ recipe: CROQUETAS_CARTA.id }, { recipe: PULPO.id }] },
  ],
});
