import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AffectedRecipe } from '@costeo/domain/contracts/supplier-invoices';
import { SMALL_SCREEN_QUERY } from '../../../lib/breakpoints.ts';
import { TOKENS } from '../../../test/fixtures.ts';
import { renderComponent } from '../../../test/render-app.tsx';
import { matchPhoneQuery } from '../../../test/viewport.ts';
import { MarginImpact } from './margin-impact.tsx';

/** Tortilla at 14,30 € with VAT: 28 % → 31,5 % of its net price, over its 30 % target. */
const TORTILLA: AffectedRecipe = {
  id: 7,
  name: 'Tortilla de patatas',
  is_subrecipe: false,
  old_cost_per_serving: '3.64',
  new_cost_per_serving: '4.10',
  old_margin_per_serving: '9.36',
  new_margin_per_serving: '8.90',
  margin_change: '-0.46',
  old_margin_pct: '72.00',
  new_margin_pct: '68.46',
  margin_pct_change: '-3.54',
  old_food_cost_pct: '28.00',
  new_food_cost_pct: '31.54',
  target_food_cost_pct: '30.00',
  crosses_target: true,
  suggested_sale_price: '15.03',
};

/** A dish well within its target: no mark, no suggested price. */
const SALAD: AffectedRecipe = {
  ...TORTILLA,
  id: 8,
  name: 'Ensalada de la huerta',
  old_food_cost_pct: '18.00',
  new_food_cost_pct: '19.10',
  target_food_cost_pct: '27.50',
  crosses_target: false,
  suggested_sale_price: '9.80',
};

function renderImpact(recipes: AffectedRecipe[]) {
  renderComponent(
    <MarginImpact
      available
      recipes={recipes}
      menus={[]}
      lockedMessage=""
      onUpgrade={() => undefined}
    />,
    { tokens: TOKENS },
  );
}

const text = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');

describe("the margin impact against each dish's food-cost target (issue 32)", () => {
  it('says when a dish crosses its target and what PVP keeps it; a dish within it has neither', () => {
    renderImpact([TORTILLA, SALAD]);
    const table = screen.getByRole('table', { name: 'Recetas cuyo coste cambia' });
    const [, tortilla, salad] = within(table).getAllByRole('row');
    expect(text(tortilla!)).toContain('Supera el objetivo de 30 %');
    expect(text(tortilla!)).toContain('PVP sugerido 15,03 €');
    expect(text(tortilla!)).toContain('28,00 % → 31,54 %objetivo 30 %');
    expect(text(salad!)).toContain('18,00 % → 19,10 %objetivo 27,5 %');
    expect(text(salad!)).not.toContain('Supera');
    expect(text(salad!)).not.toContain('PVP sugerido');
  });

  it('on a phone the same facts, one block per dish', () => {
    onTestFinished(matchPhoneQuery(SMALL_SCREEN_QUERY));
    renderImpact([TORTILLA]);
    const list = screen.getByRole('list', { name: 'Recetas y menús cuyo coste cambia' });
    const [tortilla] = within(list).getAllByRole('listitem');
    expect(text(tortilla!)).toContain('Food cost: 28,00 % → 31,54 % (objetivo 30 %)');
    expect(text(tortilla!)).toContain('Supera el objetivo de 30 %');
    expect(text(tortilla!)).toContain('PVP sugerido 15,03 €');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
