import { describe, expect, it } from 'vitest';
import {
  deleteRecipeQuerySchema,
  recipeListQuerySchema,
  recipeMarginQuerySchema,
  recipeScaleQuerySchema,
} from './recipe-queries.ts';

describe('query schemas', () => {
  it('parses the list filters', () => {
    expect(
      recipeListQuerySchema.parse({
        search: ' tortilla ',
        is_subrecipe: '1',
        ordering: '-margin_pct',
      }),
    ).toEqual({ search: 'tortilla', is_subrecipe: true, ordering: '-margin_pct' });
    expect(recipeListQuerySchema.safeParse({ is_subrecipe: 'yes' }).success).toBe(false);
  });

  it('takes a margin threshold between 0 and 100', () => {
    expect(recipeMarginQuerySchema.parse({ threshold: '65' })).toEqual({ threshold: '65.00' });
    expect(recipeMarginQuerySchema.safeParse({ threshold: '101' }).success).toBe(false);
    expect(recipeMarginQuerySchema.safeParse({ threshold: 'abc' }).success).toBe(false);
  });

  it('takes servings for a scaled view, bounded', () => {
    expect(recipeScaleQuerySchema.parse({ servings: '10' })).toEqual({ servings: 10 });
    expect(recipeScaleQuerySchema.parse({})).toEqual({});
    for (const bad of ['0', '-1', '1.5', '1e3', '99999999999', 'x']) {
      expect(recipeScaleQuerySchema.safeParse({ servings: bad }).success).toBe(false);
    }
  });

  it('reads ?force=true', () => {
    expect(deleteRecipeQuerySchema.parse({ force: 'true' })).toEqual({ force: true });
  });
});
