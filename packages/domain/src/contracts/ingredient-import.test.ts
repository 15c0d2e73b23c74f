import { describe, expect, it } from 'vitest';
import {
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_FILE_BYTES,
  importPreviewRequestSchema,
} from './ingredient-import.ts';

const file = { file_name: 'tarifa.csv', content_base64: 'UHJvZHVjdG87UHJlY2lvCg==' };

describe('importPreviewRequestSchema', () => {
  it('needs the name and price columns; the others may be absent or null', () => {
    const parsed = importPreviewRequestSchema.parse({
      ...file,
      mapping: { name: 0, price: 4, brand: null },
    });
    expect(parsed.mapping).toEqual({ name: 0, price: 4, brand: null });
    expect(parsed.overrides).toEqual([]);
    const missing = importPreviewRequestSchema.safeParse({ ...file, mapping: { name: 0 } });
    expect(missing.success).toBe(false);
  });

  it('refuses columns outside the sheet width it reads and negative ones', () => {
    for (const price of [-1, 50, 1.5]) {
      expect(
        importPreviewRequestSchema.safeParse({ ...file, mapping: { name: 0, price } }).success,
      ).toBe(false);
    }
  });

  it('refuses base64 longer than a 5 MB file with the size message', () => {
    const tooLong = 'A'.repeat(Math.ceil(IMPORT_MAX_FILE_BYTES / 3) * 4 + 12);
    const result = importPreviewRequestSchema.safeParse({
      ...file,
      content_base64: tooLong,
      mapping: { name: 0, price: 1 },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(IMPORT_FILE_TOO_LARGE);
  });
});
