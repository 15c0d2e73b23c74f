/** The hostile values the walker sends (apps/api/test/hostile-input.test.ts). */

export const HUGE_ID = '999999999999';
const LONG = 'x'.repeat(10_000);
const NUL = 'a\u0000b';
const TRAVERSAL = '../../etc/passwd';
export const SQL = "' OR 1=1 --";
const EMOJI = '🍅🧂👩‍🍳';

/** Hostile values for path and query parameters (they travel as text in the URL). */
export const URL_VALUES = [
  HUGE_ID,
  '-1',
  '0',
  '-999999999999',
  '1e308',
  String(2 ** 53),
  '1.5',
  '1e3',
  'abc',
  '',
  NUL,
  '\u0000',
  LONG,
  TRAVERSAL,
  SQL,
  EMOJI,
  'null',
  '[]',
  '%',
];

/** Hostile values for each body property: wrong JSON types, out-of-range numbers, bad strings. */
export const BODY_VALUES: unknown[] = [
  999_999_999_999,
  -999_999_999_999,
  1e308,
  2 ** 53,
  -1,
  0,
  1.5,
  'abc',
  '999999999999',
  '1e308',
  '',
  NUL,
  '\u0000',
  LONG,
  TRAVERSAL,
  SQL,
  EMOJI,
  true,
  null,
  [],
  ['a\u0000'],
  {},
  { nested: NUL },
];

/** Whole bodies that are not the expected object. */
export const RAW_BODIES: { payload?: string; contentType?: string }[] = [
  {},
  { payload: '', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"texto"', contentType: 'application/json' },
  { payload: '123', contentType: 'application/json' },
  { payload: '{"a":', contentType: 'application/json' },
  { payload: '{"__proto__":{"is_admin":true}}', contentType: 'application/json' },
  { payload: '{"constructor":{"prototype":{"is_admin":true}}}', contentType: 'application/json' },
  { payload: '{"\\u0000":"x"}', contentType: 'application/json' },
  { payload: 'a=1', contentType: 'application/x-www-form-urlencoded' },
  { payload: LONG, contentType: 'text/plain' },
  { payload: `${'['.repeat(50_000)}${']'.repeat(50_000)}`, contentType: 'application/json' },
  {
    payload: `{"notes":${'{"a":'.repeat(20_000)}"\\u0000"${'}'.repeat(20_001)}`,
    contentType: 'application/json',
  },
];

/** Values for headers read as data (Idempotency-Key). */
export const HOSTILE_HEADER_VALUES = [NUL, LONG, EMOJI, SQL, ' ', TRAVERSAL];

/** Path values inserted without encoding: a malformed escape, an over-long segment. */
export const RAW_PATH_VALUES = [
  '%zz',
  '%E0%A4%A',
  '%00',
  'x'.repeat(10_000),
  '..%2F..%2Fetc%2Fpasswd',
];
