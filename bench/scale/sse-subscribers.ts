/**
 * Many live subscribers, each as a browser tab holds one: graphql-sse's single connection mode, done by hand so the
 * bench process spends its time on the wire and not on parsing (a tab's client would parse; here a subscriber only
 * looks for the text it waits for). Reserve (PUT), open the stream (GET), start the subscription (POST).
 */
const TOKEN_HEADER = 'x-graphql-event-stream-token';

export const ON_MESSAGE = `subscription ($chatId: ID) { onCreateMessage(chatId: $chatId) { id text } }`;

export interface Subscriber {
  /** Resolves with the time (performance.now()) the stream carried `text`. */
  arrival(text: string): Promise<number>;
  close(): void;
}

export async function subscribe(baseUrl: string, headers: Record<string, string>, chatId: string): Promise<Subscriber> {
  const reserved = await fetch(`${baseUrl}/graphql/stream`, { method: 'PUT', headers });
  if (reserved.status !== 201) throw new Error(`reservation answered ${reserved.status}`);
  const token = await reserved.text();
  const withToken = { ...headers, [TOKEN_HEADER]: token };
  const control = new AbortController();
  const stream = await fetch(`${baseUrl}/graphql/stream`, {
    headers: { ...withToken, accept: 'text/event-stream' },
    signal: control.signal,
  });
  if (stream.status !== 200 || !stream.body) throw new Error(`stream answered ${stream.status}`);
  const waiting = new Map<string, (at: number) => void>();
  const seen = new Map<string, number>();
  void (async () => {
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let tail = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        const text = tail + value;
        for (const match of text.matchAll(/"text":"([^"]*)"/g)) {
          const found = match[1]!;
          seen.set(found, at);
          waiting.get(found)?.(at);
        }
        tail = text.slice(-200); // an event cut between two chunks is found in the next one
      }
    } catch {
      // aborted at close
    }
  })();
  const operation = await fetch(`${baseUrl}/graphql/stream`, {
    method: 'POST',
    headers: { ...withToken, 'content-type': 'application/json' },
    body: JSON.stringify({ query: ON_MESSAGE, variables: { chatId }, extensions: { operationId: '1' } }),
  });
  if (operation.status !== 202) throw new Error(`subscription answered ${operation.status}`);
  return {
    arrival: (text) => {
      const already = seen.get(text);
      if (already !== undefined) return Promise.resolve(already);
      return new Promise((resolve) => waiting.set(text, resolve));
    },
    close: () => control.abort(),
  };
}
