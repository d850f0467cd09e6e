import { eq } from 'drizzle-orm';
import { createClient, NetworkError, type Client } from 'graphql-sse';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mentorSession } from '../accounts/test-helpers';
import { mentors } from '../mentors/mentors.schema';

/** The documents the API tests send, as the web sends them (the token travels in X-Visitor-Token). */
export const CREATE_VISITOR = `mutation ($email: String, $fullName: String, $phone: String) {
  createVisitor(email: $email, fullName: $fullName, phone: $phone) { token visitor { id email fullName phone } }
}`;
export const GET_VISITOR = `query ($id: ID!) { getVisitor(id: $id) { id fullName chats { id mentorId unreadCount } } }`;
export const CREATE_CHAT = `mutation ($mentorId: ID!) { createChat(mentorId: $mentorId) { id mentorId visitorId } }`;
export const GET_CHAT = `query ($id: ID!, $after: ID) {
  getChat(id: $id) { id unreadCount visitor { fullName email phone } mentor { firstname } messages(after: $after) { id text userId fromMentor } }
}`;
export const CREATE_MESSAGE = `mutation ($chatId: ID!, $text: String) { createMessage(chatId: $chatId, text: $text) { id chatId text userId fromMentor } }`;
export const MARK_READ = `mutation ($chatId: ID!) { markChatRead(chatId: $chatId) { id unreadCount } }`;
export const MENTOR_CHATS = `{ mentorChats { id unreadCount visitor { fullName email phone } } }`;
export const FORGET = `mutation { forgetVisitor }`;
export const ON_MESSAGE = `subscription ($chatId: ID) { onCreateMessage(chatId: $chatId) { id chatId text userId fromMentor } }`;

export interface Message {
  id: string;
  chatId: string;
  text: string;
  userId: string;
  fromMentor: boolean;
}

export const tokenHeader = (token: string) => ({ 'x-visitor-token': token });

export async function newVisitor(t: TestApp, name = 'Ada Obi') {
  const res = await t.gql<{ createVisitor: { token: string; visitor: { id: string } } }>(
    CREATE_VISITOR,
    {
      email: `${name.replace(/\W/g, '').toLowerCase()}${Math.random().toString(36).slice(2, 8)}@example.com`,
      fullName: name,
      phone: '+234 803 000 1111',
    },
    { ip: nextIp() },
  );
  const created = res.data?.createVisitor;
  if (!created) throw new Error(`createVisitor failed: ${JSON.stringify(res.errors)}`);
  return { id: created.visitor.id, token: created.token, headers: tokenHeader(created.token) };
}

/** A signed-in, accepted mentor (the chat needs a public mentor). */
export async function acceptedMentor(t: TestApp, email: string) {
  const session = await mentorSession(t, email);
  await t.database.db
    .update(mentors)
    .set({ status: 'ACCEPTED', isActive: true })
    .where(eq(mentors.id, session.mentorId));
  return session;
}

export async function openChat(t: TestApp, visitorHeaders: Record<string, string>, mentorId: string): Promise<string> {
  const res = await t.gql<{ createChat: { id: string } }>(CREATE_CHAT, { mentorId }, { headers: visitorHeaders });
  const id = res.data?.createChat.id;
  if (!id) throw new Error(`createChat failed: ${JSON.stringify(res.errors)}`);
  return id;
}

/** A graphql-sse client in single connection mode, as the browser uses it, against a listening server. */
export function sseClient(baseUrl: string, headers: Record<string, string>): Client<true> {
  return createClient({
    url: `${baseUrl}/graphql/stream`,
    singleConnection: true,
    // A fresh object per call: the client writes its stream token into the headers object it is given.
    headers: () => ({ ...headers }),
    retryAttempts: 0,
  });
}

/** Collects a subscription's messages (and its error, if refused). */
export function collect(client: Client<true>, chatId: string | null) {
  const received: Message[] = [];
  let error: unknown = null;
  let completed = false;
  const stop = client.subscribe<{ onCreateMessage: Message }>(
    { query: ON_MESSAGE, variables: { chatId } },
    {
      next: (value) => {
        if (value.data) received.push(value.data.onCreateMessage);
        if (value.errors) error = value.errors;
      },
      error: (e: unknown) => {
        // A NetworkError carries the HTTP response, which JSON leaves empty: keep its status for the assertion.
        const response: unknown = e instanceof NetworkError ? e.response : null;
        error = response instanceof Response ? { network: response.status } : e;
      },
      complete: () => {
        completed = true;
      },
    },
  );
  return { received, error: () => error, completed: () => completed, stop };
}

export const waitFor = async (check: () => boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

/** A test app listening on a port, for graphql-sse clients; the clients it hands out are disposed of on close. */
export interface LiveChatApp {
  t: TestApp;
  baseUrl: string;
  client(headers: Record<string, string>): Client<true>;
  close(): Promise<void>;
}

export async function startLiveChatApp(): Promise<LiveChatApp> {
  const t = await createTestApp();
  const baseUrl = await t.app.http.listen({ port: 0, host: '127.0.0.1' });
  const clients: Client<true>[] = [];
  return {
    t,
    baseUrl,
    client(headers) {
      const client = sseClient(baseUrl, headers);
      clients.push(client);
      return client;
    },
    async close() {
      for (const client of clients) client.dispose();
      await t.close();
    },
  };
}

/**
 * Sends (by `send`, given the message's text) until every subscription has received a message: a subscription has
 * no acknowledgement, so this is how a test knows it is live before checking what it does or does not receive. The
 * caller asserts which of them must be live.
 */
export async function warmUp(subs: { received: Message[] }[], send: (text: string) => Promise<unknown>) {
  for (let i = 0; i < 50 && subs.some((s) => s.received.length === 0); i += 1) {
    await send(`warm-up ${i}`);
    await waitFor(() => subs.every((s) => s.received.length > 0), 200);
  }
}
