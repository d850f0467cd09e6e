import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_NOT_FOUND } from '@eazy2con/shared/validation/chat';
import {
  acceptedMentor,
  collect,
  CREATE_MESSAGE,
  MARK_READ,
  newVisitor,
  openChat,
  startLiveChatApp,
  waitFor,
  warmUp,
  type LiveChatApp,
  type Message,
} from './chat.fixtures';

let live: LiveChatApp;
let mentorA: { cookie: string; mentorId: string };
let mentorB: { cookie: string; mentorId: string };
let owner: Awaited<ReturnType<typeof newVisitor>>;
let stranger: Awaited<ReturnType<typeof newVisitor>>;
let chatId: string;
let strangersChat: string;

beforeAll(async () => {
  live = await startLiveChatApp();
  mentorA = await acceptedMentor(live.t, 'live.mentor.a@example.com');
  mentorB = await acceptedMentor(live.t, 'live.mentor.b@example.com');
  owner = await newVisitor(live.t, 'Ada Obi');
  stranger = await newVisitor(live.t, 'Tola Ade');
  chatId = await openChat(live.t, owner.headers, mentorA.mentorId);
  strangersChat = await openChat(live.t, stranger.headers, mentorB.mentorId);
}, 60_000);
afterAll(() => live.close());

const send = (chat: string, text: string, as: object) =>
  live.t.gql<{ createMessage: Message }>(CREATE_MESSAGE, { chatId: chat, text }, as);

/** The subscription must be live before a test checks what it does not receive. */
async function isLive(sub: { received: Message[] }, chat: string, as: object) {
  await warmUp([sub], (text) => send(chat, text, as));
  expect(sub.received.length).toBeGreaterThan(0);
}

describe('onCreateMessage', () => {
  it("delivers a chat's messages to its two sides only, filtered on the server", async () => {
    const ownerSub = collect(live.client(owner.headers), null);
    const mentorSub = collect(live.client({ cookie: mentorA.cookie }), chatId);
    const strangerSub = collect(live.client(stranger.headers), null);
    const otherMentorSub = collect(live.client({ cookie: mentorB.cookie }), null);
    await isLive(ownerSub, chatId, { headers: owner.headers });
    await isLive(strangerSub, strangersChat, { headers: stranger.headers });
    await isLive(otherMentorSub, strangersChat, { cookie: mentorB.cookie });
    await waitFor(() => mentorSub.received.length > 0);

    const sent = (await send(chatId, 'Private to Ada and her mentor', { cookie: mentorA.cookie })).data?.createMessage;
    expect(await waitFor(() => ownerSub.received.some((m) => m.id === sent?.id))).toBe(true);
    expect(await waitFor(() => mentorSub.received.some((m) => m.id === sent?.id))).toBe(true);
    expect(ownerSub.received.find((m) => m.id === sent?.id)).toMatchObject({
      userId: mentorA.mentorId,
      fromMentor: true,
    });
    // Later traffic on the stranger's own chat arrives, so nothing of Ada's chat was just slow.
    const later = (await send(strangersChat, 'Hello mentor B', { headers: stranger.headers })).data?.createMessage;
    expect(await waitFor(() => strangerSub.received.some((m) => m.id === later?.id))).toBe(true);
    expect(await waitFor(() => otherMentorSub.received.some((m) => m.id === later?.id))).toBe(true);
    for (const sub of [strangerSub, otherMentorSub]) {
      expect(sub.received.every((m) => m.chatId === strangersChat)).toBe(true);
    }
    expect(ownerSub.received.every((m) => m.chatId === chatId)).toBe(true);
  });

  it.each([
    ['another visitor', () => stranger.headers],
    ['no token', () => ({})],
    ['another mentor', () => ({ cookie: mentorB.cookie })],
  ])("refuses a subscription to someone else's chat: %s", async (_who, headers) => {
    const sub = collect(live.client(headers()), chatId);
    expect(await waitFor(() => sub.error() !== null)).toBe(true);
    expect(JSON.stringify(sub.error())).toContain(CHAT_NOT_FOUND);
  });

  it('refuses a subscription to every chat without a visitor token or a mentor session', async () => {
    const sub = collect(live.client({}), null);
    expect(await waitFor(() => sub.error() !== null)).toBe(true);
    expect(JSON.stringify(sub.error())).toContain(CHAT_NOT_FOUND);
  });

  it('the stream is an uncompressed event stream that proxies must not buffer', async () => {
    const reserved = await fetch(`${live.baseUrl}/graphql/stream`, { method: 'PUT' });
    const token = await reserved.text();
    const controller = new AbortController();
    const stream = await fetch(`${live.baseUrl}/graphql/stream`, {
      headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br', 'x-graphql-event-stream-token': token },
      signal: controller.signal,
    });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('x-accel-buffering')).toBe('no');
    // graphql-sse marks it 'none'; the compression plugin must not have replaced that with gzip or br.
    expect(stream.headers.get('content-encoding') ?? 'none').toBe('none');
    controller.abort();
  });
});

describe('offline mail', () => {
  const mails = async (to: string, template: string) =>
    (await live.t.app.services.mail.list({ to, limit: 100 })).items.filter((m) => m.template === template);
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);

  it('mails the mentor once for an unread stretch, and again only after they read', async () => {
    const visitor = await newVisitor(live.t, 'Offline Visitor');
    const mentor = await acceptedMentor(live.t, 'offline.mentor@example.com');
    const chat = await openChat(live.t, visitor.headers, mentor.mentorId);
    await send(chat, 'Are you there?', { headers: visitor.headers });
    await send(chat, 'Hello?', { headers: visitor.headers });
    const mentorMails = () => mails('offline.mentor@example.com', 'chat-unread-mentor');
    await live.t.app.services.chatOfflineMail.run(minutes(4));
    expect(await mentorMails()).toHaveLength(0);
    await live.t.app.services.chatOfflineMail.run(minutes(6));
    await live.t.app.services.chatOfflineMail.run(minutes(7));
    const sent = await mentorMails();
    expect(sent).toHaveLength(1);
    expect(live.t.app.services.mail.render(sent[0]!).text).toContain(`/mentor-dashboard/chat/${chat}`);

    // Read, then a new message: a new stretch, a new mail.
    await live.t.gql(MARK_READ, { chatId: chat }, { cookie: mentor.cookie });
    await live.t.app.services.chatOfflineMail.run(minutes(20));
    expect(await mentorMails()).toHaveLength(1);
    await send(chat, 'One more thing', { headers: visitor.headers });
    await live.t.app.services.chatOfflineMail.run(minutes(6));
    expect(await mentorMails()).toHaveLength(2);

    // The mentor answers a visitor who left: the visitor gets one mail with the link to the chat.
    await send(chat, 'Sorry, here now', { cookie: mentor.cookie });
    await send(chat, 'Still there?', { cookie: mentor.cookie });
    await live.t.app.services.chatOfflineMail.run(minutes(6));
    await live.t.app.services.chatOfflineMail.run(minutes(8));
    const visitorMails = (await live.t.app.services.mail.list({ limit: 100 })).items.filter(
      (m) => m.template === 'chat-unread-visitor' && JSON.stringify(m.data).includes(chat),
    );
    expect(visitorMails).toHaveLength(1);
  });

  it('two runs at once (as two instances would) send one mail', async () => {
    const visitor = await newVisitor(live.t, 'Racing Visitor');
    const mentor = await acceptedMentor(live.t, 'racing.mentor@example.com');
    const chat = await openChat(live.t, visitor.headers, mentor.mentorId);
    await send(chat, 'Hi', { headers: visitor.headers });
    await Promise.all([
      live.t.app.services.chatOfflineMail.run(minutes(6)),
      live.t.app.services.chatOfflineMail.run(minutes(6)),
    ]);
    expect(await mails('racing.mentor@example.com', 'chat-unread-mentor')).toHaveLength(1);
  });
});
