import { describe, expect, it } from 'vitest';
import { lastFullWeek } from './digest.week.ts';

describe('the digest’s week (Europe/Madrid)', () => {
  it('is the Monday-to-Monday before now, in local time, sent from 08:00 on the Monday after', () => {
    // Friday 27 November 2026, 10:00 in Madrid (UTC+1).
    const week = lastFullWeek(new Date('2026-11-27T09:00:00Z'));
    expect(week).toMatchObject({
      key: '2026-W47',
      firstDay: '2026-11-16',
      lastDay: '2026-11-22',
    });
    expect(week.from.toISOString()).toBe('2026-11-15T23:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(week.sendAfter.toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });

  it('turns on the local Monday midnight, not UTC’s', () => {
    // Sunday 22 November 23:30 UTC is already Monday 00:30 in Madrid: week 47 has ended.
    expect(lastFullWeek(new Date('2026-11-22T23:30:00Z')).key).toBe('2026-W47');
    expect(lastFullWeek(new Date('2026-11-22T22:30:00Z')).key).toBe('2026-W46');
  });

  it('follows summer time (UTC+2) and the ISO years', () => {
    const summer = lastFullWeek(new Date('2026-07-01T12:00:00Z'));
    expect(summer.key).toBe('2026-W26');
    expect(summer.from.toISOString()).toBe('2026-06-21T22:00:00.000Z');
    // The week of the clocks going back (25 October 2026) is 169 hours long.
    const autumn = lastFullWeek(new Date('2026-10-27T12:00:00Z'));
    expect(autumn.key).toBe('2026-W43');
    expect(autumn.to.getTime() - autumn.from.getTime()).toBe(169 * 3_600_000);
    // 28 Dec 2026 – 3 Jan 2027 is week 53 of 2026; 29 Dec 2025 – 4 Jan 2026 is week 1 of 2026.
    expect(lastFullWeek(new Date('2027-01-05T12:00:00Z')).key).toBe('2026-W53');
    expect(lastFullWeek(new Date('2026-01-06T12:00:00Z')).key).toBe('2026-W01');
  });
});
