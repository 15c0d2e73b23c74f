import type { MenuRequest } from '@costeo/domain/contracts/menus';

/** A demo menu: its dishes named as in demo-recipes.ts. */
export type DemoMenu = Omit<MenuRequest, 'sections'> & {
  sections: {
    name: string;
    choice: 'one' | 'all';
    items: { dish: string; share?: string; servings?: string }[];
  }[];
};

const all = (name: string, ...dishes: string[]) => ({
  name,
  choice: 'all' as const,
  items: dishes.map((dish) => ({ dish })),
});

/**
 * The demo restaurant's menus (issue 18): the menú del día at 13,50 € (3 primeros, 3 segundos, 2
 * postres, pan y bebida) with the mix of choices the kitchen sees, its carta, and a comunión for 60
 * guests with the extras a catering quote carries.
 */
export const DEMO_MENUS: DemoMenu[] = [
  {
    name: 'Menú del día',
    kind: 'menu_del_dia',
    price_per_person: '13.50',
    // A menú del día lives on a thinner margin than the carta.
    target_food_cost_pct: '35.00',
    notes: 'De lunes a viernes, a mediodía. Primero, segundo, postre, pan y bebida.',
    sections: [
      {
        name: 'Primeros',
        choice: 'one',
        items: [
          { dish: 'Ensalada mixta', share: '30' },
          { dish: 'Gazpacho andaluz', share: '45' },
          { dish: 'Lentejas estofadas', share: '25' },
        ],
      },
      {
        name: 'Segundos',
        choice: 'one',
        items: [
          { dish: 'Pollo al ajillo', share: '45' },
          { dish: 'Paella valenciana', share: '30' },
          // A full tortilla serving as a segundo: two of the carta's tapas.
          { dish: 'Tortilla de patatas', share: '25', servings: '2' },
        ],
      },
      {
        name: 'Postres',
        choice: 'one',
        items: [{ dish: 'Flan de huevo' }, { dish: 'Crema catalana' }],
      },
      all('Pan y bebida', 'Pan y bebida del menú'),
    ],
  },
  {
    name: 'Carta',
    kind: 'carta',
    sections: [
      all('Para picar', 'Patatas bravas', 'Croquetas de jamón ibérico', 'Tortilla de patatas'),
      all('Entrantes', 'Salmorejo cordobés', 'Ensalada mixta', 'Gazpacho andaluz'),
      all('Principales', 'Paella valenciana', 'Pollo al ajillo', 'Merluza a la romana'),
      all('Postres', 'Flan de huevo', 'Crema catalana'),
    ],
  },
  {
    name: 'Comunión de Martina',
    kind: 'evento',
    price_per_person: '38.50',
    guests: 60,
    event_date: '2027-05-15',
    client_name: 'Familia Martín',
    notes: 'Salón privado, de 14:00 a 18:00. Menú infantil aparte.',
    sections: [
      all('Para compartir', 'Croquetas de jamón ibérico', 'Salmorejo cordobés'),
      {
        name: 'Principal a elegir',
        choice: 'one',
        items: [
          { dish: 'Merluza a la romana', share: '50' },
          { dish: 'Pollo al ajillo', share: '50' },
        ],
      },
      all('Postre', 'Crema catalana'),
      {
        name: 'Pan y bebida',
        choice: 'all',
        items: [{ dish: 'Pan y bebida del menú', servings: '2' }],
      },
    ],
    extras: [
      { name: 'Camareros (3 × 4 h)', cost_type: 'fixed', amount: '480.00' },
      { name: 'Transporte', cost_type: 'fixed', amount: '90.00' },
      { name: 'Menaje y mantelería', cost_type: 'per_person', amount: '2.50' },
    ],
  },
];
