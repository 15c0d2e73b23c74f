import { describe, expect, it } from 'vitest';
import { LEFTOVERS_NOTICE_DEFAULT, leftoversNoticeWording } from './leftovers-notice.ts';

describe('the leftovers notice (Ley 1/2025, art. 8)', () => {
  it('says the diner may take home, at no extra cost, what they did not eat', () => {
    expect(LEFTOVERS_NOTICE_DEFAULT).toContain('llevarse lo que no haya consumido');
    expect(LEFTOVERS_NOTICE_DEFAULT).toContain('sin coste adicional');
  });

  it('prints nothing when off, the default when the text is empty, else the owner’s words', () => {
    expect(leftoversNoticeWording({ enabled: false, text: 'Llévese lo que quiera.' })).toBeNull();
    expect(leftoversNoticeWording({ enabled: true, text: '   ' })).toBe(LEFTOVERS_NOTICE_DEFAULT);
    expect(leftoversNoticeWording({ enabled: true, text: ' Pida su táper. ' })).toBe(
      'Pida su táper.',
    );
  });
});
