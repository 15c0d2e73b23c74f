import { describe, expect, it } from 'vitest';
import { supplierMatchName } from './suppliers.ts';

describe('supplierMatchName', () => {
  it.each([
    ['Huerta Viva S.L.', 'huerta viva'],
    ['HUERTA VIVA, SL', 'huerta viva'],
    ['Huerta Viva', 'huerta viva'],
    ['Huerta  Viva S.L.U.', 'huerta viva'],
    ['Pescados Martínez S.A.', 'pescados martinez'],
    ['Lácteos del Norte S. Coop.', 'lacteos del norte'],
    ['Lácteos del Norte, Sociedad Cooperativa', 'lacteos del norte sociedad cooperativa'],
    ['Cárnicas Sáez, S.A.U.', 'carnicas saez'],
    ['Hermanos Gil C.B.', 'hermanos gil'],
    ['Distribuciones Ñandú SLNE', 'distribuciones nandu'],
    ['Makro', 'makro'],
    ['S.A. Makro', 'sa makro'],
  ])('%s → %s', (name, key) => {
    expect(supplierMatchName(name)).toBe(key);
  });

  it('keeps a name that is only a legal form', () => {
    expect(supplierMatchName('S.L.')).toBe('sl');
  });
});
