import { describe, expect, it } from 'vitest';
import { nodeEndOfLifeWarning } from './node-eol';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('the start-up warning for a Node release past its end of life (issue 26)', () => {
  it('stays quiet up to and on the end-of-life day', () => {
    expect(nodeEndOfLifeWarning('v20.20.2', day('2026-01-15'))).toBeNull();
    expect(nodeEndOfLifeWarning('v20.20.2', day('2026-04-30'))).toBeNull();
    expect(nodeEndOfLifeWarning('v22.11.0', day('2027-04-30'))).toBeNull();
    expect(nodeEndOfLifeWarning('v24.0.0', day('2028-04-30'))).toBeNull();
  });

  it('warns the day after, naming the release and its end-of-life date', () => {
    const warning = nodeEndOfLifeWarning('v20.20.2', day('2026-05-01'));
    expect(warning).toContain('Node.js 20 reached its end of life on 2026-04-30');
    expect(warning).toContain('v20.20.2');
    expect(nodeEndOfLifeWarning('v22.1.0', day('2027-05-01'))).toContain('2027-04-30');
    expect(nodeEndOfLifeWarning('v24.3.0', day('2028-05-01'))).toContain('2028-04-30');
  });

  it('judges only the release lines in its table', () => {
    expect(nodeEndOfLifeWarning('v23.1.0', day('2030-01-01'))).toBeNull();
    expect(nodeEndOfLifeWarning('not a version', day('2030-01-01'))).toBeNull();
    expect(nodeEndOfLifeWarning('v26.0.0', day('2030-01-01'), { 26: '2029-04-30' })).toContain('Node.js 26');
  });
});
