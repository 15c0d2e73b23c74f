#!/usr/bin/env node
// `npm test`: every check, in order, failing fast. Prints one summary line at the end
// ("N passed, M failed") counting the tests of every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
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

// Steps with the same `group` are independent, so they all start at once, side by side, with
// their output printed whole as each ends; every other step runs alone, in order. The web build
// is in the first group: the journeys need it. All at once rather than one lane per core: the two
// ESLint halves are single-threaded and take most of the group's time, while tsgo, Prettier and
// Vite use several threads for seconds; in lanes they waited for a lint to end and ran after it
// (the group 184 s on a clean clone here), at once they share the cores with it (127 s).
const steps = [
  // ESLint in two halves (the web's files; everything else), each its own process and core.
  { name: 'lint (web)', group: 'static', ...npx(['eslint', 'apps/web', '--max-warnings=0']) },
  {
    name: 'lint',
    group: 'static',
    ...npx(['eslint', '.', '--ignore-pattern', 'apps/web/**', '--max-warnings=0']),
  },
  // The type check through TypeScript's native compiler (tsgo, decision 047): the same checker as
  // `tsc`, a third of its CPU (api 26 → 10 s, web 25 → 8 s here).
  { name: 'typecheck (api)', group: 'static', ...npx(['tsgo', '-p', 'apps/api']) },
  { name: 'typecheck (web)', group: 'static', ...npx(['tsgo', '-p', 'apps/web']) },
  // Prettier's new CLI: the same files and verdicts, 38 → 28 s of CPU.
  {
    name: 'format',
    group: 'static',
    ...npx(['prettier', '--check', '.', '--experimental-cli']),
  },
  { name: 'build (web)', group: 'static', cmd: 'npm', args: ['run', 'build'], env: {} },
  { name: 'typecheck', group: 'static', ...npx(['tsgo', '-p', 'packages/domain']) },
  { name: 'unit', report: 'unit', ...vitest('unit', ['domain', 'web', 'web-isolated']) },
];
// The API suite on PGlite and, with TEST_DATABASE_URL, its engine-dependent files on PostgreSQL
// (POSTGRES_FILES in apps/api/vitest.config.ts): one Vitest run of the projects, so the long
// files of each share the cores to the end. The hostile-files check against a real server is one
// of its files (test/hostile-files.test.ts); its time bars are `npm run bench:hostile`'s.
if (process.env.TEST_DATABASE_URL) {
  steps.push({
    name: 'api (PGlite, and PostgreSQL for the engine-dependent files)',
    report: 'api',
    ...vitest('api', ['api', 'api-isolated', 'api-postgres']),
  });
} else {
  console.log('· TEST_DATABASE_URL not set: the API suite runs on PGlite only.');
  steps.push({
    name: 'api (PGlite)',
    report: 'api',
    ...vitest('api', ['api', 'api-isolated']),
  });
}
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

/** Runs one step; its output goes straight to the terminal, or is collected when `buffered`. */
function run(step, buffered) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const cpu0 = cpuSeconds();
    const child = spawn(step.cmd, step.args, {
      cwd: root,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...step.env },
    });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('close', (code) => {
      resolve({
        step,
        ok: code === 0,
        seconds: (Date.now() - t0) / 1000,
        cpu: cpuSince(cpu0),
        output: Buffer.concat(chunks),
      });
    });
  });
}

/**
 * The machine's CPU time so far, in core-seconds: busy (user, nice, sys, irq) and in all, summed
 * over the cores. The busy time a step adds, set beside its wall time, says how much of the cores
 * it used, and the run's busy time over the cores is the shortest the run could take on this
 * machine however its work were scheduled (issue 29). It counts the whole machine: anything else
 * running at the same time is counted too.
 */
function cpuSeconds() {
  let busy = 0;
  let all = 0;
  for (const { times } of cpus()) {
    const used = times.user + times.nice + times.sys + times.irq;
    busy += used;
    all += used + times.idle;
  }
  return { busy: busy / 1000, all: all / 1000 };
}

/** The busy core-seconds since `start` (a `cpuSeconds()`), and their share of the cores' time. */
function cpuSince(start) {
  const now = cpuSeconds();
  const busy = now.busy - start.busy;
  const all = now.all - start.all;
  return { busySeconds: busy, share: all > 0 ? busy / all : 0 };
}

const totals = { passed: 0, failed: 0 };
const started = Date.now();
const startedCpu = cpuSeconds();
/** Each step's wall time and count, for `npm run test:profile` (scripts/test-profile.mjs). */
const timings = [];
const profile = process.argv.includes('--profile');
let failedStep = null;

function settle({ step, ok, seconds, cpu, output }, buffered) {
  if (buffered) {
    console.log(`\n▶ ${step.name}`);
    process.stdout.write(output);
  }
  const counted = step.report ? countReport(path.join(reports, `${step.report}.json`)) : null;
  if (counted) {
    totals.passed += counted.passed;
    totals.failed += counted.failed;
  }
  // A step of a group shares the machine with the others: its CPU is the group's (below).
  timings.push({
    name: step.name,
    group: step.group ?? null,
    seconds,
    ok,
    tests: counted,
    ...(step.group ? {} : { cpu }),
  });
  if (!ok) {
    console.log(`✖ ${step.name} failed (${seconds.toFixed(1)} s)`);
    failedStep ??= step.name;
    if (totals.failed === 0) totals.failed = 1;
  } else {
    console.log(`✔ ${step.name} (${seconds.toFixed(1)} s)`);
  }
}

/** Runs `group` at most `width` at a time; each result is printed as it ends. */
async function runGroup(group, width) {
  const queue = [...group];
  const lanes = Array.from({ length: Math.min(width, queue.length) }, async () => {
    while (queue.length > 0 && failedStep === null) {
      settle(await run(queue.shift(), true), true);
    }
  });
  await Promise.all(lanes);
}

for (let index = 0; index < steps.length && failedStep === null;) {
  const step = steps[index];
  if (step.group) {
    let end = index;
    while (end < steps.length && steps[end].group === step.group) end += 1;
    const group = steps.slice(index, end);
    const t0 = Date.now();
    const cpu0 = cpuSeconds();
    console.log(`\n▶ ${group.map((s) => s.name).join(', ')} (side by side)`);
    await runGroup(group, group.length);
    const groupSeconds = (Date.now() - t0) / 1000;
    console.log(`· group done in ${groupSeconds.toFixed(1)} s`);
    timings.push({
      name: `${step.group} (side by side)`,
      group: null,
      seconds: groupSeconds,
      ok: true,
      cpu: cpuSince(cpu0),
    });
    index += group.length;
  } else {
    console.log(`\n▶ ${step.name}`);
    settle(await run(step, false), false);
    index += 1;
  }
}

const totalSeconds = (Date.now() - started) / 1000;
writeFileSync(
  path.join(reports, 'steps.json'),
  JSON.stringify(
    {
      totalSeconds,
      cores: availableParallelism(),
      cpu: cpuSince(startedCpu),
      steps: timings,
      finishedAt: new Date().toISOString(),
    },
    null,
    2,
  ),
);
if (profile) {
  spawnSync('node', [path.join(root, 'scripts', 'test-profile.mjs')], { stdio: 'inherit' });
}
console.log(`\nTotal time: ${totalSeconds.toFixed(0)} s`);
if (failedStep) console.log(`Failed step: ${failedStep}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStep ? 1 : 0);
