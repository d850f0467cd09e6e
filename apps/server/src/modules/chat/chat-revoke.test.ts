import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  acceptedMentor,
  collect,
  CREATE_MESSAGE,
  FORGET,
  newVisitor,
  openChat,
  sseClient,
  waitFor,
  type Message,
} from './chat.fixtures';

let t: TestApp;
let baseUrl: string;
const clients: { dispose(): void }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.http.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.dispose();
  await t.close();
});

const client = (headers: Record<string, string>) => {
  const c = sseClient(baseUrl, headers);
  clients.push(c);
  return c;
};

const send = (chatId: string, text: string, headers: Record<string, string>) =>
  t.gql<{ createMessage: Message }>(CREATE_MESSAGE, { chatId, text }, { headers });

/** Sends until each subscription has received a message: then it is live (a subscription has no acknowledgement). */
async function warmUp(subs: { received: Message[] }[], chatId: string, headers: Record<string, string>) {
  for (let i = 0; i < 50 && subs.some((s) => s.received.length === 0); i += 1) {
    await send(chatId, `warm-up ${i}`, headers);
    await waitFor(() => subs.every((s) => s.received.length > 0), 200);
  }
  for (const sub of subs) expect(sub.received.length).toBeGreaterThan(0);
}

describe("revoking a visitor token ('Forget me on this device', issue 26)", () => {
  it("ends the token's open subscriptions, and only those", async () => {
    const mentor = await acceptedMentor(t, 'revoke.mentor@example.com');
    const leaving = await newVisitor(t, 'Leaving Visitor');
    const staying = await newVisitor(t, 'Staying Visitor');
    const leavingChat = await openChat(t, leaving.headers, mentor.mentorId);
    const stayingChat = await openChat(t, staying.headers, mentor.mentorId);

    const everyChat = collect(client(leaving.headers), null);
    const oneChat = collect(client(leaving.headers), leavingChat);
    const other = collect(client(staying.headers), null);
    const mentorSide = collect(client({ cookie: mentor.cookie }), leavingChat);
    await warmUp([everyChat, oneChat, mentorSide], leavingChat, leaving.headers);
    await warmUp([other], stayingChat, staying.headers);

    const forgotten = await t.gql<{ forgetVisitor: boolean }>(FORGET, {}, { headers: leaving.headers });
    expect(forgotten.data?.forgetVisitor).toBe(true);

    expect(await waitFor(() => everyChat.completed() && oneChat.completed())).toBe(true);
    // The mentor keeps the conversation, and another visitor's stream is untouched.
    const fromMentor = (await send(leavingChat, 'Still here for you', { cookie: mentor.cookie })).data?.createMessage;
    expect(await waitFor(() => mentorSide.received.some((m) => m.id === fromMentor?.id))).toBe(true);
    expect(everyChat.received.some((m) => m.id === fromMentor?.id)).toBe(false);
    const toOther = (await send(stayingChat, 'Hello again', staying.headers)).data?.createMessage;
    expect(await waitFor(() => other.received.some((m) => m.id === toOther?.id))).toBe(true);
    expect(other.completed() || mentorSide.completed()).toBe(false);
  });
});
