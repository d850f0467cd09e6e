import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX, CHAT_NOT_FOUND, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from '@eazy2con/shared/validation/chat';
import { createTestApp, type TestApp } from '../../test/test-app';
import { hashSecret } from '../../lib/confirmation-secrets';
import { chatVisitors } from './chat.schema';
import { MESSAGE_RATE, VISITOR_REQUIRED } from './chat.service';
import {
  acceptedMentor,
  CREATE_CHAT,
  CREATE_MESSAGE,
  FORGET,
  GET_CHAT,
  GET_VISITOR,
  MARK_READ,
  MENTOR_CHATS,
  newVisitor,
  openChat,
  type Message,
} from './chat.fixtures';

let t: TestApp;
let mentorA: { cookie: string; mentorId: string };
let mentorB: { cookie: string; mentorId: string };
let owner: Awaited<ReturnType<typeof newVisitor>>;
let stranger: Awaited<ReturnType<typeof newVisitor>>;
let chatId: string;

beforeAll(async () => {
  t = await createTestApp();
  mentorA = await acceptedMentor(t, 'chat.mentor.a@example.com');
  mentorB = await acceptedMentor(t, 'chat.mentor.b@example.com');
  owner = await newVisitor(t, 'Ada Obi');
  stranger = await newVisitor(t, 'Tola Ade');
  chatId = await openChat(t, owner.headers, mentorA.mentorId);
}, 60_000);
afterAll(() => t.close());

const asOwner = () => ({ headers: owner.headers });
const asMentorA = () => ({ cookie: mentorA.cookie });
/** Everyone who must read 'Chat does not exist': another visitor's token, no token at all, another mentor. */
const strangers = () =>
  [
    ['another visitor', { headers: stranger.headers }],
    ['no token', {}],
    ['another mentor', { cookie: mentorB.cookie }],
  ] as const;

const send = (text: string, as: object) => t.gql<{ createMessage: Message }>(CREATE_MESSAGE, { chatId, text }, as);

describe('visitors', () => {
  it('createVisitor answers the token once and keeps only its hash', async () => {
    const [row] = await t.database.db.select().from(chatVisitors).where(eq(chatVisitors.id, owner.id));
    expect(row?.tokenHash).toBe(hashSecret(owner.token));
    expect(JSON.stringify(row)).not.toContain(owner.token);
  });

  it("createVisitor checks the form with the spec's messages", async () => {
    const res = await t.gql(`mutation { createVisitor(email: " ", fullName: "", phone: "") { token } }`);
    expect(res.errors?.[0]?.extensions?.fields).toEqual({
      email: 'Email is required',
      fullName: 'Name is required',
      phone: 'Phone is required',
    });
  });

  it('getVisitor answers only the own token; anyone else gets null', async () => {
    const own = await t.gql<{ getVisitor: { id: string; chats: { id: string }[] } | null }>(
      GET_VISITOR,
      { id: owner.id },
      asOwner(),
    );
    expect(own.data?.getVisitor?.chats.map((c) => c.id)).toEqual([chatId]);
    for (const [, as] of strangers()) {
      const res = await t.gql<{ getVisitor: unknown }>(GET_VISITOR, { id: owner.id }, as);
      expect(res.errors).toBeUndefined();
      expect(res.data?.getVisitor).toBeNull();
    }
  });

  it("'Forget me on this device' needs the visitor's own token: without one nothing is revoked", async () => {
    expect((await t.gql(FORGET)).data).toEqual({ forgetVisitor: false });
    expect((await t.gql(FORGET, {}, { cookie: mentorA.cookie })).data).toEqual({ forgetVisitor: false });
    expect((await t.gql(GET_VISITOR, { id: owner.id }, asOwner())).data?.getVisitor).not.toBeNull();
  });

  it("'Forget me on this device' revokes the token", async () => {
    const leaving = await newVisitor(t, 'Leaving Visitor');
    const theirChat = await openChat(t, leaving.headers, mentorA.mentorId);
    expect((await t.gql(FORGET, {}, { headers: leaving.headers })).data).toEqual({ forgetVisitor: true });
    expect((await t.gql(GET_VISITOR, { id: leaving.id }, { headers: leaving.headers })).data).toEqual({
      getVisitor: null,
    });
    const read = await t.gql(GET_CHAT, { id: theirChat }, { headers: leaving.headers });
    expect(read.errors?.[0]?.message).toBe(CHAT_NOT_FOUND);
    // The mentor keeps the conversation.
    expect((await t.gql(GET_CHAT, { id: theirChat }, asMentorA())).errors).toBeUndefined();
  });
});

describe('chats', () => {
  it("createChat reuses the visitor's chat with that mentor, and needs a visitor token", async () => {
    expect(await openChat(t, owner.headers, mentorA.mentorId)).toBe(chatId);
    const anonymous = await t.gql(CREATE_CHAT, { mentorId: mentorA.mentorId });
    expect(anonymous.errors?.[0]?.message).toBe(VISITOR_REQUIRED);
    const strangersChat = await openChat(t, stranger.headers, mentorA.mentorId);
    expect(strangersChat).not.toBe(chatId);
  });

  it("getChat opens for the owning visitor's token and the chat's mentor only", async () => {
    const visitorView = await t.gql<{ getChat: { id: string; visitor: { fullName: string } } }>(
      GET_CHAT,
      { id: chatId },
      asOwner(),
    );
    expect(visitorView.data?.getChat.id).toBe(chatId);
    const mentorView = await t.gql<{ getChat: { visitor: { fullName: string; email: string; phone: string } } }>(
      GET_CHAT,
      { id: chatId },
      asMentorA(),
    );
    expect(mentorView.data?.getChat.visitor).toMatchObject({ fullName: 'Ada Obi', phone: '+234 803 000 1111' });
    for (const [who, as] of strangers()) {
      const res = await t.gql(GET_CHAT, { id: chatId }, as);
      expect(res.errors?.[0]?.message, who).toBe(CHAT_NOT_FOUND);
      expect(res.data, who).toBeNull();
    }
    // An id that is no chat at all reads the same, so ids cannot be probed.
    const missing = await t.gql(GET_CHAT, { id: '00000000-0000-4000-8000-000000000000' }, asOwner());
    expect(missing.errors?.[0]?.message).toBe(CHAT_NOT_FOUND);
  });

  it("mentorChats lists only the signed-in mentor's chats", async () => {
    const a = await t.gql<{ mentorChats: { id: string }[] }>(MENTOR_CHATS, {}, asMentorA());
    expect(a.data?.mentorChats.map((c) => c.id)).toContain(chatId);
    const b = await t.gql<{ mentorChats: { id: string }[] }>(MENTOR_CHATS, {}, { cookie: mentorB.cookie });
    expect(b.data?.mentorChats).toEqual([]);
    const anonymous = await t.gql(MENTOR_CHATS, {}, asOwner());
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('messages', () => {
  it("the server sets userId: the visitor's id, or the mentor's", async () => {
    const fromVisitor = await send('  Hello, can you teach me React?  ', asOwner());
    expect(fromVisitor.data?.createMessage).toMatchObject({
      chatId,
      text: 'Hello, can you teach me React?',
      userId: owner.id,
      fromMentor: false,
    });
    const fromMentor = await send('Yes, gladly.', asMentorA());
    expect(fromMentor.data?.createMessage).toMatchObject({ userId: mentorA.mentorId, fromMentor: true });
    // There is no userId argument to forge.
    const forged = await t.gql(
      `mutation { createMessage(chatId: "${chatId}", text: "hi", userId: "${mentorA.mentorId}") { id } }`,
      {},
      asOwner(),
    );
    expect(forged.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('createMessage refuses everyone but the two sides, and stores nothing for them', async () => {
    for (const [who, as] of strangers()) {
      const res = await send(`intruder ${who}`, as);
      expect(res.errors?.[0]?.message, who).toBe(CHAT_NOT_FOUND);
    }
    const messages = await t.gql<{ getChat: { messages: Message[] } }>(GET_CHAT, { id: chatId }, asOwner());
    expect(messages.data?.getChat.messages.some((m) => m.text.startsWith('intruder'))).toBe(false);
  });

  it('a message is non-empty after trimming and at most 2,000 characters', async () => {
    expect((await send('   ', asOwner())).errors?.[0]?.message).toBe(MESSAGE_REQUIRED);
    expect((await send('x'.repeat(CHAT_MESSAGE_MAX + 1), asOwner())).errors?.[0]?.message).toBe(MESSAGE_TOO_LONG);
    expect((await send('x'.repeat(CHAT_MESSAGE_MAX), asOwner())).errors).toBeUndefined();
  });

  it('messages come ascending, and the catch-up after the last one seen includes what came since', async () => {
    const first = await t.gql<{ getChat: { messages: Message[] } }>(GET_CHAT, { id: chatId }, asOwner());
    const seen = first.data?.getChat.messages ?? [];
    const last = seen.at(-1);
    await send('After the drop', asMentorA());
    const caught = await t.gql<{ getChat: { messages: Message[] } }>(
      GET_CHAT,
      { id: chatId, after: last?.id },
      asOwner(),
    );
    const texts = caught.data?.getChat.messages.map((m) => m.text) ?? [];
    expect(texts.at(-1)).toBe('After the drop');
    expect(texts).toContain(last?.text);
    const all = await t.gql<{ getChat: { messages: Message[] } }>(GET_CHAT, { id: chatId }, asOwner());
    expect(all.data?.getChat.messages.map((m) => m.text).slice(0, 2)).toEqual([
      'Hello, can you teach me React?',
      'Yes, gladly.',
    ]);
  });

  it('markChatRead refuses strangers; the unread count rises with the other side’s messages and clears', async () => {
    for (const [who, as] of strangers()) {
      expect((await t.gql(MARK_READ, { chatId }, as)).errors?.[0]?.message, who).toBe(CHAT_NOT_FOUND);
    }
    await t.gql(MARK_READ, { chatId }, asMentorA());
    await send('One', asOwner());
    await send('Two', asOwner());
    const unread = async () =>
      (
        await t.gql<{ mentorChats: { id: string; unreadCount: number }[] }>(MENTOR_CHATS, {}, asMentorA())
      ).data?.mentorChats.find((c) => c.id === chatId)?.unreadCount;
    expect(await unread()).toBe(2);
    await t.gql(MARK_READ, { chatId }, asMentorA());
    expect(await unread()).toBe(0);
  });

  it('a visitor sending too fast is refused with RATE_LIMITED', async () => {
    const chatty = await newVisitor(t, 'Chatty Visitor');
    const theirChat = await openChat(t, chatty.headers, mentorB.mentorId);
    for (let i = 0; i < MESSAGE_RATE.visitor.max; i += 1) {
      const ok = await t.gql(CREATE_MESSAGE, { chatId: theirChat, text: `m${i}` }, { headers: chatty.headers });
      expect(ok.errors).toBeUndefined();
    }
    const refused = await t.gql(CREATE_MESSAGE, { chatId: theirChat, text: 'one more' }, { headers: chatty.headers });
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
  });
});
