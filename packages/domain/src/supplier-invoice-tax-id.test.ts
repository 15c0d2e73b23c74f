import { describe, expect, it } from 'vitest';
import {
  isValidSpanishTaxId,
  normalizeTaxId,
  spanishTaxIdKind,
} from './supplier-invoice-tax-id.ts';

describe('Spanish tax ids with their control character', () => {
  it.each([
    // CIF B 4612345: odd places doubled 4→8, 1→2, 3→6, 5→10→1 (17), even places 6+2+4 (12);
    // 29 → control 10 − 9 = 1.
    ['B46123451', 'cif'],
    ['B28765436', 'cif'],
    ['A03456787', 'cif'],
    // Letter-controlled company types (P: public body) take the letter: 1234567 → 4 → D.
    ['P1234567D', 'cif'],
    // Types that accept either (G: asociaciones): 0345678 → 7 → G or 7.
    ['G0345678G', 'cif'],
    ['G03456787', 'cif'],
    // NIF: 12345678 mod 23 = 14 → Z.
    ['12345678Z', 'nif'],
    // NIE: X → 0, 1234567 mod 23 = 19 → L.
    ['X1234567L', 'nie'],
  ] as const)('%s is a valid %s', (id, kind) => {
    expect(spanishTaxIdKind(id)).toBe(kind);
  });

  it.each(['B46123452', 'A0345678G', 'P12345674', '12345678A', 'X1234567A', 'B4612345', 'HOLA'])(
    'refuses %s (wrong control character or shape)',
    (id) => {
      expect(isValidSpanishTaxId(id)).toBe(false);
    },
  );

  it('normalises spacing, dashes, case and the ES VAT prefix of a Spanish id', () => {
    expect(normalizeTaxId(' es-b46.123.451 ')).toBe('B46123451');
    expect(normalizeTaxId('ESB46123451')).toBe('B46123451');
    expect(normalizeTaxId('b-46123451')).toBe('B46123451');
    // A foreign VAT number keeps its prefix.
    expect(normalizeTaxId('FR 40303265045')).toBe('FR40303265045');
  });
});
