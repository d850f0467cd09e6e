import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/test-app';
import { authPost, latestCode, mentorSession, signIn } from '../accounts/test-helpers';
import {
  acceptedMentor,
  collect,
  CREATE_MESSAGE,
  newVisitor,
  openChat,
  startLiveChatApp,
  waitFor,
  warmUp,
  type LiveChatApp,
  type Message,
} from './chat.fixtures';

/**
 * Issue 34: a mentor's open chat stream (and an admin's live list) ends within a few seconds of its session being
 * revoked or its role lost, by every path; streams of the account's other, still valid sessions go on.
 */
let live: LiveChatApp;

beforeAll(async () => {
  live = await startLiveChatApp();
}, 60_000);
afterAll(() => live.close());
// Each test its own address: the mentor applications would otherwise meet the per-address limit of 0006.
beforeEach(() => {
  live.t.clientIp = nextIp();
});

const PASSWORD = 'correct-horse-1';

/** A mentor with a chat from a visitor, the mentor's stream on it live (it has received the visitor's warm-up). */
async function mentorWatching(email: string) {
  const mentor = await acceptedMentor(live.t, email);
  const visitor = await newVisitor(live.t, 'Revoke Visitor');
  const chatId = await openChat(live.t, visitor.headers, mentor.mentorId);
  const send = (text: string) =>
    live.t.gql<{ createMessage: Message }>(CREATE_MESSAGE, { chatId, text }, { headers: visitor.headers });
  const stream = collect(live.client({ cookie: mentor.cookie }), null);
  await warmUp([stream], send);
  expect(stream.received.length).toBeGreaterThan(0);
  return { mentor, chatId, send, stream };
}

/** After the stream completed, the visitor's next message reaches nobody on it. */
async function endedAndDeaf(watch: Awaited<ReturnType<typeof mentorWatching>>) {
  expect(await waitFor(() => watch.stream.completed(), 5_000)).toBe(true);
  expect(watch.stream.error()).toBeNull();
  const after = (await watch.send('Are you there?')).data?.createMessage;
  expect(after).toBeDefined();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(watch.stream.received.some((m) => m.id === after?.id)).toBe(false);
}

describe('a revoked mentor stops receiving chats (issue 34)', () => {
  it('sign-out ends the stream', async () => {
    const watch = await mentorWatching('revoke.signout@example.com');
    expect((await authPost(live.t, '/sign-out', {}, { cookie: watch.mentor.cookie })).status).toBe(200);
    await endedAndDeaf(watch);
  });

  it('signing out the other sessions ends their streams, not the one that asked', async () => {
    const email = 'revoke.others@example.com';
    const watch = await mentorWatching(email);
    const keeper = await signIn(live.t, email, PASSWORD);
    const kept = collect(live.client({ cookie: keeper }), watch.chatId);
    await warmUp([kept], watch.send);
    expect(kept.received.length).toBeGreaterThan(0);
    const revoked = await authPost(live.t, '/revoke-other-sessions', {}, { cookie: keeper });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);
    await endedAndDeaf(watch);
    const next = (await watch.send('Still there on this one?')).data?.createMessage;
    expect(await waitFor(() => kept.received.some((m) => m.id === next?.id))).toBe(true);
    expect(kept.completed()).toBe(false);
  });

  it('a password reset ends the stream', async () => {
    const email = 'revoke.reset@example.com';
    const watch = await mentorWatching(email);
    expect((await authPost(live.t, '/email-otp/request-password-reset', { email })).status).toBe(200);
    const otp = await latestCode(live.t, email, 'reset-code');
    const reset = await authPost(live.t, '/email-otp/reset-password', {
      email,
      otp,
      password: 'new-horse-22',
      confirmPassword: 'new-horse-22',
    });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    await endedAndDeaf(watch);
  });

  it('an admin declining the mentor ends the stream (the session stays, the role is gone)', async () => {
    const admin = await mentorSession(live.t, 'revoke.admin@example.com', { admin: true });
    const watch = await mentorWatching('revoke.declined@example.com');
    const declined = await live.t.gql<{ updateMentorStatus: { status: string } }>(
      `mutation ($id: ID!) { updateMentorStatus(id: $id, status: DECLINED) { status } }`,
      { id: watch.mentor.mentorId },
      { cookie: admin.cookie },
    );
    expect(declined.errors).toBeUndefined();
    await endedAndDeaf(watch);
    // A fresh subscription is refused: the account is no longer a mentor.
    const again = collect(live.client({ cookie: watch.mentor.cookie }), watch.chatId);
    expect(await waitFor(() => again.error() !== null || again.completed())).toBe(true);
    expect(again.received).toEqual([]);
  });

  it("an admin's live list ends when the admin signs out; another admin's stays", async () => {
    const leaving = await mentorSession(live.t, 'revoke.admin.leaving@example.com', { admin: true });
    const staying = await mentorSession(live.t, 'revoke.admin.staying@example.com', { admin: true });
    const lists = [leaving, staying].map(({ cookie }) => {
      let completed = false;
      let error: unknown = null;
      live
        .client({ cookie })
        .subscribe(
          { query: 'subscription { onDeleteBookAmentor }' },
          { next: () => {}, error: (e: unknown) => (error = e), complete: () => (completed = true) },
        );
      return { completed: () => completed, error: () => error };
    });
    // Give both subscriptions time to open (an admin list has no event a test can send cheaply).
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lists.map((l) => l.completed())).toEqual([false, false]);
    expect((await authPost(live.t, '/sign-out', {}, { cookie: leaving.cookie })).status).toBe(200);
    expect(await waitFor(() => lists[0]?.completed() === true, 5_000)).toBe(true);
    expect(lists[0]?.error()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists[1]?.completed()).toBe(false);
  });
});
