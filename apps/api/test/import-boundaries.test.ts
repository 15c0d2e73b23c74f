import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './postgres-url.ts';

/**
 * The import boundaries of STYLE.md rules 0 and 5 are lint errors (eslint.config.js, import-x
 * `no-restricted-paths`). Each case lints a breach in the place it would be written, with the
 * repository's own configuration, and expects the boundary rule to fail it.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const RULE = 'import-x/no-restricted-paths';

const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE && message.severity === 2)
    .map((message) => message.message);
}

// Lint, not the database: once, in the PGlite pass.
describe.skipIf(testDatabaseUrl() !== undefined)(
  'import boundaries (STYLE.md rules 0 and 5)',
  { timeout: 120_000 },
  () => {
    it('a web feature importing another feature fails: compose them in app/', async () => {
      const errors = await boundaryErrors(
        'apps/web/src/features/recipes/pages/recipes-page.tsx',
        [
          "import { useQuotaGuard } from '../../subscriptions/hooks/use-quota-guard.ts';",
          'export const guard = useQuotaGuard;',
        ].join('\n'),
      );
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain('la feature "recipes" no importa otra feature');
    });

    it('an API module importing another module’s repository fails: only its service', async () => {
      const errors = await boundaryErrors(
        'apps/api/src/modules/usage/usage.service.ts',
        [
          "import type { PlanRow } from '../subscriptions/subscriptions.repository.ts';",
          "import { toPlan } from '../subscriptions/subscriptions.mappers.ts';",
          'export type Row = PlanRow;',
          'export const map = toPlan;',
        ].join('\n'),
      );
      expect(errors).toHaveLength(2);
      expect(errors[0]).toContain('el módulo "usage" solo llega a "subscriptions" por su servicio');
    });

    it('an API module may use another module’s service', async () => {
      const errors = await boundaryErrors(
        'apps/api/src/modules/usage/usage.service.ts',
        [
          "import type { SubscriptionsService } from '../subscriptions/subscriptions.service.ts';",
          'export type Service = SubscriptionsService;',
        ].join('\n'),
      );
      expect(errors).toEqual([]);
    });

    it('the web importing API code fails, and the domain importing an app fails', async () => {
      const web = await boundaryErrors(
        'apps/web/src/lib/format.ts',
        "import { addMonths } from '../../../api/src/lib/dates.ts';\nexport const add = addMonths;",
      );
      expect(web[0]).toContain('la web no importa código de la API');
      const domain = await boundaryErrors(
        'packages/domain/src/plans.ts',
        "import { addMonths } from '../../../apps/api/src/lib/dates.ts';\nexport const add = addMonths;",
      );
      expect(domain[0]).toContain('packages/domain no importa ninguna app');
    });
  },
);
