import { describe, expect, it } from 'vitest';
import { joinSteps, splitSteps } from './recipe-steps.ts';

describe('preparation steps (one per line in instructions)', () => {
  it.each([
    ['', []],
    ['Picar la cebolla.', ['Picar la cebolla.']],
    ['Picar.\nSofreír.\r\nServir.', ['Picar.', 'Sofreír.', 'Servir.']],
    ['  Picar. \n\n\n  Sofreír.  ', ['Picar.', 'Sofreír.']],
    ['1. Picar.\n2) Sofreír.\n3 - Servir.', ['Picar.', 'Sofreír.', 'Servir.']],
    // A quantity at the start of a step is not a typed number.
    ['2 huevos batidos.\n250 g de harina.', ['2 huevos batidos.', '250 g de harina.']],
  ])('splitSteps(%j)', (text, steps) => {
    expect(splitSteps(text)).toEqual(steps);
  });

  it('joinSteps writes one step per line and drops empty steps', () => {
    expect(joinSteps(['Picar.', '  ', 'Sofreír\ncon aceite.', ' Servir. '])).toBe(
      'Picar.\nSofreír con aceite.\nServir.',
    );
  });

  it('round-trips: the steps of the joined text are the steps', () => {
    const steps = ['Lavar las patatas.', 'Cortar en dados de 1 cm.', 'Freír a 170 °C.'];
    expect(splitSteps(joinSteps(steps))).toEqual(steps);
  });
});
