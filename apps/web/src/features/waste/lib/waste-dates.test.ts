import { describe, expect, it } from 'vitest';
import { addDays, dayLabel, monthLabel, periodRange, todayInMadrid } from './waste-dates.ts';

describe("waste dates: Madrid days and the log's periods", () => {
  it("today is Madrid's day, whatever the clock's zone", () => {
    // 23:30 UTC on 31 March 2026 is already 1 April in Madrid (UTC+2 in summer time).
    expect(todayInMadrid(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01');
    expect(todayInMadrid(new Date('2026-01-15T22:59:00Z'))).toBe('2026-01-15');
  });

  it('periods up to today', () => {
    expect(periodRange('7d', '2026-03-05')).toEqual({
      date_from: '2026-02-27',
      date_to: '2026-03-05',
    });
    expect(periodRange('month', '2026-03-05')).toEqual({
      date_from: '2026-03-01',
      date_to: '2026-03-05',
    });
    expect(periodRange('12m', '2026-03-05')).toEqual({
      date_from: '2025-04-01',
      date_to: '2026-03-05',
    });
    expect(periodRange('all', '2026-03-05')).toEqual({});
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });

  it('says the day and the month in Spanish', () => {
    expect(dayLabel('2026-03-05', '2026-03-05')).toBe('Hoy');
    expect(dayLabel('2026-03-04', '2026-03-05')).toBe('Ayer');
    expect(dayLabel('2026-03-02', '2026-03-05')).toBe('Lunes, 2 de marzo de 2026');
    expect(monthLabel('2026-03')).toBe('mar 2026');
  });
});
