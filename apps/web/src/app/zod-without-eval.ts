// The first import of main.tsx. The server's CSP (`script-src 'self'`) forbids eval, and zod
// probes `new Function` when it builds its first object schema to compile faster parsers: Chrome
// reports the refused probe as a CSP issue (Lighthouse best-practices). `jitless` skips the probe.
// zod reads its settings from `globalThis.__zod_globalConfig` (shared by every copy of zod), so
// setting them here keeps zod itself out of the entry chunk; zod-without-eval.test.ts checks that
// the installed zod honours it.

interface ZodGlobal {
  __zod_globalConfig?: { jitless?: boolean };
}

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
