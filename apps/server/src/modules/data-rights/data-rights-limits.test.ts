import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { operationLimits } from '../rate-limits/operation-limits';
import { DELETE_ACCOUNT, REQUEST_CODE, REQUEST_MY_DATA } from './test-helpers';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await signUpConfirmed(t, `limits-${Date.now()}@example.com`);
});
afterAll(() => t.close());

// The data rights' operations are limited per client address like every other write (operation-limits.ts);
// rate-limits.test.ts leaves them here, since each needs a signed-in account with a confirmed e-mail.
describe('the data rights operation limits', () => {
  for (const [operation, query, variables] of [
    ['requestMyData', REQUEST_MY_DATA, {}],
    ['requestAccountDeletionCode', REQUEST_CODE, {}],
    ['deleteMyAccount', DELETE_ACCOUNT, { code: '000000' }],
  ] as const) {
    it(`limits ${operation} per client address`, async () => {
      const ip = nextIp();
      const { max } = operationLimits[operation];
      for (let i = 0; i < max; i++) {
        const res = await t.gql(query, variables, { cookie, ip });
        expect(res.errors?.[0]?.extensions?.code).not.toBe('RATE_LIMITED');
      }
      const over = await t.gql(query, variables, { cookie, ip });
      expect(over.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    });
  }
});
