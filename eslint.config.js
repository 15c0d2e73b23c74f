import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

/** The folders directly under `dir` (web features, API modules): one boundary each. */
function foldersIn(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/**
 * Pure helpers a module lends to the others besides its service: password hashing and policy
 * (no database, no rows). Everything else crosses modules through `*.service.ts`.
 */
const SHARED_HELPERS = {
  auth: [`${root}/apps/api/src/modules/auth/{passwords,password-policy}.ts`],
};

const WEB_FEATURES = 'apps/web/src/features';
const API_MODULES = 'apps/api/src/modules';

/**
 * STYLE.md rule 0 and rule 5, checked on the resolved file of every import (docs/ARCHITECTURE.md,
 * "Boundaries"). The messages name the rule so a failing lint explains itself.
 */
export const BOUNDARY_ZONES = [
  {
    target: 'packages/domain',
    from: 'apps',
    message: 'Límite: packages/domain no importa ninguna app (STYLE.md regla 0).',
  },
  {
    target: 'apps/web',
    from: 'apps/api',
    message: 'Límite: la web no importa código de la API; habla HTTP (STYLE.md regla 0).',
  },
  {
    target: 'apps/api',
    from: 'apps/web',
    message: 'Límite: la API no importa código de la web (STYLE.md regla 0).',
  },
  {
    target: ['apps/web/src/lib', 'apps/web/src/components'],
    from: WEB_FEATURES,
    message: 'Límite: lib/ y components/ son compartidos y no importan features.',
  },
  {
    target: 'apps/web/src/api',
    from: [WEB_FEATURES, 'apps/web/src/app', 'apps/web/src/components'],
    message:
      'Límite: api/ es la capa de datos de la web (fetcher, clave y hook por endpoint) y no importa features, app/ ni components/.',
  },
  ...foldersIn(WEB_FEATURES).map((feature) => ({
    target: `${WEB_FEATURES}/${feature}`,
    from: WEB_FEATURES,
    except: [`./${feature}`],
    message: `Límite: la feature "${feature}" no importa otra feature; se componen en app/ (STYLE.md regla 5).`,
  })),
  ...foldersIn(API_MODULES).flatMap((module) =>
    foldersIn(API_MODULES)
      .filter((other) => other !== module)
      .map((other) => ({
        target: `${API_MODULES}/${module}`,
        from: `${root}/${API_MODULES}/${other}/**`,
        except: [`${root}/${API_MODULES}/${other}/*.service.ts`, ...(SHARED_HELPERS[other] ?? [])],
        message: `Límite: el módulo "${module}" solo llega a "${other}" por su servicio (*.service.ts), nunca por su repositorio, mappers o filas (STYLE.md regla 0).`,
      })),
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/coverage/**',
      'apps/api/src/db/migrations/**',
      '**/*.config.js',
      'scripts/**',
      '.ci/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.config.ts', 'packages/domain/vitest.config.ts'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Fastify plugins are async by contract even when they register routes synchronously.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: BOUNDARY_ZONES }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test/**/*.ts', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
    },
  },
);
