import { describe, expect, it } from 'vitest';
import type { WastePlan, WasteSummary } from '@costeo/domain/contracts/waste';
import {
  addYears,
  draftFromPlan,
  isDraftChanged,
  measuresOf,
  SUGGESTED_MEASURES,
  topReasons,
} from './plan-form.ts';

const figures = (value: string, weight: string, entries = 1) => ({
  value,
  weight_kg: weight,
  entries,
});

describe('the plan form', () => {
  it('moves a calendar day by years, 29 February to the 28th', () => {
    expect(addYears('2026-05-20', 1)).toBe('2027-05-20');
    expect(addYears('2028-02-29', 1)).toBe('2029-02-28');
  });

  it('starts a new plan from the suggested measures and a review a year from today', () => {
    const draft = draftFromPlan(null, '2026-04-03');
    expect(draft.measures).toEqual([...SUGGESTED_MEASURES]);
    expect(draft.measures).toContain('envases_sobras');
    expect(draft.review_date).toBe('2027-04-03');
    expect(draft.responsible).toBe('');
    expect(draft.donation_agreements).toEqual([]);
  });

  it('edits a copy of the plan in force, and tells a change from none', () => {
    const plan: WastePlan = {
      version: 3,
      measures: ['donacion'],
      own_measures: ['Pan del día en picatostes'],
      donation_agreements: [{ entity: 'Banco de Alimentos', since: '2026-01-10', notes: '' }],
      responsible: 'Ana Ruiz',
      review_date: '2027-01-10',
      notes: 'Sobre todo pan.',
      created_at: '2026-01-10T10:00:00Z',
    };
    const draft = draftFromPlan(plan, '2026-05-01');
    expect(draft).toEqual({
      measures: ['donacion'],
      own_measures: ['Pan del día en picatostes'],
      donation_agreements: [{ entity: 'Banco de Alimentos', since: '2026-01-10', notes: '' }],
      responsible: 'Ana Ruiz',
      review_date: '2027-01-10',
      notes: 'Sobre todo pan.',
    });
    draft.donation_agreements[0]!.entity = 'Cáritas';
    expect(plan.donation_agreements[0]!.entity).toBe('Banco de Alimentos');
    expect(isDraftChanged(draft, draftFromPlan(plan, '2026-05-01'))).toBe(true);
    expect(isDraftChanged(draftFromPlan(plan, 'x'), draftFromPlan(plan, 'y'))).toBe(false);
  });

  it('groups the catalog by the law’s levels, every measure once', () => {
    const all = [
      ...measuresOf('prevencion'),
      ...measuresOf('donacion'),
      ...measuresOf('otros_usos'),
    ];
    expect(all).toHaveLength(15);
    expect(measuresOf('donacion').map((measure) => measure.code)).toEqual(['donacion']);
  });

  it('ranks the reasons by €, with their share of the total', () => {
    const summary = {
      totals: { ...figures('80.00', '10.000', 4) },
      by_reason: [
        { reason: 'caducado', ...figures('20.00', '4.000') },
        { reason: 'sobreproduccion', ...figures('50.00', '5.000') },
        { reason: 'devuelto', ...figures('0.00', '0.000') },
        { reason: 'deteriorado', ...figures('10.00', '1.000') },
      ],
    } as unknown as WasteSummary;
    // 50 / 80 = 62,5 % → 63; 20 / 80 = 25 %; 10 / 80 = 12,5 % → 13.
    expect(topReasons(summary).map((row) => [row.label, row.value, row.share])).toEqual([
      ['Sobreproducción', '50.00', 63],
      ['Caducado', '20.00', 25],
      ['Deteriorado', '10.00', 13],
    ]);
  });
});
