#!/usr/bin/env node
// `npm run test:profile [reports-dir]` (or `npm test -- --profile`): what the last `npm test` spent
// its time on. Reads the reports `npm test` leaves in .tmp/reports (steps.json and each runner's
// JSON report) and prints each step's wall time and test count, then the 20 slowest test files
// and the 20 slowest tests. Judge every change to the suite by these figures (issue 29).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.resolve(process.argv[2] ?? path.join(root, '.tmp', 'reports'));
const TOP = 20;

if (!existsSync(reports)) {
  console.error(`No reports in ${reports}: run \`npm test\` first.`);
  process.exit(1);
}

const relative = (file) => path.relative(root, file) || file;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8);

/** Every test of a Vitest JSON report: file, name, duration; and each file's wall time. */
function readVitest(step, report) {
  const files = [];
  const tests = [];
  for (const result of report.testResults ?? []) {
    const file = relative(result.name);
    files.push({ step, file, ms: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)) });
    for (const test of result.assertionResults ?? []) {
      tests.push({ step, file, name: test.fullName ?? test.title, ms: test.duration ?? 0 });
    }
  }
  return { files, tests };
}

/** Every test of a Playwright JSON report (each spec file's time is the sum of its tests). */
function readPlaywright(step, report) {
  const tests = [];
  const visit = (suite, file) => {
    const here = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, result) => sum + (result.duration ?? 0), 0);
        tests.push({ step, file: path.join('apps/web/e2e', here), name: spec.title, ms });
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of report.suites ?? []) visit(suite, suite.file);
  const byFile = new Map();
  for (const test of tests) byFile.set(test.file, (byFile.get(test.file) ?? 0) + test.ms);
  const files = [...byFile].map(([file, ms]) => ({ step, file, ms }));
  return { files, tests };
}

const files = [];
const tests = [];
const counts = [];
for (const name of readdirSync(reports)
  .filter((entry) => entry.endsWith('.json'))
  .sort()) {
  if (name === 'steps.json') continue;
  const step = name.replace(/\.json$/, '');
  const report = JSON.parse(readFileSync(path.join(reports, name), 'utf8'));
  const read = report.stats ? readPlaywright(step, report) : readVitest(step, report);
  files.push(...read.files);
  tests.push(...read.tests);
  counts.push({ step, tests: read.tests.length, files: read.files.length });
}

const stepsFile = path.join(reports, 'steps.json');
if (existsSync(stepsFile)) {
  const { totalSeconds, cores, cpu, steps, finishedAt } = JSON.parse(
    readFileSync(stepsFile, 'utf8'),
  );
  // CPU: the machine's busy core-seconds during the step and their share of its cores' time
  // (scripts/test.mjs); absent from the reports of a runner that did not measure it.
  const busy = (measured) =>
    measured
      ? `  CPU ${measured.busySeconds.toFixed(0).padStart(5)} core-s, ${(measured.share * 100).toFixed(0).padStart(3)} % of the cores`
      : '';
  console.log(`\nSteps of the run that ended ${finishedAt} (wall time):`);
  for (const step of steps) {
    const tally = step.tests ? `  ${step.tests.passed} passed, ${step.tests.failed} failed` : '';
    const mark = step.ok ? ' ' : '✖';
    const indent = step.group ? '    ' : '  ';
    console.log(
      `${mark}${seconds(step.seconds * 1000)}${indent}${step.name}${tally}${busy(step.cpu)}`,
    );
  }
  console.log(`  ${seconds(totalSeconds * 1000)}  total${busy(cpu)}`);
  if (cpu && cores) {
    // However the work were spread over the cores, the run cannot end before its CPU time is spent.
    console.log(
      `  ${seconds((cpu.busySeconds / cores) * 1000)}  the least this run's CPU time takes on ${cores} cores`,
    );
  }
}

console.log('\nTests per report:');
for (const { step, tests: count, files: fileCount } of counts) {
  console.log(
    `  ${String(count).padStart(6)} tests in ${String(fileCount).padStart(4)} files  ${step}`,
  );
}

const slowest = (rows) => [...rows].sort((a, b) => b.ms - a.ms).slice(0, TOP);
console.log(`\nThe ${TOP} slowest test files (wall time of the file in its worker):`);
for (const row of slowest(files)) console.log(`${seconds(row.ms)}  [${row.step}] ${row.file}`);
console.log(`\nThe ${TOP} slowest tests:`);
for (const row of slowest(tests)) {
  console.log(`${seconds(row.ms)}  [${row.step}] ${row.file} › ${row.name}`);
}
