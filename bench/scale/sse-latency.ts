import { percentile } from './stats';
import { subscribe, type Subscriber } from './sse-subscribers';

export interface SseLatencyRun {
  instances: number;
  subscribers: number;
  messages: number;
  /** Subscriber deliveries measured (subscribers × messages when nothing was lost). */
  delivered: number;
  expected: number;
  /** From the mutation's start to each subscriber's stream carrying the message, in ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The mutation alone (store, publish), median, in ms. */
  mutationP50Ms: number;
}

const gql = async <T>(url: string, query: string, variables: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (!body.data) throw new Error(`GraphQL answered ${res.status}: ${JSON.stringify(body.errors)}`);
  return body.data;
};

/** A visitor's chat with a public (seeded) mentor: whoever holds the visitor's token may subscribe to it. */
async function visitorChat(url: string) {
  const mentors = await gql<{ listMentors: { items: { id: string }[] } }>(
    url,
    'query { listMentors(limit: 1) { items { id } } }',
    {},
  );
  const mentorId = mentors.listMentors.items[0]?.id;
  if (!mentorId) throw new Error('no public mentor to chat with: is the demo content seeded?');
  const visitor = await gql<{ createVisitor: { token: string } }>(
    url,
    'mutation ($email: String, $fullName: String, $phone: String) { createVisitor(email: $email, fullName: $fullName, phone: $phone) { token } }',
    { email: `bench.${Date.now()}@example.com`, fullName: 'Bench Visitor', phone: '+234 803 000 1111' },
  );
  const headers = { 'x-visitor-token': visitor.createVisitor.token };
  const chat = await gql<{ createChat: { id: string } }>(
    url,
    'mutation ($mentorId: ID!) { createChat(mentorId: $mentorId) { id } }',
    { mentorId },
    headers,
  );
  return { headers, chatId: chat.createChat.id };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms).unref())]);

/**
 * `subscribers` streams spread round-robin over the instances' addresses, all on one chat; `messages` messages sent
 * one after another through the first instance, each waited for on every stream (10 s at most).
 */
export async function measureSseLatency(
  urls: string[],
  subscribers: number,
  messages: number,
  log: (line: string) => void,
): Promise<SseLatencyRun> {
  const { headers, chatId } = await visitorChat(urls[0]!);
  const streams: Subscriber[] = [];
  try {
    // In batches: a thousand reservations at once would measure the accept queue, not the fan-out.
    for (let i = 0; i < subscribers; i += 50) {
      const batch = Array.from({ length: Math.min(50, subscribers - i) }, (_, j) =>
        subscribe(urls[(i + j) % urls.length]!, headers, chatId),
      );
      streams.push(...(await Promise.all(batch)));
    }
    log(`${subscribers} streams open over ${urls.length} instance(s)`);
    const send = async (text: string) => {
      const startedAt = performance.now();
      await gql(
        urls[0]!,
        'mutation ($chatId: ID!, $text: String) { createMessage(chatId: $chatId, text: $text) { id } }',
        {
          chatId,
          text,
        },
        headers,
      );
      return { startedAt, took: performance.now() - startedAt };
    };
    // Live once a message reaches every stream (the subscriptions joined the event bus).
    let live = false;
    for (let i = 0; i < 10 && !live; i += 1) {
      const text = `warm-up-${i}`;
      await send(text);
      live = (await within(Promise.all(streams.map((s) => s.arrival(text))), 5_000)) !== null;
    }
    if (!live) throw new Error('the subscribers never all received a warm-up message');
    const delays: number[] = [];
    const mutations: number[] = [];
    for (let i = 0; i < messages; i += 1) {
      const text = `measured-${i}`;
      const arrivals = streams.map((s) => within(s.arrival(text), 10_000));
      const { startedAt, took } = await send(text);
      mutations.push(took);
      for (const at of await Promise.all(arrivals)) if (at !== null) delays.push(at - startedAt);
    }
    delays.sort((a, b) => a - b);
    mutations.sort((a, b) => a - b);
    return {
      instances: urls.length,
      subscribers,
      messages,
      delivered: delays.length,
      expected: subscribers * messages,
      p50Ms: percentile(delays, 50),
      p99Ms: percentile(delays, 99),
      maxMs: delays.at(-1) ?? NaN,
      mutationP50Ms: percentile(mutations, 50),
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}
