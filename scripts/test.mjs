#!/usr/bin/env node
// `npm test`: every check, in order, failing fast. Prints one summary line at the end
// ("N passed, M failed") counting the tests of every runner.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.tmp', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const npx = (args, env = {}) => ({ cmd: 'npx', args, env });
const vitest = (name, projects, env = {}) =>
  npx(
    [
      'vitest',
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, `${name}.json`)}`,
    ],
    env,
  );

const steps = [
  { name: 'typecheck', ...npx(['tsc', '-p', 'packages/domain']) },
  { name: 'typecheck (api)', ...npx(['tsc', '-p', 'apps/api']) },
  { name: 'typecheck (web)', ...npx(['tsc', '-p', 'apps/web']) },
  { name: 'lint', ...npx(['eslint', '.', '--max-warnings=0']) },
  { name: 'format', ...npx(['prettier', '--check', '.']) },
  { name: 'unit', report: 'unit', ...vitest('unit', ['domain', 'web']) },
  { name: 'api (PGlite)', report: 'api-pglite', ...vitest('api-pglite', ['api']) },
];
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'api (PostgreSQL)',
    report: 'api-postgres',
    ...vitest('api-postgres', ['api-postgres'], { COSTEO_TEST_DB: 'postgres' }),
  });
} else {
  console.log('· TEST_DATABASE_URL not set: the API suite runs on PGlite only.');
}
// Hostile files against a real server (decision 018): timing bars, so alone on the machine.
steps.push({
  name: 'robustness (hostile files)',
  report: 'robustness',
  ...npx([
    'vitest',
    'run',
    '--config',
    'apps/api/vitest.robustness.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'robustness.json')}`,
  ]),
});
steps.push({ name: 'build (web)', cmd: 'npm', args: ['run', 'build'], env: {} });
steps.push({
  name: 'e2e (Chromium)',
  report: 'e2e',
  cmd: 'node',
  args: ['scripts/e2e.mjs'],
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') },
});

function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    };
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests };
}

const totals = { passed: 0, failed: 0 };
const started = Date.now();
let failedStep = null;
for (const step of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.cmd, step.args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  if (step.report) {
    const counted = countReport(path.join(reports, `${step.report}.json`));
    totals.passed += counted.passed;
    totals.failed += counted.failed;
  }
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`✖ ${step.name} failed (${seconds} s)`);
    failedStep = step.name;
    if (totals.failed === 0) totals.failed = 1;
    break;
  }
  console.log(`✔ ${step.name} (${seconds} s)`);
}

console.log(`\nTotal time: ${((Date.now() - started) / 1000).toFixed(0)} s`);
if (failedStep) console.log(`Failed step: ${failedStep}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
