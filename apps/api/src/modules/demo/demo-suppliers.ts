import type { SupplierInput } from '@costeo/domain/contracts/suppliers';

/**
 * The demo kitchen's three suppliers (issue 32), as a Madrid taberna keeps them: the legal name on
 * their invoices as another name, a CIF with its right control character, who to call, the days
 * they deliver and the time an order must be in the day before. Products name them by `name`.
 */
export const DEMO_SUPPLIERS = [
  {
    name: 'Frutas y Verduras Hnos. García',
    tax_id: 'B46527313',
    aliases: ['Frutas y Verduras Hermanos García S.L.'],
    email: 'pedidos@frutasgarcia.es',
    phone: '+34 914 68 21 37',
    contact: 'Antonio García',
    notes:
      'Mercamadrid, nave C. Reparto antes de las 9:00; avisar si cambia la carta de temporada.',
    delivery_days: [1, 2, 3, 4, 5, 6],
    order_cutoff: '20:00',
  },
  {
    name: 'Makro',
    tax_id: 'A28194603',
    aliases: ['Makro Autoservicio Mayorista S.A.'],
    email: 'clientes.madrid@makro-demo.es',
    phone: '+34 917 54 30 00',
    contact: 'Laura Sánchez (gestora de cuenta)',
    notes: 'Pedido por la web; el reparto a domicilio desde 150 € sin IVA.',
    delivery_days: [2, 5],
    order_cutoff: '18:00',
  },
  {
    name: 'Pescados del Cantábrico',
    tax_id: 'B39074489',
    aliases: ['Pescados del Cantábrico S.L.'],
    email: 'ventas@pescadoscantabrico.es',
    phone: '+34 942 21 48 90',
    contact: 'Iñaki Ruiz',
    notes: 'Pescado de la lonja de Santoña del día anterior. Sin reparto los lunes.',
    delivery_days: [2, 3, 4, 5, 6],
    order_cutoff: '13:00',
  },
] satisfies SupplierInput[];
