import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageEvent } from '../modules/chat/chat-events';
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
} from '../modules/chat/chat.fixtures';

let live: LiveChatApp;
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  live = await startLiveChatApp();
}, 60_000);
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  await live.close();
});

const send = (chatId: string, text: string, headers: Record<string, string>) =>
  live.t.gql<{ createMessage: { id: string } }>(CREATE_MESSAGE, { chatId, text }, { headers });

describe('a subscription whose source throws (issue 26)', () => {
  it('ends that subscription with a masked error, never the process; other streams and requests go on', async () => {
    const mentor = await acceptedMentor(live.t, 'source.throws@example.com');
    const visitor = await newVisitor(live.t, 'Ngozi Eze');
    const chatId = await openChat(live.t, visitor.headers, mentor.mentorId);
    const tab = live.client(visitor.headers);
    const failing = collect(tab, null);
    const mentorSide = collect(live.client({ cookie: mentor.cookie }), chatId);
    // A subscription has no acknowledgement: both are live once a message has reached them.
    await warmUp([failing, mentorSide], (text) => send(chatId, text, visitor.headers));
    expect(failing.received.length).toBeGreaterThan(0);

    // What a malformed event from another instance would be (Redis carries JSON, so anything can arrive): the
    // visitor's filter reads its fields and throws, inside the subscription's source.
    live.t.app.services.bus.pubsub.publish('chat:message', null as unknown as ChatMessageEvent);

    // Every subscriber's filter read it: each subscription ended on its own, with the error masked.
    expect(await waitFor(() => failing.completed() && mentorSide.completed())).toBe(true);
    const error = JSON.stringify(failing.error());
    expect(error).toContain('Unexpected error');
    expect(error).not.toMatch(/visitorId|TypeError|null/);

    // The server is up: a query is answered, and the tab's stream carries a new subscription.
    const res = await live.t.gql<{ siteInfo: { name: string } }>('{ siteInfo { name } }');
    expect(res.data?.siteInfo.name).toBe('Eazy2con');
    const again = collect(tab, chatId);
    let delivered = false;
    for (let i = 0; i < 50 && !delivered; i += 1) {
      const id = (await send(chatId, `still here ${i}`, visitor.headers)).data?.createMessage.id;
      delivered = await waitFor(() => again.received.some((m) => m.id === id), 200);
    }
    expect(delivered).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(rejections).toEqual([]);
  });
});
