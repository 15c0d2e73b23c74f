import {
  WASTE_MEASURES,
  WASTE_REASON_LABELS,
  type DonationAgreement,
  type WasteMeasureCode,
  type WasteMeasureLevel,
  type WastePlan,
  type WasteSummary,
} from '@costeo/domain/contracts/waste';

/** The plan as the form edits it: the contract's input, every field filled. */
export interface PlanDraft {
  measures: string[];
  own_measures: string[];
  donation_agreements: DonationAgreement[];
  responsible: string;
  review_date: string;
  notes: string;
}

/**
 * What a kitchen without a plan starts from: recording waste (this screen's source), stock
 * rotation, dated labels, portions by the escandallo, and the take-away containers article 8
 * obliges restaurants to offer. The cook reviews them; nothing is saved until they do.
 */
export const SUGGESTED_MEASURES: readonly WasteMeasureCode[] = [
  'registro_mermas',
  'rotacion_fefo',
  'etiquetado_fechas',
  'raciones_ficha',
  'envases_sobras',
];

export const MEASURE_LEVEL_LABELS: Record<WasteMeasureLevel, string> = {
  prevencion: 'Prevención',
  donacion: 'Donación para consumo humano',
  otros_usos: 'Otros usos: alimentación animal, compostaje y energía',
};

/** The law's order of priority (Ley 1/2025, art. 5), from first to last resort. */
export const LAW_PRIORITY = [
  'Prevención',
  'Donación para consumo humano',
  'Alimentación animal',
  'Subproductos para otras industrias',
  'Reciclado y compostaje',
  'Valorización energética (biogás, combustibles)',
  'Residuo: solo lo que no tiene otro destino',
] as const;

/** The measures of one level, in the catalog's order. */
export function measuresOf(level: WasteMeasureLevel) {
  return WASTE_MEASURES.filter((measure) => measure.level === level);
}

/** A calendar day moved by whole years ("2026-02-28" + 1 → "2027-02-28"); 29 February → 28. */
export function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year + years, month, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(year + years)}-${pad(month)}-${pad(Math.min(date, last))}`;
}

/** The plan in force, or the suggested start with a review a year from today. */
export function draftFromPlan(plan: WastePlan | null, today: string): PlanDraft {
  if (!plan) {
    return {
      measures: [...SUGGESTED_MEASURES],
      own_measures: [],
      donation_agreements: [],
      responsible: '',
      review_date: addYears(today, 1),
      notes: '',
    };
  }
  return {
    measures: [...plan.measures],
    own_measures: [...plan.own_measures],
    donation_agreements: plan.donation_agreements.map((agreement) => ({ ...agreement })),
    responsible: plan.responsible,
    review_date: plan.review_date,
    notes: plan.notes,
  };
}

/** Whether the draft differs from what is saved (the guard asks before leaving). */
export function isDraftChanged(draft: PlanDraft, saved: PlanDraft): boolean {
  return JSON.stringify(draft) !== JSON.stringify(saved);
}

/** The reasons that cost most, by €, each with its share of the total. */
export function topReasons(summary: WasteSummary, limit = 3) {
  const total = Number(summary.totals.value);
  return [...summary.by_reason]
    .filter((row) => Number(row.value) > 0 || Number(row.weight_kg) > 0)
    .sort((a, b) => Number(b.value) - Number(a.value))
    .slice(0, limit)
    .map((row) => ({
      reason: row.reason,
      label: WASTE_REASON_LABELS[row.reason],
      value: row.value,
      weight_kg: row.weight_kg,
      // Display only: a share of the period's € rounded to a whole percent.
      share: total > 0 ? Math.round((Number(row.value) / total) * 100) : null,
    }));
}

/** The items that cost most, by €. */
export function topItems(summary: WasteSummary, limit = 3) {
  return [...summary.by_item]
    .filter((row) => Number(row.value) > 0)
    .sort((a, b) => Number(b.value) - Number(a.value))
    .slice(0, limit);
}
