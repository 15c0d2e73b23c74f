import { describe, expect, it } from 'vitest';
import { toDecimalInput, toPriceInput } from './decimal-input.ts';
import { checkPhotos, MAX_PHOTOS, shrunkSize } from './invoice-photo.ts';

describe('photos of an albarán before they are sent (issue 36)', () => {
  it('shrinks the long side to 2 400 px, keeping the shape, and never enlarges', () => {
    expect(shrunkSize(4032, 3024)).toEqual({ width: 2400, height: 1800 });
    expect(shrunkSize(3024, 4032)).toEqual({ width: 1800, height: 2400 });
    expect(shrunkSize(1200, 1600)).toEqual({ width: 1200, height: 1600 });
  });

  it('holds four photos and 5 MB together at most', () => {
    expect(MAX_PHOTOS).toBe(4);
    expect(checkPhotos([{ size: 1_000_000 }, { size: 1_000_000 }])).toBeNull();
    expect(checkPhotos(Array.from({ length: 5 }, () => ({ size: 10 })))).toBe(
      'Como máximo 4 fotos por albarán o factura.',
    );
    expect(checkPhotos([{ size: 3_000_000 }, { size: 3_000_000 }])).toBe(
      'Las fotos superan juntas el máximo de 5 MB: quita alguna página.',
    );
  });

  it('shows a line’s figures as a cook types them', () => {
    // The line's quantity as a quantity field shows it; its price and amount as a price field.
    expect(toDecimalInput('12.500')).toBe('12,5');
    expect(toDecimalInput('8.000')).toBe('8');
    expect(toPriceInput('1.8000')).toBe('1,80');
    expect(toPriceInput('0.1333')).toBe('0,1333');
    expect(toPriceInput('22.50')).toBe('22,50');
  });
});
