import { describe, expect, it } from 'vitest';
import {
  dbInteger,
  dbIntegerQuery,
  idParam,
  MAX_DB_INTEGER,
  paginationQuerySchema,
} from './common.ts';

describe('idParam', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', MAX_DB_INTEGER],
  ])('accepts %s', (text, expected) => {
    expect(idParam.parse(text)).toBe(expected);
  });

  it.each(['0', '-1', '01', '1.5', '1e3', 'abc', '', ' 1', '2147483648', '999999999999', '0x10'])(
    'refuses %j',
    (text) => {
      expect(idParam.safeParse(text).success).toBe(false);
    },
  );
});

describe('dbInteger', () => {
  it('keeps ids within the database integer', () => {
    expect(dbInteger().safeParse(MAX_DB_INTEGER).success).toBe(true);
    expect(dbInteger().safeParse(MAX_DB_INTEGER + 1).success).toBe(false);
    expect(dbInteger().safeParse(0).success).toBe(false);
    expect(dbInteger().safeParse(1.5).success).toBe(false);
    expect(dbInteger().safeParse(1e308).success).toBe(false);
  });

  it('reads query strings of digits only', () => {
    expect(dbIntegerQuery().parse('7')).toBe(7);
    for (const text of ['1e3', '-1', '999999999999', 'abc', '']) {
      expect(dbIntegerQuery().safeParse(text).success, text).toBe(false);
    }
  });
});

describe('paginationQuerySchema', () => {
  it('bounds page and page size', () => {
    expect(paginationQuerySchema.parse({ page: '999999999999', page_size: '1e308' })).toEqual({
      page: MAX_DB_INTEGER,
      page_size: 25,
    });
    expect(paginationQuerySchema.parse({ page: 'abc', page_size: '1000' })).toEqual({
      page: 1,
      page_size: 100,
    });
  });
});
