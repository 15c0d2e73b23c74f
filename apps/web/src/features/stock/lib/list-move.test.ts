import { describe, expect, it } from 'vitest';
import { move } from './list-move.ts';

describe('move', () => {
  it('moves an item up, down and to either end, leaving the list it was given as it was', () => {
    const areas = ['Cámara', 'Congelador', 'Economato', 'Barra'] as const;
    expect(move(areas, 2, 1)).toEqual(['Cámara', 'Economato', 'Congelador', 'Barra']);
    expect(move(areas, 0, 1)).toEqual(['Congelador', 'Cámara', 'Economato', 'Barra']);
    expect(move(areas, 3, 0)).toEqual(['Barra', 'Cámara', 'Congelador', 'Economato']);
    expect(move(areas, 0, 3)).toEqual(['Congelador', 'Economato', 'Barra', 'Cámara']);
    expect(areas).toEqual(['Cámara', 'Congelador', 'Economato', 'Barra']);
  });

  it('keeps the list when the place is outside it', () => {
    expect(move(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});
