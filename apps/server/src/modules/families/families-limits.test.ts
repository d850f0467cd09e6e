import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { signUpConfirmed } from '../accounts/test-helpers';
import { operationLimits } from '../rate-limits/operation-limits';
import { ADD_CHILD, parentPhone, REQUEST_CONSENT_CODE, SET_LEARNER_CODE, teachingMentor } from './families.fixtures';

/**
 * The per-connection limits of the families operations (issue 35): each counts every call of a signed-in caller
 * from one address, whatever its outcome (a wrong code, a child not found), and refuses the one past its maximum.
 */
let t: TestApp;
let parent: string;
let mentor: string;
beforeAll(async () => {
  t = await createTestApp();
  parent = await signUpConfirmed(t, `limits-parent-${Date.now()}@example.com`);
  mentor = (await teachingMentor(t, `limits-mentor-${Date.now()}@example.com`)).cookie;
}, 60_000);
afterAll(() => t.close());

const MESSAGE = `mutation ($id: ID!) { messageChild(childId: $id, text: "Hello") { text } }`;
const badChild = {
  firstName: 'Ada',
  ageBand: '7 - 12 years',
  relationship: 'Parent',
  consentNoticeVersion: '',
  phoneCode: '000000',
};

const calls = {
  // A new number each time: the per-number rules would refuse a repeat before the connection's limit is reached.
  requestChildConsentCode: () => ({
    doc: REQUEST_CONSENT_CODE,
    vars: { phone: parentPhone().typed },
    who: 'parent',
    answer: undefined,
  }),
  addChild: () => ({ doc: ADD_CHILD, vars: { input: badChild }, who: 'parent', answer: 'BAD_USER_INPUT' }),
  setLearnerCode: () => ({
    doc: SET_LEARNER_CODE,
    vars: { id: randomUUID(), code: '123456' },
    who: 'parent',
    answer: 'NOT_FOUND',
  }),
  messageChild: () => ({ doc: MESSAGE, vars: { id: randomUUID() }, who: 'mentor', answer: 'NOT_FOUND' }),
} as const;

describe('families operation limits', () => {
  it.each(Object.keys(calls) as (keyof typeof calls)[])(
    '%s: call max + 1 from one address is RATE_LIMITED',
    async (name) => {
      const ip = nextIp();
      const { max } = operationLimits[name];
      const send = () => {
        const call = calls[name]();
        return t.gql(call.doc, call.vars, { ip, cookie: call.who === 'parent' ? parent : mentor });
      };
      for (let i = 0; i < max; i += 1) {
        expect((await send()).errors?.[0]?.extensions?.code, `${name} call ${i + 1}`).not.toBe('RATE_LIMITED');
      }
      expect((await send()).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    },
  );
});
