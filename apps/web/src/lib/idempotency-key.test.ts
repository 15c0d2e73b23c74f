import { describe, expect, it, vi } from 'vitest';
import { createIdempotencyKey } from './idempotency-key.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key (DESIGN §6)', () => {
  it('is a fresh v4 UUID each time', () => {
    const first = createIdempotencyKey();
    expect(first).toMatch(UUID_V4);
    expect(createIdempotencyKey()).not.toBe(first);
  });

  it('still works where crypto.randomUUID is missing (plain HTTP on a LAN address)', () => {
    const realCrypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: realCrypto.getRandomValues.bind(realCrypto) });
    try {
      const key = createIdempotencyKey();
      expect(key).toMatch(UUID_V4);
      expect(createIdempotencyKey()).not.toBe(key);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
