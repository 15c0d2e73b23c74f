/**
 * The demo kitchen's products: what a small Spanish restaurant buys from three suppliers (47, within
 * the free plan's 50).
 */
export interface DemoProduct {
  definition: string;
  name?: string;
  supplier: string;
  brand?: string;
  quantity: string;
  unit: 'kg' | 'g' | 'l' | 'ml' | 'ud' | 'docena';
  price: string;
  waste?: string;
}

const VERDURAS = 'Frutas y Verduras Hnos. García';
const MAKRO = 'Makro';
const PESCADOS = 'Pescados del Cantábrico';

export const DEMO_PRODUCTS: DemoProduct[] = [
  { definition: 'Cebolla', supplier: VERDURAS, quantity: '10', unit: 'kg', price: '12.00' },
  { definition: 'Ajo', supplier: VERDURAS, quantity: '1', unit: 'kg', price: '5.80' },
  { definition: 'Patata', supplier: VERDURAS, quantity: '25', unit: 'kg', price: '21.25' },
  { definition: 'Tomate', supplier: VERDURAS, quantity: '5', unit: 'kg', price: '9.50' },
  { definition: 'Pimiento rojo', supplier: VERDURAS, quantity: '5', unit: 'kg', price: '12.90' },
  {
    definition: 'Pimiento verde italiano',
    supplier: VERDURAS,
    quantity: '5',
    unit: 'kg',
    price: '10.40',
  },
  { definition: 'Zanahoria', supplier: VERDURAS, quantity: '10', unit: 'kg', price: '8.90' },
  { definition: 'Calabacín', supplier: VERDURAS, quantity: '5', unit: 'kg', price: '7.25' },
  { definition: 'Lechuga romana', supplier: VERDURAS, quantity: '12', unit: 'ud', price: '9.60' },
  { definition: 'Limón', supplier: VERDURAS, quantity: '5', unit: 'kg', price: '8.75' },
  { definition: 'Perejil fresco', supplier: VERDURAS, quantity: '1', unit: 'kg', price: '6.50' },
  { definition: 'Champiñón', supplier: VERDURAS, quantity: '2', unit: 'kg', price: '6.80' },
  {
    definition: 'Aceite de oliva virgen extra',
    supplier: MAKRO,
    brand: 'Oleoestepa',
    quantity: '5',
    unit: 'l',
    price: '42.50',
  },
  {
    definition: 'Aceite de girasol',
    supplier: MAKRO,
    brand: 'Koipesol',
    quantity: '5',
    unit: 'l',
    price: '9.95',
  },
  {
    definition: 'Huevo L',
    supplier: MAKRO,
    brand: 'Granja Pazo',
    quantity: '180',
    unit: 'ud',
    price: '34.20',
  },
  {
    definition: 'Leche entera',
    supplier: MAKRO,
    brand: 'Central Lechera Asturiana',
    quantity: '6',
    unit: 'l',
    price: '6.54',
  },
  {
    definition: 'Nata para montar',
    supplier: MAKRO,
    brand: 'President',
    quantity: '1',
    unit: 'l',
    price: '4.95',
  },
  {
    definition: 'Mantequilla sin sal',
    supplier: MAKRO,
    brand: 'President',
    quantity: '1',
    unit: 'kg',
    price: '9.80',
  },
  {
    definition: 'Harina de trigo',
    supplier: MAKRO,
    brand: 'Harinera La Meta',
    quantity: '10',
    unit: 'kg',
    price: '7.90',
  },
  {
    definition: 'Azúcar blanco',
    supplier: MAKRO,
    brand: 'Azucarera',
    quantity: '10',
    unit: 'kg',
    price: '11.40',
  },
  { definition: 'Sal fina', supplier: MAKRO, quantity: '1', unit: 'kg', price: '0.45' },
  {
    definition: 'Arroz bomba',
    supplier: MAKRO,
    brand: 'Calasparra',
    quantity: '5',
    unit: 'kg',
    price: '17.50',
  },
  {
    definition: 'Pimentón dulce',
    supplier: MAKRO,
    brand: 'La Chinata',
    quantity: '500',
    unit: 'g',
    price: '6.20',
  },
  {
    definition: 'Queso manchego curado',
    supplier: MAKRO,
    brand: 'García Baquero',
    quantity: '3',
    unit: 'kg',
    price: '44.70',
  },
  {
    definition: 'Jamón ibérico loncheado',
    supplier: MAKRO,
    quantity: '1',
    unit: 'kg',
    price: '48.00',
  },
  { definition: 'Pechuga de pollo', supplier: MAKRO, quantity: '5', unit: 'kg', price: '34.75' },
  {
    definition: 'Vino blanco',
    supplier: MAKRO,
    brand: 'Verdejo Rueda',
    quantity: '5',
    unit: 'l',
    price: '11.90',
  },
  {
    definition: 'Tomate triturado',
    supplier: MAKRO,
    brand: 'Orlando',
    quantity: '3',
    unit: 'kg',
    price: '4.20',
  },
  { definition: 'Merluza entera', supplier: PESCADOS, quantity: '5', unit: 'kg', price: '54.50' },
  { definition: 'Langostino', supplier: PESCADOS, quantity: '2', unit: 'kg', price: '31.80' },
  { definition: 'Calamar', supplier: PESCADOS, quantity: '3', unit: 'kg', price: '38.70' },
  { definition: 'Mejillón', supplier: PESCADOS, quantity: '5', unit: 'kg', price: '12.50' },
  // What the demo recipes (demo-recipes.ts) need besides the above.
  { definition: 'Pepino', supplier: VERDURAS, quantity: '5', unit: 'kg', price: '6.90' },
  { definition: 'Judía verde', supplier: VERDURAS, quantity: '5', unit: 'kg', price: '14.75' },
  { definition: 'Pan de payés', supplier: MAKRO, quantity: '5', unit: 'kg', price: '11.50' },
  {
    definition: 'Vinagre de Jerez',
    supplier: MAKRO,
    brand: 'Romate',
    quantity: '1',
    unit: 'l',
    price: '3.95',
  },
  { definition: 'Pollo entero', supplier: MAKRO, quantity: '10', unit: 'kg', price: '35.00' },
  { definition: 'Conejo', supplier: MAKRO, quantity: '5', unit: 'kg', price: '39.50' },
  {
    definition: 'Chorizo',
    supplier: MAKRO,
    brand: 'Palacios',
    quantity: '1',
    unit: 'kg',
    price: '8.90',
  },
  {
    definition: 'Lenteja pardina',
    supplier: MAKRO,
    brand: 'Luengo',
    quantity: '5',
    unit: 'kg',
    price: '12.25',
  },
  {
    definition: 'Atún en aceite',
    supplier: MAKRO,
    brand: 'Calvo',
    quantity: '1',
    unit: 'kg',
    price: '11.40',
  },
  { definition: 'Pan rallado', supplier: MAKRO, quantity: '5', unit: 'kg', price: '8.75' },
  {
    definition: 'Almidón de maíz',
    supplier: MAKRO,
    brand: 'Maizena',
    quantity: '1',
    unit: 'kg',
    price: '4.60',
  },
  {
    definition: 'Azafrán',
    supplier: MAKRO,
    brand: 'La Mancha DOP',
    quantity: '5',
    unit: 'g',
    price: '22.50',
  },
  {
    definition: 'Pimentón picante',
    supplier: MAKRO,
    brand: 'La Chinata',
    quantity: '500',
    unit: 'g',
    price: '6.40',
  },
  { definition: 'Canela en rama', supplier: MAKRO, quantity: '250', unit: 'g', price: '5.90' },
  { definition: 'Laurel', supplier: MAKRO, quantity: '100', unit: 'g', price: '2.40' },
];
