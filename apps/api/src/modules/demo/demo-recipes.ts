import type { RecipeRequest } from '@costeo/domain/contracts/recipes';
import type { UnitCode } from '@costeo/domain/units';

/**
 * A line of a demo recipe: a demo product (by its name in demo-ingredients.ts) or an earlier
 * elaboración (by its name), with the net quantity a cook writes on the escandallo.
 */
export interface DemoRecipeLine {
  product?: string;
  elaboracion?: string;
  quantity: string;
  unit: UnitCode;
  note?: string;
}

export type DemoRecipe = Omit<RecipeRequest, 'lines'> & { lines: DemoRecipeLine[] };

/** Eggs are written by net weight (no shell): n huevos L × 65 g × (1 − 12 % merma). */
function huevos(count: number, note = `${count} huevos L`): DemoRecipeLine {
  return { product: 'Huevo L', quantity: (count * 57.2).toFixed(1), unit: 'g', note };
}

const p = (product: string, quantity: string, unit: UnitCode, note?: string): DemoRecipeLine => ({
  product,
  quantity,
  unit,
  ...(note ? { note } : {}),
});

/**
 * The demo kitchen's carta: 12 dishes, the pan y bebida of its menú del día, and the 3
 * elaboraciones they use (16 recipes, within the free plan's 20), quantities per batch, PVP per serving with 10 % VAT included. Most are rentable
 * at the 30 % target; three are not, for the reasons a cook meets every day: whole hake bought
 * with 65 % merma, ibérico ham in croquetas sold cheap, and a paella priced for the menú del día.
 * Elaboraciones come first: the dishes name them.
 */
export const DEMO_RECIPES: DemoRecipe[] = [
  {
    name: 'Bechamel para croquetas',
    category: 'Elaboraciones',
    servings: 1,
    is_subrecipe: true,
    yield_quantity: '2.2',
    yield_unit: 'kg',
    description: 'Bechamel espesa, la base de las croquetas.',
    instructions:
      'Fundir la mantequilla, tostar la harina 5 minutos, añadir la leche caliente poco a poco sin dejar de remover y cocer 15 minutos a fuego suave.',
    lines: [
      p('Leche entera', '2000', 'ml'),
      p('Mantequilla sin sal', '120', 'g'),
      p('Harina de trigo', '180', 'g'),
      p('Sal fina', '8', 'g'),
    ],
  },
  {
    name: 'Caramelo líquido',
    category: 'Elaboraciones',
    servings: 1,
    is_subrecipe: true,
    yield_quantity: '0.22',
    yield_unit: 'kg',
    description: 'Caramelo para flanes y natillas.',
    instructions:
      'Fundir el azúcar a fuego medio sin remover hasta color ámbar; cortar con unas gotas de limón.',
    lines: [p('Azúcar blanco', '250', 'g'), p('Limón', '15', 'g', 'unas gotas de zumo')],
  },
  {
    name: 'Salsa brava',
    category: 'Elaboraciones',
    servings: 1,
    is_subrecipe: true,
    yield_quantity: '0.8',
    yield_unit: 'l',
    description: 'Salsa brava de la casa, picante.',
    instructions:
      'Pochar cebolla y ajo en el aceite, añadir la harina y los pimentones, mojar con el tomate y 400 ml de agua, cocer 20 minutos, añadir el vinagre y triturar.',
    lines: [
      p('Aceite de oliva virgen extra', '100', 'ml'),
      p('Cebolla', '200', 'g'),
      p('Ajo', '20', 'g'),
      p('Harina de trigo', '40', 'g'),
      p('Pimentón dulce', '25', 'g'),
      p('Pimentón picante', '10', 'g'),
      p('Tomate triturado', '400', 'g'),
      p('Vinagre de Jerez', '20', 'ml'),
      p('Sal fina', '8', 'g'),
    ],
  },
  {
    name: 'Tortilla de patatas',
    category: 'Tapas',
    servings: 8,
    sale_price: '3.50',
    description: 'Tortilla jugosa con cebolla, por raciones.',
    instructions:
      'Confitar la patata y la cebolla en el aceite 25 minutos, escurrir, mezclar con el huevo batido y cuajar por ambos lados.',
    lines: [
      p('Patata', '1000', 'g'),
      huevos(8),
      p('Cebolla', '250', 'g'),
      p('Aceite de oliva virgen extra', '150', 'ml', 'lo que absorbe al confitar'),
      p('Sal fina', '10', 'g'),
    ],
  },
  {
    name: 'Salmorejo cordobés',
    category: 'Entrantes',
    servings: 6,
    sale_price: '6.50',
    description: 'Con huevo cocido y virutas de jamón ibérico.',
    instructions:
      'Triturar tomate, pan, ajo, sal y vinagre; emulsionar con el aceite. Servir frío con el huevo y el jamón picados.',
    lines: [
      p('Tomate', '1000', 'g'),
      p('Pan de payés', '200', 'g', 'del día anterior'),
      p('Aceite de oliva virgen extra', '150', 'ml'),
      p('Ajo', '5', 'g'),
      p('Vinagre de Jerez', '10', 'ml'),
      p('Sal fina', '8', 'g'),
      huevos(2, '2 huevos L cocidos'),
      p('Jamón ibérico loncheado', '60', 'g'),
    ],
  },
  {
    name: 'Croquetas de jamón ibérico',
    category: 'Tapas',
    servings: 10,
    sale_price: '5.50',
    description: 'Ración de 6 croquetas.',
    instructions:
      'Rehogar la cebolla y el jamón picados en mantequilla, mezclar con la bechamel y enfriar. Formar, pasar por huevo y pan rallado y freír a 180 °C.',
    lines: [
      { elaboracion: 'Bechamel para croquetas', quantity: '1800', unit: 'g' },
      p('Jamón ibérico loncheado', '250', 'g'),
      p('Cebolla', '150', 'g'),
      p('Mantequilla sin sal', '30', 'g'),
      huevos(2, '2 huevos L para rebozar'),
      p('Pan rallado', '250', 'g'),
      p('Aceite de girasol', '300', 'ml', 'fritura'),
    ],
  },
  {
    name: 'Paella valenciana',
    category: 'Arroces',
    servings: 6,
    sale_price: '9.00',
    description: 'La del menú del día: pollo, conejo y judía verde.',
    instructions:
      'Sofreír pollo y conejo, añadir judía, tomate y pimentón, mojar con 2 l de agua y el azafrán, echar el arroz y cocer 18 minutos.',
    lines: [
      p('Arroz bomba', '500', 'g'),
      p('Pollo entero', '800', 'g', 'troceado'),
      p('Conejo', '500', 'g', 'troceado'),
      p('Judía verde', '300', 'g'),
      p('Tomate', '200', 'g', 'rallado'),
      p('Aceite de oliva virgen extra', '120', 'ml'),
      p('Azafrán', '0.5', 'g'),
      p('Pimentón dulce', '5', 'g'),
      p('Sal fina', '15', 'g'),
    ],
  },
  {
    name: 'Flan de huevo',
    category: 'Postres',
    servings: 8,
    sale_price: '4.50',
    target_food_cost_pct: '25.00',
    description: 'Flan casero con caramelo.',
    instructions:
      'Infusionar la leche con canela y piel de limón, mezclar con huevos y azúcar, verter sobre el caramelo y cocer al baño maría a 160 °C 45 minutos.',
    lines: [
      huevos(6),
      p('Leche entera', '1000', 'ml'),
      p('Azúcar blanco', '150', 'g'),
      { elaboracion: 'Caramelo líquido', quantity: '120', unit: 'g' },
      p('Canela en rama', '2', 'g'),
      p('Limón', '10', 'g', 'la piel'),
    ],
  },
  {
    name: 'Ensalada mixta',
    category: 'Ensaladas',
    servings: 4,
    sale_price: '7.50',
    description: 'Lechuga, tomate, cebolla, zanahoria, atún y huevo cocido.',
    lines: [
      p('Lechuga romana', '300', 'g'),
      p('Tomate', '300', 'g'),
      p('Cebolla', '80', 'g'),
      p('Zanahoria', '80', 'g'),
      p('Atún en aceite', '160', 'g'),
      huevos(2, '2 huevos L cocidos'),
      p('Aceite de oliva virgen extra', '60', 'ml'),
      p('Vinagre de Jerez', '20', 'ml'),
      p('Sal fina', '4', 'g'),
    ],
  },
  {
    name: 'Gazpacho andaluz',
    category: 'Entrantes',
    servings: 8,
    sale_price: '5.00',
    description: 'Gazpacho frío en vaso.',
    instructions: 'Triturar todo, emulsionar con el aceite, colar y enfriar al menos 2 horas.',
    lines: [
      p('Tomate', '1500', 'g'),
      p('Pepino', '200', 'g'),
      p('Pimiento verde italiano', '100', 'g'),
      p('Ajo', '5', 'g'),
      p('Pan de payés', '100', 'g'),
      p('Aceite de oliva virgen extra', '150', 'ml'),
      p('Vinagre de Jerez', '40', 'ml'),
      p('Sal fina', '12', 'g'),
    ],
  },
  {
    name: 'Pollo al ajillo',
    category: 'Carnes',
    servings: 4,
    sale_price: '11.00',
    description: 'Pollo de corral troceado con ajos y vino blanco.',
    instructions:
      'Dorar el pollo salpimentado en el aceite, añadir los ajos laminados y el laurel, mojar con el vino y reducir 20 minutos. Terminar con perejil.',
    lines: [
      p('Pollo entero', '1200', 'g', 'troceado'),
      p('Ajo', '60', 'g'),
      p('Aceite de oliva virgen extra', '100', 'ml'),
      p('Vino blanco', '150', 'ml'),
      p('Laurel', '1', 'g'),
      p('Perejil fresco', '10', 'g'),
      p('Sal fina', '8', 'g'),
    ],
  },
  {
    name: 'Merluza a la romana',
    category: 'Pescados',
    servings: 4,
    sale_price: '14.50',
    description:
      'Lomos de merluza rebozados. Comprada entera: el 65 % de merma se nota en el coste.',
    lines: [
      p('Merluza entera', '700', 'g', 'lomos limpios'),
      p('Harina de trigo', '80', 'g'),
      huevos(3),
      p('Aceite de girasol', '250', 'ml', 'fritura'),
      p('Limón', '50', 'g'),
      p('Sal fina', '6', 'g'),
    ],
  },
  {
    name: 'Patatas bravas',
    category: 'Tapas',
    servings: 6,
    sale_price: '5.00',
    lines: [
      p('Patata', '1500', 'g'),
      p('Aceite de girasol', '200', 'ml', 'fritura'),
      { elaboracion: 'Salsa brava', quantity: '300', unit: 'ml' },
      p('Sal fina', '8', 'g'),
    ],
  },
  {
    name: 'Crema catalana',
    category: 'Postres',
    servings: 6,
    sale_price: '5.00',
    target_food_cost_pct: '25.00',
    description: 'Con azúcar quemado al momento.',
    lines: [
      p('Leche entera', '750', 'ml'),
      huevos(6, 'las yemas de 6 huevos L'),
      p('Azúcar blanco', '210', 'g', '60 g para quemar'),
      p('Almidón de maíz', '30', 'g'),
      p('Canela en rama', '3', 'g'),
      p('Limón', '15', 'g', 'la piel'),
    ],
  },
  {
    name: 'Lentejas estofadas',
    category: 'Cuchara',
    servings: 8,
    sale_price: '6.50',
    description: 'Lentejas pardinas con chorizo y verduras.',
    instructions:
      'Sofreír las verduras picadas, añadir pimentón y tomate, las lentejas, el chorizo y el laurel; cubrir con agua y cocer 40 minutos con la patata.',
    lines: [
      p('Lenteja pardina', '600', 'g'),
      p('Chorizo', '250', 'g'),
      p('Zanahoria', '150', 'g'),
      p('Patata', '400', 'g'),
      p('Cebolla', '150', 'g'),
      p('Pimiento verde italiano', '80', 'g'),
      p('Ajo', '15', 'g'),
      p('Tomate triturado', '150', 'g'),
      p('Pimentón dulce', '8', 'g'),
      p('Laurel', '1', 'g'),
      p('Aceite de oliva virgen extra', '50', 'ml'),
      p('Sal fina', '12', 'g'),
    ],
  },
  // What the menú del día serves every guest (demo-menus.ts); 3,00 € on its own at the bar.
  {
    name: 'Pan y bebida del menú',
    category: 'Pan y bebida',
    servings: 1,
    sale_price: '3.00',
    description: 'Una ración de pan de payés y una copa de vino de la casa (150 ml).',
    lines: [p('Pan de payés', '80', 'g'), p('Vino blanco', '150', 'ml', 'vino de la casa')],
  },
];
