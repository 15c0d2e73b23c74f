import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 7 (performance ≥ 90 on /login and /registro): the auth pages draw without axios and zod;
// validation and requests are imported on submit (api/login-request.ts, api/register-request.ts).
// This walks the static, non-type imports of each page, as the bundler would put them in its chunk.

const here = path.dirname(fileURLToPath(import.meta.url));
const domainSrc = path.resolve(here, '../../../../../../packages/domain/src');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(fromFile: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(fromFile), specifier);
  if (specifier.startsWith('@costeo/domain/'))
    return path.join(domainSrc, `${specifier.slice('@costeo/domain/'.length)}.ts`);
  return null;
}

/** The packages a module reaches through static imports, with the local file that imports each. */
function listReachedPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    expect(existsSync(file), file).toBe(true);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const local = resolveLocal(file, specifier);
      if (local) pending.push(local);
      else if (!packages.has(specifier)) packages.set(specifier, path.relative(here, file));
    }
  }
  return packages;
}

describe('the auth pages load neither axios nor zod up front', () => {
  for (const page of ['login-page.tsx', 'register-page.tsx']) {
    it(page, () => {
      const packages = listReachedPackages(path.join(here, page));
      expect(packages.size).toBeGreaterThan(3);
      const heavy = [...packages].filter(([name]) => /^(axios|zod)(\/|$)/.test(name));
      expect(heavy).toEqual([]);
    });
  }

  it('the walk does see them through the submit modules', () => {
    const packages = listReachedPackages(path.join(here, '../lib/register-request.ts'));
    expect([...packages.keys()]).toEqual(expect.arrayContaining(['axios', 'zod']));
  });
});
