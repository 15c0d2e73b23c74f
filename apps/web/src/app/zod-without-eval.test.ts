import { describe, expect, it, vi } from 'vitest';

describe('zod without eval (the CSP forbids it)', () => {
  it('set before zod loads, zod builds and runs object schemas without `new Function`', async () => {
    const NativeFunction = globalThis.Function;
    const constructed = vi.fn();
    vi.stubGlobal(
      'Function',
      new Proxy(NativeFunction, {
        construct(target, args: unknown[]) {
          constructed(args);
          return Reflect.construct(target, args) as object;
        },
      }),
    );
    await import('./zod-without-eval.ts');
    const { tokenPairSchema } = await import('@costeo/domain/contracts/auth');
    const { z } = await import('zod');

    expect(z.config().jitless).toBe(true);
    expect(tokenPairSchema.parse({ access: 'a', refresh: 'r' })).toEqual({
      access: 'a',
      refresh: 'r',
    });
    expect(constructed).not.toHaveBeenCalled();
  });
});
