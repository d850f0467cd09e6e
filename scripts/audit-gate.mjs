// `.ci/run`'s dependency check (issue 26): runs `npm audit --omit=dev --json`, prints what it found, and fails only
// on a high or critical advisory in a runtime dependency that has a fix available (one we could apply now). Lower
// severities and advisories without a fix are reported, not fatal. When the registry cannot answer (offline, a
// mirror without the audit endpoint), it warns and passes: the audit is a report, not a reason a build cannot run.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FATAL = new Set(['high', 'critical']);

/**
 * What to do with `npm audit --json`'s output (npm 7+ report, auditReportVersion 2): `{ status: 'unreachable' }`
 * when it is not a report (npm prints an error object then), otherwise the counts and the advisories that fail.
 */
export function auditVerdict(stdout) {
  let report;
  try {
    report = JSON.parse(stdout);
  } catch {
    return { status: 'unreachable', reason: 'npm audit printed no JSON report' };
  }
  if (!report || typeof report !== 'object' || typeof report.vulnerabilities !== 'object' || !report.vulnerabilities) {
    const reason = typeof report?.message === 'string' ? report.message : (report?.error?.summary ?? 'no report');
    return { status: 'unreachable', reason };
  }
  const counts = report.metadata?.vulnerabilities ?? {};
  const fatal = Object.entries(report.vulnerabilities)
    .filter(([, v]) => FATAL.has(v.severity) && v.fixAvailable !== false && v.fixAvailable !== undefined)
    .map(([name, v]) => ({ name, severity: v.severity, fix: describeFix(v.fixAvailable) }));
  return { status: fatal.length > 0 ? 'fail' : 'pass', counts, fatal };
}

function describeFix(fix) {
  if (fix === true) return 'npm audit fix';
  if (fix && typeof fix === 'object') return `${fix.name}@${fix.version}${fix.isSemVerMajor ? ' (major)' : ''}`;
  return 'a fix';
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    timeout: 120_000,
  });
  const verdict = auditVerdict(run.stdout ?? '');
  if (verdict.status === 'unreachable') {
    console.warn(`audit: WARNING: could not audit the runtime dependencies (${verdict.reason}); not failing on it`);
    return 0;
  }
  const order = ['critical', 'high', 'moderate', 'low', 'info'];
  const summary = order.map((s) => `${verdict.counts[s] ?? 0} ${s}`).join(', ');
  console.log(`audit: runtime dependencies: ${summary}`);
  if (verdict.status === 'pass') return 0;
  for (const v of verdict.fatal) console.error(`audit: ${v.severity}: ${v.name} (fix: ${v.fix})`);
  console.error('audit: high or critical advisories with a fix available; update those dependencies');
  return 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) process.exit(main());
