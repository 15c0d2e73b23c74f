import { describe, expect, it } from 'vitest';
import { normalizeSearch } from './text.ts';

describe('normalizeSearch', () => {
  it.each([
    ['Azúcar', 'azucar'],
    ['azucar', 'azucar'],
    ['  Jalapeño   verde ', 'jalapeno verde'],
    ['CHAMPIÑÓN', 'champinon'],
    ['Pimentón de la Vera', 'pimenton de la vera'],
    ['Crème fraîche', 'creme fraiche'],
  ])('%s → %s', (text, expected) => {
    expect(normalizeSearch(text)).toBe(expected);
  });
});
