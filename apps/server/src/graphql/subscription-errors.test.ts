import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import type { ChatMessageEvent } from '../modules/chat/chat-events';
import {
  acceptedMentor,
  collect,
  CREATE_MESSAGE,
  newVisitor,
  openChat,
  sseClient,
  waitFor,
} from '../modules/chat/chat.fixtures';

let t: TestApp;
let baseUrl: string;
const clients: { dispose(): void }[] = [];
const rejections: unknown[] = [];
const onRejection = (reason: unknown) => rejections.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onRejection);
  t = await createTestApp();
  baseUrl = await t.app.http.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  process.off('unhandledRejection', onRejection);
  for (const client of clients) client.dispose();
  await t.close();
});

const client = (headers: Record<string, string>) => {
  const c = sseClient(baseUrl, headers);
  clients.push(c);
  return c;
};

const send = (chatId: string, text: string, headers: Record<string, string>) =>
  t.gql<{ createMessage: { id: string } }>(CREATE_MESSAGE, { chatId, text }, { headers });

describe('a subscription whose source throws (issue 26)', () => {
  it('ends that subscription with a masked error, never the process; other streams and requests go on', async () => {
    const mentor = await acceptedMentor(t, 'source.throws@example.com');
    const visitor = await newVisitor(t, 'Ngozi Eze');
    const chatId = await openChat(t, visitor.headers, mentor.mentorId);
    const tab = client(visitor.headers);
    const failing = collect(tab, null);
    const mentorSide = collect(client({ cookie: mentor.cookie }), chatId);
    // A subscription has no acknowledgement: both are live once a message has reached them.
    for (let i = 0; i < 50 && (failing.received.length === 0 || mentorSide.received.length === 0); i += 1) {
      await send(chatId, `warm-up ${i}`, visitor.headers);
      await waitFor(() => failing.received.length > 0 && mentorSide.received.length > 0, 200);
    }
    expect(failing.received.length).toBeGreaterThan(0);

    // What a malformed event from another instance would be (Redis carries JSON, so anything can arrive): the
    // visitor's filter reads its fields and throws, inside the subscription's source.
    t.app.services.bus.pubsub.publish('chat:message', null as unknown as ChatMessageEvent);

    // Every subscriber's filter read it: each subscription ended on its own, with the error masked.
    expect(await waitFor(() => failing.completed() && mentorSide.completed())).toBe(true);
    const error = JSON.stringify(failing.error());
    expect(error).toContain('Unexpected error');
    expect(error).not.toMatch(/visitorId|TypeError|null/);

    // The server is up: a query is answered, and the tab's stream carries a new subscription.
    const res = await t.gql<{ siteInfo: { name: string } }>('{ siteInfo { name } }');
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
