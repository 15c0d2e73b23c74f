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
  // The photo pipeline's decoders (HEIC through libheif, the rest through sharp, pixel limits):
  // photos of albaranes are opened as recipe photos are (issue 36).
  recipes: [`${root}/apps/api/src/modules/recipes/recipe-photo.{image,type}.ts`],
  users: [`${root}/apps/api/src/modules/users/{passwords,password-policy}.ts`],
  // The reading of a sheet (CSV or XLSX into rows of text, in a worker thread): the till's sales
  // files are read as a price list is (issue 33).
  'ingredient-import': [
    `${root}/apps/api/src/modules/ingredient-import/ingredient-import.{files,detect}.ts`,
  ],
};

const WEB_FEATURES = 'apps/web/src/features';
const API_SRC = 'apps/api/src';
const API_MODULES = `${API_SRC}/modules`;

/**
 * The read models: modules that answer by reading other modules' tables (costing the recipes, the
 * dashboard, analytics, the exports, the whole account, menus, the weekly digest). Only they import
 * another module's schema file (docs/ARCHITECTURE.md, "Boundaries").
 */
export const READ_MODELS = [
  'costing',
  'dashboard',
  'analytics',
  'exports',
  'account',
  'menus',
  'digest',
  // What was sold, in products and € (sales-use.read-model.ts: recipes, menus, products, prices).
  'sales',
  // The month's close (stock-close.read-model.ts: purchases, price history, the counted
  // elaboraciones' recipes).
  'stock',
  // The waste log valued at its days (waste.read-model.ts: products, recipes, price history).
  'waste',
  // Purchase orders (purchase-orders.read-model.ts: products with their formats and suppliers).
  'purchase-orders',
];

/** Test code: it may reach any table and any test helper. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**'];

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

const SCHEMA_FILES = `${root}/${API_SRC}/db/{schema.ts,schema/**}`;

/**
 * Zones for the shipped code only (tests may read any table and use the test helpers): a module
 * imports its own schema file (`db/schema/<module>.ts`, plus the shared `columns.ts`), a read model
 * any; nothing else in `src` touches a table but `db/`; `src` never imports test code.
 */
export const SOURCE_ZONES = [
  ...foldersIn(API_MODULES)
    .filter((module) => !READ_MODELS.includes(module))
    .map((module) => ({
      target: `${API_MODULES}/${module}`,
      from: SCHEMA_FILES,
      except: [`${root}/${API_SRC}/db/schema/{${module},columns}.ts`],
      message: `Límite: el módulo "${module}" solo importa sus tablas (db/schema/${module}.ts); las de otro módulo se leen por su servicio o en un modelo de lectura (${READ_MODELS.join(', ')}).`,
    })),
  {
    target: [`${API_SRC}/{lib,plugins,workers,types}/**`, `${API_SRC}/*.ts`],
    from: SCHEMA_FILES,
    message: 'Límite: las tablas se leen en el repositorio de su módulo o en un modelo de lectura.',
  },
  {
    target: ['apps/api/src', 'apps/web/src'],
    from: ['apps/api/test', 'apps/web/test', 'apps/web/src/test', 'apps/web/e2e'],
    message: 'Límite: el código de src no importa código de pruebas (test/).',
  },
];

/** `no-restricted-imports` patterns: the frameworks, each kept to the files that are about it. */
const FASTIFY_IMPORTS = {
  group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'],
  message:
    'Límite: Fastify solo en *.routes.ts, plugins/, app.ts y server.ts; un servicio o lib/ no conoce HTTP (docs/ARCHITECTURE.md).',
};
const DRIZZLE_IMPORTS = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message:
    'Límite: Drizzle solo en *.repository.ts, *.read-model.ts y db/; el resto pide los datos a un repositorio (docs/ARCHITECTURE.md).',
};
const DOMAIN_IMPORTS = {
  group: ['node:*', 'pg', 'pg/*', 'react', 'react/*', 'react-dom', 'react-dom/*'].concat(
    FASTIFY_IMPORTS.group,
    DRIZZLE_IMPORTS.group,
  ),
  message:
    'Límite: packages/domain es puro: sin node:*, pg, react, fastify ni drizzle-orm (STYLE.md regla 0).',
};

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
      // Test reports, traces and scratch files (git-ignored).
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: [
            '*.config.ts',
            'packages/domain/vitest.config.ts',
            'test-timeouts.ts',
          ],
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
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // no-cycle reads the imported files: TypeScript ones too (parsed without type information).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: BOUNDARY_ZONES }],
      // No file reaches itself through its (value) imports: API, web and domain.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...BOUNDARY_ZONES, ...SOURCE_ZONES] },
      ],
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [DOMAIN_IMPORTS] }] },
  },
  {
    files: [`${API_SRC}/**/*.ts`],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': ['error', { patterns: [FASTIFY_IMPORTS, DRIZZLE_IMPORTS] }],
    },
  },
  {
    files: [
      `${API_SRC}/**/*.routes.ts`,
      `${API_SRC}/plugins/**/*.ts`,
      `${API_SRC}/{app,server}.ts`,
    ],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [DRIZZLE_IMPORTS] }] },
  },
  {
    files: [
      `${API_SRC}/**/*.repository.ts`,
      `${API_SRC}/**/*.read-model.ts`,
      `${API_SRC}/db/**/*.ts`,
    ],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [FASTIFY_IMPORTS] }] },
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
      // Mantine's Loader renders a <span>: a name on it needs a role (axe: aria-prohibited-attr).
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Loader']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'A <Loader> with an aria-label needs role="progressbar" (or aria-hidden).',
        },
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
