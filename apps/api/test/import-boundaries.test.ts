import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from './postgres-url.ts';

/**
 * The boundaries of STYLE.md rules 0 and 5 and docs/ARCHITECTURE.md "Boundaries" are lint errors
 * (eslint.config.js). Each case lints a breach in the place it would be written, with the
 * repository's own configuration, and expects the rule to fail it; the allowed neighbour passes.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const PATHS = 'import-x/no-restricted-paths';
const IMPORTS = 'no-restricted-imports';
const CYCLE = 'import-x/no-cycle';
const RULES = new Set([PATHS, IMPORTS, CYCLE]);

// The repository's configuration, run for the boundary rules only. None of them reads types, so
// the TypeScript program the type-aware rules need is not built for every linted text.
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => RULES.has(ruleId),
  overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
});

interface Failure {
  rule: string | null;
  message: string;
}

function failures(results: ESLint.LintResult[]): Failure[] {
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.severity === 2)
    .map((message) => ({ rule: message.ruleId, message: message.message }));
}

/** The boundary errors of `code` written at `filePath` (which need not exist). */
async function lintAt(filePath: string, code: string): Promise<Failure[]> {
  return failures(await eslint.lintText(code, { filePath: path.join(root, filePath) }));
}

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  return (await lintAt(filePath, code))
    .filter((failure) => failure.rule === PATHS)
    .map((failure) => failure.message);
}

/** Real files in a scratch folder under `dir` (import-x follows imports on disk), then removed. */
async function lintFilesIn(
  dir: string,
  files: Record<string, string>,
  lint: string,
): Promise<Failure[]> {
  const scratch = mkdtempSync(path.join(root, dir, 'lint-boundary-'));
  try {
    for (const [name, code] of Object.entries(files)) {
      writeFileSync(path.join(scratch, name), code);
    }
    return failures(await eslint.lintFiles([path.join(scratch, lint)]));
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// Lint, not the database: once, in the PGlite pass.
describe.skipIf(testDatabaseUrl() !== undefined)(
  'import boundaries (STYLE.md rules 0 and 5, docs/ARCHITECTURE.md "Boundaries")',
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

    it('a module importing another module’s schema file fails; its own schema passes', async () => {
      const errors = await boundaryErrors(
        'apps/api/src/modules/subscriptions/subscriptions.repository.ts',
        [
          "import { recipes } from '../../db/schema/recipes.ts';",
          "import { users } from '../../db/schema.ts';",
          "import { subscriptions } from '../../db/schema/subscriptions.ts';",
          "import { timestamptz } from '../../db/schema/columns.ts';",
          'export const tables = [recipes, users, subscriptions, timestamptz];',
        ].join('\n'),
      );
      expect(errors).toHaveLength(2);
      expect(errors[0]).toContain(
        'el módulo "subscriptions" solo importa sus tablas (db/schema/subscriptions.ts)',
      );
      const auth = await boundaryErrors(
        'apps/api/src/modules/auth/auth.repository.ts',
        "import { users } from '../../db/schema/users.ts';\nexport const table = users;",
      );
      expect(auth[0]).toContain('el módulo "auth" solo importa sus tablas');
      const lib = await boundaryErrors(
        'apps/api/src/lib/dates.ts',
        "import { users } from '../db/schema/users.ts';\nexport const table = users;",
      );
      expect(lib).toHaveLength(1);
      expect(lib[0]).toContain('las tablas se leen en el repositorio de su módulo');
    });

    it('a read model may import any module’s schema file, and so may a test', async () => {
      const code = [
        "import { ingredientInstances } from '../../db/schema/ingredients.ts';",
        "import { recipes } from '../../db/schema/recipes.ts';",
        "import { users } from '../../db/schema/users.ts';",
        'export const tables = [ingredientInstances, recipes, users];',
      ].join('\n');
      for (const readModel of [
        'apps/api/src/modules/costing/costing.read-model.ts',
        'apps/api/src/modules/dashboard/dashboard.repository.ts',
        'apps/api/src/modules/analytics/analytics.repository.ts',
        'apps/api/src/modules/exports/exports.repository.ts',
        'apps/api/src/modules/account/account.repository.ts',
        'apps/api/src/modules/subscriptions/subscriptions.routes.test.ts',
      ]) {
        expect(await lintAt(readModel, code), readModel).toEqual([]);
      }
    });

    it('an import cycle fails; the same imports one way pass', async () => {
      const cycle = await lintFilesIn(
        'apps/api/src/modules/usage',
        {
          'first.ts': "import { second } from './second.ts';\nexport const first = () => second();",
          'second.ts': "import { first } from './first.ts';\nexport const second = () => first;",
        },
        'first.ts',
      );
      expect(cycle).toEqual([{ rule: CYCLE, message: 'Dependency cycle detected' }]);
      const oneWay = await lintFilesIn(
        'apps/api/src/modules/usage',
        {
          'first.ts': "import { second } from './second.ts';\nexport const first = () => second();",
          'second.ts': 'export const second = () => 2;',
        },
        'first.ts',
      );
      expect(oneWay).toEqual([]);
    });

    it('packages/domain importing node:*, pg, react, fastify or drizzle-orm fails', async () => {
      for (const source of [
        'node:fs',
        'pg',
        'react',
        'react-dom/client',
        'fastify',
        'drizzle-orm',
        'drizzle-orm/pg-core',
      ]) {
        const errors = await lintAt(
          'packages/domain/src/plans.ts',
          `import * as outside from '${source}';\nexport const used = outside;`,
        );
        expect(errors, source).toHaveLength(1);
        expect(errors[0]?.rule).toBe(IMPORTS);
        expect(errors[0]?.message).toContain('packages/domain es puro');
      }
      const pure = await lintAt(
        'packages/domain/src/plans.ts',
        "import { z } from 'zod';\nimport { dec } from './decimal.ts';\nexport const used = [z, dec];",
      );
      expect(pure).toEqual([]);
    });

    it('Fastify in a service or lib/ fails; in routes and plugins it passes', async () => {
      const code =
        "import type { FastifyRequest } from 'fastify';\nexport type Request = FastifyRequest;";
      for (const breach of [
        'apps/api/src/modules/usage/usage.service.ts',
        'apps/api/src/modules/subscriptions/subscriptions.repository.ts',
        'apps/api/src/lib/pagination.ts',
      ]) {
        const errors = await lintAt(breach, code);
        expect(errors, breach).toHaveLength(1);
        expect(errors[0]?.rule).toBe(IMPORTS);
        expect(errors[0]?.message).toContain('Fastify solo en *.routes.ts, plugins/');
      }
      for (const allowed of [
        'apps/api/src/modules/usage/usage.routes.ts',
        'apps/api/src/plugins/authentication.ts',
        'apps/api/src/app.ts',
        'apps/api/src/modules/subscriptions/subscriptions.routes.test.ts',
      ]) {
        expect(await lintAt(allowed, code), allowed).toEqual([]);
      }
    });

    it('Drizzle in a service or routes fails; in repositories, read models and db/ it passes', async () => {
      const code = "import { sql } from 'drizzle-orm';\nexport const now = sql`now()`;";
      for (const breach of [
        'apps/api/src/modules/usage/usage.service.ts',
        'apps/api/src/modules/usage/usage.routes.ts',
        'apps/api/src/lib/dates.ts',
      ]) {
        const errors = await lintAt(breach, code);
        expect(errors, breach).toHaveLength(1);
        expect(errors[0]?.rule).toBe(IMPORTS);
        expect(errors[0]?.message).toContain('Drizzle solo en *.repository.ts, *.read-model.ts');
      }
      for (const allowed of [
        'apps/api/src/modules/subscriptions/subscriptions.repository.ts',
        'apps/api/src/modules/costing/costing.read-model.ts',
        'apps/api/src/db/maintenance.ts',
        'apps/api/src/modules/subscriptions/entitlements.service.test.ts',
      ]) {
        expect(await lintAt(allowed, code), allowed).toEqual([]);
      }
    });

    it('src importing test code fails; a test in src may', async () => {
      const api = await boundaryErrors(
        'apps/api/src/modules/analytics/analytics.service.ts',
        "import { createUser } from '../../../test/factories.ts';\nexport const make = createUser;",
      );
      expect(api).toHaveLength(1);
      expect(api[0]).toContain('el código de src no importa código de pruebas');
      const web = await boundaryErrors(
        'apps/web/src/lib/format.ts',
        "import { renderApp } from '../test/render-app.tsx';\nexport const render = renderApp;",
      );
      expect(web).toHaveLength(1);
      expect(web[0]).toContain('el código de src no importa código de pruebas');
      const test = await lintAt(
        'apps/api/src/modules/analytics/analytics.routes.test.ts',
        "import { createUser } from '../../../test/factories.ts';\nexport const make = createUser;",
      );
      expect(test).toEqual([]);
    });
  },
);
