import { randomUUID } from 'node:crypto';
import { parse, subscribe, type ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../graphql/request-context';
import { schema } from '../graphql/schema';
import { isAppError } from '../lib/app-error';
import { adminOperations } from '../graphql-core/admin-operations';
import { ownedRows } from './ownership-rows-owned';
import { publicRows } from './ownership-rows-public';
import { signedInRows } from './ownership-rows-signed-in';
import type { OwnershipRow, Target } from './ownership-rows.types';
import { buildWorld, type OwnedKind, type World } from './ownership-world';
import { createTestApp, nextIp, type TestApp } from './test-app';

/**
 * The ownership matrix (issue 26): every query, mutation and subscription of the schema has a row, here or in the
 * admin matrix (modules/admin/admin-access.test.ts), and each row is called by every kind of caller. A thing with
 * an owner answers everyone else exactly as a thing that does not exist.
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ env: { BOOTCAMP_OPEN: '1', BOOTCAMP_START_DATE: '2030-03-04' } });
  w = await buildWorld(t);
}, 120_000);
afterAll(() => t.close());

const rows: Record<string, OwnershipRow> = { ...publicRows, ...signedInRows, ...ownedRows };

const CALLERS = [
  'anonymous',
  'another visitor',
  'stranger booking token',
  'learner',
  'other mentor',
  'admin',
  'owner',
] as const;
type Caller = (typeof CALLERS)[number];

/** Refusals for who the caller is; an owner or a permitted caller never gets one of these. */
const ACCESS_REFUSALS = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'];

const ownedKind = (row: OwnershipRow): OwnedKind | null =>
  row.access === 'mentor-session'
    ? 'session'
    : ['public', 'user', 'mentor', 'visitor'].includes(row.access)
      ? null
      : (row.access as OwnedKind);

function headersOf(row: OwnershipRow, caller: Caller): Record<string, string> {
  const visitorToken = (token: string) => ({ 'x-visitor-token': token });
  switch (caller) {
    case 'another visitor':
      return visitorToken(w.otherVisitor.token);
    case 'learner':
      return { cookie: w.learnerCookie };
    case 'other mentor':
      return { cookie: w.otherMentorCookie };
    case 'admin':
      return { cookie: w.adminCookie };
    case 'owner':
      if (['chat', 'visitor-record', 'visitor'].includes(row.access)) return visitorToken(w.visitor.token);
      if (['course', 'mentor-session', 'mentor', 'account', 'child', 'saved-card'].includes(row.access))
        return { cookie: w.ownerMentor.cookie };
      return row.access === 'user' ? { cookie: w.learnerCookie } : {};
    default:
      return {};
  }
}

/** What the caller aims at: the owner's thing (`real`) or a made-up one, with the token the caller holds. */
function targetOf(row: OwnershipRow, caller: Caller, real: boolean): Target {
  const kind = ownedKind(row);
  if (!kind) return { id: randomUUID(), token: randomUUID() };
  const token =
    caller === 'owner' ? w.owned[kind].token : caller === 'stranger booking token' ? w.strangers[kind].token : '';
  return { id: real ? w.owned[kind].id : randomUUID(), token: token || randomUUID() };
}

interface Answer {
  code: string;
  message: string;
  /** The data's fields that are not null. */
  data: string[];
}

const present = (data: unknown): string[] =>
  typeof data === 'object' && data !== null
    ? Object.entries(data)
        .filter((entry) => entry[1] !== null)
        .map(([key]) => key)
    : [];

async function call(name: string, caller: Caller, real = true): Promise<Answer> {
  const row = rows[name];
  if (!row) throw new Error(`no row for ${name}`);
  const target = targetOf(row, caller, real);
  const variables = row.vars ? row.vars(target, w) : { id: target.id, token: target.token };
  const headers = headersOf(row, caller);
  if (!row.subscription) {
    const res = await t.gql(row.doc, variables, { headers, ip: nextIp() });
    const error = res.errors?.[0];
    return {
      code: error ? String(error.extensions?.code ?? 'UNCODED') : 'none',
      message: error?.message ?? '',
      data: present(res.data),
    };
  }
  const result = await subscribe({
    schema,
    document: parse(row.doc),
    variableValues: variables,
    contextValue: createContext(t.app.services, new Request('http://localhost/graphql', { headers }), '127.0.0.1'),
  });
  if (Symbol.asyncIterator in result) {
    await (result as AsyncGenerator<ExecutionResult>).return(undefined);
    return { code: 'none', message: '', data: ['stream'] };
  }
  const original = result.errors?.[0]?.originalError;
  return isAppError(original)
    ? { code: original.code, message: original.message, data: [] }
    : { code: 'UNCODED', message: result.errors?.[0]?.message ?? '', data: [] };
}

/** The answer a caller who is not refused for who they are may get: data, or a refusal of the input or state. */
const expectAllowed = (answer: Answer, where: string) => {
  expect(ACCESS_REFUSALS.concat('INTERNAL_SERVER_ERROR', 'UNCODED'), `${where}: ${answer.message}`).not.toContain(
    answer.code,
  );
};

async function check(name: string, caller: Caller): Promise<void> {
  const row = rows[name];
  if (!row) throw new Error(`no row for ${name}`);
  const where = `${name} as ${caller}`;
  const signedIn = ['learner', 'other mentor', 'admin', 'owner'].includes(caller);
  if (row.access === 'public') {
    const answer = await call(name, caller);
    expect(['UNAUTHENTICATED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR', 'UNCODED'], where).not.toContain(answer.code);
  } else if (row.access === 'user' || row.access === 'mentor') {
    const answer = await call(name, caller);
    if (!signedIn) expect(answer.code, where).toBe('UNAUTHENTICATED');
    else if (row.access === 'mentor' && caller === 'learner') expect(answer.code, where).toBe('FORBIDDEN');
    // Own data found by who the caller is; an id it carries (a made-up one here) may not be found.
    else expect(['UNAUTHENTICATED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR', 'UNCODED'], where).not.toContain(answer.code);
  } else if (row.access === 'visitor') {
    const answer = await call(name, caller);
    if (caller === 'owner' || caller === 'another visitor') expectAllowed(answer, where);
    else expect(answer.code, where).toBe('UNAUTHENTICATED');
  } else if (caller === 'owner' || (caller === 'admin' && row.adminActs)) {
    expectAllowed(await call(name, caller), where);
  } else {
    // Not the owner: the very answer a made-up id gets, so the answer tells nothing about the thing.
    const theirs = await call(name, caller, true);
    const missing = await call(name, caller, false);
    if (!row.publicThing) expect(theirs, where).toEqual(missing);
    else expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], where).toContain(missing.code);
    // Refused, or an empty answer (a nullable read answers null for both).
    if (theirs.code === 'none') expect(theirs.data, where).toEqual([]);
    else expect(['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND'], `${where}: ${theirs.message}`).toContain(theirs.code);
  }
}

/**
 * Issue 35: the signed-in owner of a booking (the account that confirmed its e-mail) acts without the token; every
 * other account, and a signed-out caller, without the token get the answer of a thing that does not exist.
 */
async function checkOwnerAccount(name: string): Promise<void> {
  const row = rows[name];
  const kind = row && ownedKind(row);
  if (!row?.ownerAccount || !kind) return;
  const noToken = async (cookie: string | undefined, id: string): Promise<Answer> => {
    const res = await t.gql(row.doc, { id, token: null }, { headers: cookie ? { cookie } : {}, ip: nextIp() });
    const error = res.errors?.[0];
    return {
      code: error ? String(error.extensions?.code ?? 'UNCODED') : 'none',
      message: error?.message ?? '',
      data: present(res.data),
    };
  };
  expectAllowed(await noToken(w.bookingOwnerCookie, w.owned[kind].id), `${name} as the owner's account, no token`);
  const others: [string, string | undefined][] = [
    ['another account', w.learnerCookie],
    ['a mentor', w.otherMentorCookie],
    ['admin', w.adminCookie],
    ['anonymous', undefined],
  ];
  for (const [who, cookie] of others) {
    const where = `${name} as ${who}, no token`;
    const theirs = await noToken(cookie, w.owned[kind].id);
    expect(theirs, where).toEqual(await noToken(cookie, randomUUID()));
    expect(theirs.code, `${where}: ${theirs.message}`).toBe('NOT_FOUND');
  }
}

/** Run last, in this order: each ends the thing later rows aim at (the visitor's token goes last of all). */
const DESTRUCTIVE = ['withdrawChildConsent', 'cancelSession', 'cancelBooking', 'deleteCourse', 'forgetVisitor'];

describe('ownership matrix: every operation × every caller', () => {
  it('has a row for every query, mutation and subscription of the schema (admin ones in the admin matrix)', () => {
    const all = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      type ? Object.keys(type.getFields()) : [],
    );
    const admin = new Set(adminOperations());
    const missing = all.filter((name) => !admin.has(name) && !rows[name]);
    expect(missing).toEqual([]);
    expect(Object.keys(rows).filter((name) => !all.includes(name) || admin.has(name))).toEqual([]);
  });

  const names = Object.keys(rows).sort((a, b) => DESTRUCTIVE.indexOf(a) - DESTRUCTIVE.indexOf(b));
  for (const name of names) {
    it(`${name} (${rows[name]?.access ?? ''})`, async () => {
      for (const caller of CALLERS) await check(name, caller);
      await checkOwnerAccount(name);
    });
  }
});
