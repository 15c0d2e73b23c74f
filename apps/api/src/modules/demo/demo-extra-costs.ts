import type { ExtraCostDefinitionRequest } from '@costeo/domain/contracts/extra-costs';

/** The demo's extra costs (issue 9): what a small restaurant adds to its escandallos. */
export const DEMO_EXTRA_COSTS: (ExtraCostDefinitionRequest & {
  /** Demo recipes it is attached to (by name), with the definition's amount. */
  recipes: string[];
})[] = [
  {
    name: 'Envase para llevar',
    description: 'Tarrina, tapa y bolsa de cada ración que sale para llevar.',
    cost_type: 'per_serving',
    amount: '0.35',
    recipes: ['Tortilla de patatas', 'Croquetas de jamón ibérico', 'Salmorejo cordobés'],
  },
  {
    name: 'Energía',
    description: 'Gas y electricidad de cocina, estimados sobre el coste de los ingredientes.',
    cost_type: 'percentage',
    amount: '3',
    recipes: [
      'Paella valenciana',
      'Lentejas estofadas',
      'Flan de huevo',
      'Bechamel para croquetas',
    ],
  },
  {
    name: 'Mano de obra',
    description: 'Tiempo de cocina de una elaboración larga (una hora de ayudante).',
    cost_type: 'fixed',
    amount: '4.00',
    recipes: ['Paella valenciana', 'Lentejas estofadas'],
  },
];
