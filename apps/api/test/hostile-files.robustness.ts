import { describe, expect, it } from 'vitest';
import { BARS, hostileCheck } from '../scripts/hostile-files.ts';

describe('hostile files against the real server (issue 15)', () => {
  it('keeps /api/health/ answering, the RSS bounded, and refuses each file in Spanish, in time', async () => {
    const report = await hostileCheck((line) => console.log(line));
    expect(report.health.count).toBeGreaterThan(10);
    expect(report.health.worstMs).toBeLessThan(BARS.healthMs);
    expect(report.peakRssBytes).toBeLessThan(BARS.rssBytes);
    expect(report.results).toHaveLength(15);
    for (const result of report.results) {
      expect(result.ms, result.kind).toBeLessThan(BARS.requestMs);
      if (result.kind.startsWith('PDF')) {
        // With its text made breakable the ficha técnica is simply served.
        expect(result.status, result.detail).toBe(200);
      } else {
        expect(result.status, result.detail).toBe(400);
        // The price list's refusals name the file; the invoice's say what is wrong with it.
        expect(result.detail).toMatch(
          result.kind.startsWith('XML') ? /^(El XML|La factura) / : /^El archivo /,
        );
      }
    }
    expect(report.failures).toEqual([]);
  });
});
