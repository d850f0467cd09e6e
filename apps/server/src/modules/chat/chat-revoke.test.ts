import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptedMentor,
  collect,
  CREATE_MESSAGE,
  FORGET,
  newVisitor,
  openChat,
  startLiveChatApp,
  waitFor,
  warmUp,
  type LiveChatApp,
  type Message,
} from './chat.fixtures';

let live: LiveChatApp;

beforeAll(async () => {
  live = await startLiveChatApp();
}, 60_000);
afterAll(() => live.close());

const send = (chatId: string, text: string, headers: Record<string, string>) =>
  live.t.gql<{ createMessage: Message }>(CREATE_MESSAGE, { chatId, text }, { headers });

/** Every one of `subs` must be live before the token is revoked. */
async function allLive(subs: { received: Message[] }[], chatId: string, headers: Record<string, string>) {
  await warmUp(subs, (text) => send(chatId, text, headers));
  for (const sub of subs) expect(sub.received.length).toBeGreaterThan(0);
}

describe("revoking a visitor token ('Forget me on this device', issue 26)", () => {
  it("ends the token's open subscriptions, and only those", async () => {
    const mentor = await acceptedMentor(live.t, 'revoke.mentor@example.com');
    const leaving = await newVisitor(live.t, 'Leaving Visitor');
    const staying = await newVisitor(live.t, 'Staying Visitor');
    const leavingChat = await openChat(live.t, leaving.headers, mentor.mentorId);
    const stayingChat = await openChat(live.t, staying.headers, mentor.mentorId);

    const everyChat = collect(live.client(leaving.headers), null);
    const oneChat = collect(live.client(leaving.headers), leavingChat);
    const other = collect(live.client(staying.headers), null);
    const mentorSide = collect(live.client({ cookie: mentor.cookie }), leavingChat);
    await allLive([everyChat, oneChat, mentorSide], leavingChat, leaving.headers);
    await allLive([other], stayingChat, staying.headers);

    const forgotten = await live.t.gql<{ forgetVisitor: boolean }>(FORGET, {}, { headers: leaving.headers });
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
