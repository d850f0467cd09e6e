// `npm test`: every check, in the order that fails fastest, timed per phase (issue 33: CI under 20 minutes on two
// cores). Within a phase, lanes run side by side: ESLint and TypeScript are single-threaded, so the linter and the
// type checker together use both cores for the time of the longer one. The build is made once, here, and the
// browser and chaos tests run against it. Each phase's time is printed at the end and, with TEST_PHASES_OUT set,
// written there as JSON (.ci/run records it; bench/results/ keeps the measured runs).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';

/** @type {{ name: string, lanes: string[][] }[]} */
const PHASES = [
  { name: 'schema', lanes: [['npm', 'run', 'schema']] },
  {
    name: 'lint and typecheck',
    lanes: [
      ['npx', 'eslint', '.'],
      ['npm', 'run', 'typecheck:projects'],
    ],
  },
  { name: 'import rules', lanes: [['npm', 'run', 'lint:imports']] },
  { name: 'unit and API tests', lanes: [['npx', 'vitest', 'run']] },
  { name: 'build', lanes: [['npm', 'run', 'build']] },
  { name: 'browser tests', lanes: [['npm', 'run', 'test', '-w', '@eazy2con/e2e']] },
  { name: 'chaos tests', lanes: [['npm', 'run', 'test:chaos']] },
];

/** Runs one command with the terminal's output; answers its exit code. */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

const seconds = (ms) => Math.round(ms / 100) / 10;
const results = [];
const started = Date.now();
let failed = null;
for (const phase of PHASES) {
  const t0 = Date.now();
  console.log(`\n== ${phase.name} (${phase.lanes.map((lane) => lane.join(' ')).join(' | ')})`);
  const codes = await Promise.all(phase.lanes.map(run));
  results.push({ phase: phase.name, seconds: seconds(Date.now() - t0) });
  if (codes.some((code) => code !== 0)) {
    failed = phase.name;
    break;
  }
}

const total = seconds(Date.now() - started);
console.log('\nphase                 seconds');
for (const { phase, seconds: s } of results) console.log(`${phase.padEnd(22)}${String(s).padStart(7)}`);
console.log(`${'total'.padEnd(22)}${String(total).padStart(7)}${failed ? `  (stopped: ${failed} failed)` : ''}`);

const out = process.env.TEST_PHASES_OUT;
if (out) {
  mkdirSync(path.dirname(out), { recursive: true });
  const machine = {
    cpus: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  writeFileSync(
    out,
    `${JSON.stringify({ at: new Date().toISOString(), machine, phases: results, total, failed }, null, 2)}\n`,
  );
}
process.exit(failed ? 1 : 0);
