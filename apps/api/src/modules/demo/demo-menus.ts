import type { MenuRequest } from '@costeo/domain/contracts/menus';

/** A demo menu: its dishes named as in demo-recipes.ts. */
export type DemoMenu = Omit<MenuRequest, 'sections'> & {
  sections: {
    name: string;
    choice: 'one' | 'all';
    /** `perGuest`: what each guest gets, for the quote ("3" + "croquetas"; issue 31). */
    items: { dish: string; share?: string; servings?: string; perGuest?: [string, string] }[];
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
    // Issue 31: this family's terms, over the restaurant's defaults (Mi perfil).
    quote_validity_days: 15,
    quote_deposit_pct: '25.00',
    quote_payment_terms:
      'Señal del 25 % al confirmar la reserva. El resto, por transferencia hasta 7 días antes de la comunión, con el número de invitados definitivo.',
    sections: [
      {
        name: 'Para compartir',
        choice: 'all',
        items: [
          { dish: 'Croquetas de jamón ibérico', perGuest: ['3', 'croquetas'] },
          { dish: 'Salmorejo cordobés', perGuest: ['1', 'vasito'] },
        ],
      },
      {
        name: 'Principal a elegir',
        choice: 'one',
        items: [
          { dish: 'Merluza a la romana', share: '50', perGuest: ['180', 'g de merluza'] },
          { dish: 'Pollo al ajillo', share: '50', perGuest: ['1', 'cuarto de pollo'] },
        ],
      },
      {
        name: 'Postre',
        choice: 'all',
        items: [{ dish: 'Crema catalana', perGuest: ['1', 'cazuelita'] }],
      },
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

/**
 * The demo restaurant's details for its documents (issue 31): a taberna on Madrid's Cava Baja,
 * with a CIF whose control digit is right, and the terms its quotes carry by default.
 */
export const DEMO_BUSINESS = {
  legal_name: 'Taberna La Cava Baja S.L.',
  tax_id: 'B87412953',
  address: 'Calle de la Cava Baja 31, 28005 Madrid',
  phone: '+34 913 65 22 48',
  business_email: 'reservas@tabernalacava.es',
  quote_validity_days: 30,
  quote_deposit_pct: '30.00',
  quote_payment_terms:
    'Señal al confirmar la reserva. El resto, por transferencia bancaria hasta 7 días antes del evento.',
};
