import { describe, expect, it } from 'vitest';
import { findNullCharacters } from './null-characters.ts';

describe('findNullCharacters', () => {
  it('names each string or key holding a NUL by its path from the root', () => {
    const found = findNullCharacters({
      notes: 'a\u0000b',
      lines: [{ unit: 'kg' }, { unit: 'k\u0000g' }],
      'cl\u0000ve': 1,
      clean: 'sin nulos',
    });
    expect(found.sort()).toEqual(['cl\u0000ve', 'lines.1.unit', 'notes']);
    expect(findNullCharacters('\u0000')).toEqual(['']);
    expect(findNullCharacters({ ok: ['a', { b: 'c' }] })).toEqual([]);
  });

  it('walks a body nested 20 000 levels deep and names its path in order', () => {
    const body: unknown = JSON.parse(
      `{"notes":${'{"a":'.repeat(20_000)}"\\u0000"${'}'.repeat(20_001)}`,
    );
    const [path, ...rest] = findNullCharacters(body);
    expect(rest).toEqual([]);
    expect(path).toBe(['notes', ...Array<string>(20_000).fill('a')].join('.'));
  });

  it('stops at the limit of paths', () => {
    const body = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`f${i}`, '\u0000']));
    expect(findNullCharacters(body)).toHaveLength(20);
    expect(findNullCharacters(body, 3)).toHaveLength(3);
  });
});
