// `node --test scripts/`: the audit gate's decisions on npm audit's real report shapes (run by .ci/run).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditVerdict } from './audit-gate.mjs';

const report = (vulnerabilities) =>
  JSON.stringify({
    auditReportVersion: 2,
    vulnerabilities,
    metadata: { vulnerabilities: { info: 0, low: 0, moderate: 1, high: 1, critical: 0, total: 2 } },
  });

test('fails on a high or critical advisory that has a fix', () => {
  const verdict = auditVerdict(
    report({
      a: { name: 'a', severity: 'high', fixAvailable: true },
      b: { name: 'b', severity: 'critical', fixAvailable: { name: 'b', version: '2.0.0', isSemVerMajor: true } },
    }),
  );
  assert.equal(verdict.status, 'fail');
  assert.deepEqual(
    verdict.fatal.map((v) => [v.name, v.fix]),
    [
      ['a', 'npm audit fix'],
      ['b', 'b@2.0.0 (major)'],
    ],
  );
});

test('passes on lower severities, and on high advisories without a fix', () => {
  const verdict = auditVerdict(
    report({
      a: { name: 'a', severity: 'moderate', fixAvailable: true },
      b: { name: 'b', severity: 'high', fixAvailable: false },
    }),
  );
  assert.equal(verdict.status, 'pass');
  assert.equal(verdict.counts.high, 1);
});

test('reads an unreachable registry as a warning, not a failure', () => {
  const error = JSON.stringify({
    message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
    statusCode: 405,
  });
  assert.deepEqual(auditVerdict(error), { status: 'unreachable', reason: JSON.parse(error).message });
  assert.equal(auditVerdict('').status, 'unreachable');
});
