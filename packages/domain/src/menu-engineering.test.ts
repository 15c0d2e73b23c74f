import { describe, expect, it } from 'vitest';
import {
  classifyMenu,
  marginBucketIndex,
  MARGIN_BUCKETS,
  MENU_QUADRANT_ACTIONS,
  quadrantOf,
  type MenuItemInput,
} from './menu-engineering.ts';

/**
 * Six dishes, computed by hand:
 *   dish  net   cost  CM     units  CM·units
 *   A     20    6     14     100    1400
 *   B     12    5      7     150    1050
 *   C     25    8     17      20     340
 *   D     10    6      4      15      60
 *   E     18    5     13      60     780
 *   F      9    4      5      55     275
 *   Σ units = 400, Σ CM·units = 3905 → average CM = 3905 / 400 = 9.7625
 *   popularity threshold = 0.7 × 100 / 6 = 11.666…%
 *   mix %: A 25, B 37.5, C 5, D 3.75, E 15, F 13.75
 *   A: CM high, mix high → estrella      B: low, high → caballo de batalla
 *   C: high, low → puzzle                D: low, low → perro
 *   E: high, high → estrella             F: low, high → caballo de batalla
 */
const SIX_DISHES: MenuItemInput[] = [
  { id: 1, name: 'A', netSalePrice: '20', costPerServing: '6', unitsSold: 100 },
  { id: 2, name: 'B', netSalePrice: '12', costPerServing: '5', unitsSold: 150 },
  { id: 3, name: 'C', netSalePrice: '25', costPerServing: '8', unitsSold: 20 },
  { id: 4, name: 'D', netSalePrice: '10', costPerServing: '6', unitsSold: 15 },
  { id: 5, name: 'E', netSalePrice: '18', costPerServing: '5', unitsSold: 60 },
  { id: 6, name: 'F', netSalePrice: '9', costPerServing: '4', unitsSold: 55 },
];

describe('classifyMenu (Kasavana & Smith)', () => {
  it('places six dishes in the quadrants computed by hand', () => {
    const result = classifyMenu(SIX_DISHES);
    expect(result.totalUnits).toBe(400);
    expect(result.totalContribution.toFixed()).toBe('3905');
    expect(result.averageContributionMargin?.toFixed()).toBe('9.7625');
    expect(result.popularityThresholdPct?.toFixed(4)).toBe('11.6667');
    expect(result.items.map((item) => [item.name, item.quadrant])).toEqual([
      ['A', 'estrella'],
      ['B', 'caballo_de_batalla'],
      ['C', 'puzzle'],
      ['D', 'perro'],
      ['E', 'estrella'],
      ['F', 'caballo_de_batalla'],
    ]);
    expect(result.items.map((item) => item.popularityPct.toFixed())).toEqual([
      '25',
      '37.5',
      '5',
      '3.75',
      '15',
      '13.75',
    ]);
    expect(result.items[2]?.contributionMargin.toFixed()).toBe('17');
  });

  it('counts a figure equal to its threshold as high', () => {
    // Two dishes: fair share 50 %, threshold 35 %; the same CM for both equals the average.
    const result = classifyMenu([
      { id: 1, name: 'X', netSalePrice: '10', costPerServing: '4', unitsSold: 35 },
      { id: 2, name: 'Y', netSalePrice: '10', costPerServing: '4', unitsSold: 65 },
    ]);
    expect(result.popularityThresholdPct?.toFixed()).toBe('35');
    expect(result.items.map((item) => item.quadrant)).toEqual(['estrella', 'estrella']);
  });

  it('places nothing when nothing was sold, and keeps exact decimals', () => {
    const none = classifyMenu([
      { id: 1, name: 'X', netSalePrice: '10', costPerServing: '4', unitsSold: 0 },
    ]);
    expect(none.items).toEqual([]);
    expect(none.averageContributionMargin).toBeNull();
    expect(classifyMenu([]).popularityThresholdPct).toBeNull();
    const exact = classifyMenu([
      { id: 1, name: 'X', netSalePrice: '0.3', costPerServing: '0.1', unitsSold: 3 },
    ]);
    expect(exact.items[0]?.contributionMargin.toFixed()).toBe('0.2');
    expect(exact.totalContribution.toFixed()).toBe('0.6');
  });

  it('maps the two tests to the four quadrants, each with a Spanish action', () => {
    expect(quadrantOf(true, true)).toBe('estrella');
    expect(quadrantOf(false, true)).toBe('caballo_de_batalla');
    expect(quadrantOf(true, false)).toBe('puzzle');
    expect(quadrantOf(false, false)).toBe('perro');
    expect(Object.values(MENU_QUADRANT_ACTIONS).every((text) => text.length > 10)).toBe(true);
  });
});

describe('marginBucketIndex', () => {
  it.each([
    ['-5', '< 0 %'],
    ['0', '0–10 %'],
    ['9.99', '0–10 %'],
    ['10', '10–20 %'],
    ['72.5', '70–80 %'],
    ['90', '≥ 90 %'],
    ['100', '≥ 90 %'],
  ])('%s %% falls in %s', (pct, label) => {
    expect(MARGIN_BUCKETS[marginBucketIndex(pct)]?.label).toBe(label);
  });
});
