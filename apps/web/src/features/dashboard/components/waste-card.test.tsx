import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { wasteWeeksSchema, type WasteWeeks } from '@costeo/domain/contracts/waste';
import { WASTE_WEEKS_URL } from '../../../api/urls.ts';
import { NO_WASTE_WEEKS } from '../../../test/dashboard-fixtures.ts';
import { answer } from '../../../test/handlers/respond.ts';
import { renderComponent } from '../../../test/render-app.tsx';
import { server } from '../../../test/server.ts';
import { WasteCard, WastePlanReminder, wasteTotals } from './waste-card.tsx';

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

/** Twelve weeks from Monday 5 January 2026; three with waste. */
const WEEKS: WasteWeeks = {
  weeks: NO_WASTE_WEEKS.weeks.map((week, index) =>
    index === 3
      ? { ...week, value: '29.80', weight_kg: '2.000' }
      : index === 9
        ? { ...week, value: '12.35', weight_kg: '1.500' }
        : index === 11
          ? { ...week, value: '4.10', weight_kg: '0.250' }
          : week,
  ),
  plan_review_overdue: '2026-03-01',
};

function serveWeeks(weeks: WasteWeeks) {
  server.use(http.get(WASTE_WEEKS_URL, () => answer(wasteWeeksSchema, weeks)));
}

describe('the Dashboard’s waste (issue 35)', () => {
  it('sums the 12 weeks in decimals: 29,80 + 12,35 + 4,10 = 46,25 €, 3,75 kg', () => {
    expect(wasteTotals(WEEKS.weeks)).toEqual({ value: '46.25', weight_kg: '3.750', empty: false });
    expect(wasteTotals(NO_WASTE_WEEKS.weeks).empty).toBe(true);
  });

  it('shows the totals, the last week and every week in a table a screen reader reads', async () => {
    serveWeeks(WEEKS);
    renderComponent(<WasteCard />);
    const card = await screen.findByTestId('dashboard-waste');
    expect(await within(card).findByText('46,25 €')).toBeInTheDocument();
    expect(plain(card.textContent)).toContain('3,8 kg');
    expect(plain(card.textContent)).toContain('Última semana4,10 €');
    const table = within(card).getByRole('table', { name: 'Mermas por semana, a coste' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    // The fourth week starts on Monday 26 January 2026.
    expect(plain(rows[4]!.textContent)).toBe('26 de enero de 202629,80 €2 kg');
    expect(screen.getByRole('link', { name: 'Ver mermas' })).toHaveAttribute(
      'href',
      '/ingredients/waste',
    );
  });

  it('without waste: says so and leads to the log, no chart', async () => {
    serveWeeks(NO_WASTE_WEEKS);
    renderComponent(<WasteCard />);
    expect(
      await screen.findByText(/Sin mermas registradas en las últimas 12 semanas/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Registra lo que se tira' })).toHaveAttribute(
      'href',
      '/ingredients/waste',
    );
  });

  it('reminds the owner when the plan’s review date has passed, with the way to the plan', async () => {
    serveWeeks(WEEKS);
    renderComponent(<WastePlanReminder />);
    expect(
      await screen.findByText(/La revisión del plan de prevención venció el 1 de marzo de 2026\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revisar el plan' })).toHaveAttribute(
      'href',
      '/ingredients/waste/plan',
    );
  });

  it('says nothing while the review date has not passed', async () => {
    serveWeeks({ ...WEEKS, plan_review_overdue: null });
    renderComponent(
      <>
        <WastePlanReminder />
        <WasteCard />
      </>,
    );
    // The card shows the answer's figures: the reminder has read the same answer.
    expect(await screen.findByText('46,25 €')).toBeInTheDocument();
    expect(screen.queryByText(/La revisión del plan de prevención/)).not.toBeInTheDocument();
  });
});
