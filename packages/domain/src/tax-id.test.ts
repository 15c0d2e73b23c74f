import { describe, expect, it } from 'vitest';
import { isValidSpanishTaxId, normalizeTaxId, spanishTaxIdKind, taxIdProblem } from './tax-id.ts';

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

describe('what is wrong with a NIF, NIE or CIF, in words', () => {
  it.each(['B46123451', 'b-46.123.451', '12345678z', 'X1234567L', 'P1234567D', ''])(
    'accepts %s (empty is for the caller)',
    (id) => {
      expect(taxIdProblem(id)).toBeNull();
    },
  );

  it.each([
    ['12345678A', 'La letra del NIF no es correcta: para 12345678 corresponde la Z, no la A.'],
    ['X1234567A', 'La letra del NIE no es correcta: para X1234567 corresponde la L, no la A.'],
    ['B46123452', 'El carácter de control del CIF no es correcto: para B4612345 corresponde el 1'],
    ['P12345674', 'para P1234567 corresponde la D, no «4»'],
    ['G0345678A', 'para G0345678 corresponde el 7 o la G, no «A»'],
    ['1234567Z', 'Un NIF tiene 8 cifras y una letra (p. ej. 12345678Z). Has escrito 8 caracteres.'],
    ['123456789', 'Un NIF tiene 8 cifras y una letra'],
    ['B461234512', 'Un CIF tiene una letra, 7 cifras y un carácter de control'],
    ['BA6123451', 'Un CIF tiene una letra, 7 cifras'],
    ['Y12345', 'Un NIE tiene una X, Y o Z, 7 cifras y una letra'],
    ['HOLA MUNDO', 'Un CIF tiene una letra, 7 cifras'],
    ['OTRO123', 'No es un NIF, NIE ni CIF español'],
    ['I1234567A', 'No es un NIF, NIE ni CIF español'],
  ])('%s: %s…', (id, message) => {
    expect(taxIdProblem(id)).toContain(message);
  });
});
