import { createClient, type Client } from 'graphql-sse';
import { CHAT_MESSAGES, ON_MESSAGE, type Message, type Site } from './site';

/** As the web's event-stream.ts: the catch-up runs this long after a reconnection or a resubscription. */
const CATCH_UP_DELAY_MS = 1_000;

/**
 * One visitor's open chat, kept as the web app keeps it (apps/web/src/core/graphql/event-stream.ts and
 * features/chat/use-conversation.ts): one graphql-sse client in single connection mode through the balancer with the
 * visitor's headers, reconnecting with graphql-sse's backoff; a subscription the server completes is started again;
 * after a reconnection or a resubscription, and once just after subscribing, the messages after the last one shown
 * are fetched by query and merged by id.
 */
export class ChatWatcher {
  /** Every message id the stream delivered, in arrival order (repeats included: none are expected). */
  readonly live: string[] = [];
  /** What the page shows: the messages merged by id, in the order they were first seen. */
  readonly shown = new Map<string, Message>();
  readonly errors: unknown[] = [];
  connections = 0;
  reconnections = 0;
  private readonly client: Client<true>;
  private stop: (() => void) | null = null;
  private ended = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly site: Site,
    private readonly chatId: string,
    private readonly headers: Record<string, string>,
  ) {
    this.client = createClient({
      url: `${site.url}/graphql/stream`,
      singleConnection: true,
      headers: () => ({ ...headers }),
      retryAttempts: 1_000,
      on: {
        connected: (reconnected) => {
          this.connections += 1;
          if (reconnected) {
            this.reconnections += 1;
            this.resumed();
          }
        },
      },
    });
  }

  /** Loads the chat, subscribes, and catches up once a moment later (a subscription has no acknowledgement). */
  async start(): Promise<void> {
    await this.catchUp();
    this.subscribe();
    this.resumed();
  }

  private subscribe(): void {
    this.stop = this.client.subscribe<{ onCreateMessage: Message }>(
      { query: ON_MESSAGE, variables: { chatId: this.chatId } },
      {
        next: (value) => {
          const message = value.data?.onCreateMessage;
          if (message) {
            this.live.push(message.id);
            this.show([message]);
          }
          if (value.errors) this.errors.push(value.errors);
        },
        error: (error: unknown) => this.errors.push(error),
        complete: () => {
          // The server ends subscriptions when events may have been lost (a Redis restart): start again, catch up.
          if (this.ended) return;
          this.subscribe();
          this.resumed();
        },
      },
    );
  }

  private resumed(): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.catchUp().catch((error: unknown) => this.errors.push(error));
    }, CATCH_UP_DELAY_MS);
    this.timers.add(timer);
  }

  async catchUp(): Promise<void> {
    const after = [...this.shown.keys()].at(-1) ?? null;
    const data = await this.site.data<{ getChat: { messages: Message[] } }>(
      this.site.url,
      CHAT_MESSAGES,
      { id: this.chatId, after },
      { headers: this.headers },
    );
    this.show(data.getChat.messages);
  }

  private show(messages: Message[]): void {
    for (const message of messages) if (!this.shown.has(message.id)) this.shown.set(message.id, message);
  }

  /** Whether the stream connected within `timeoutMs`. */
  async waitConnected(timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (this.connections === 0) {
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  /** Whether every id is shown within `timeoutMs`. */
  async waitShown(ids: readonly string[], timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!ids.every((id) => this.shown.has(id))) {
      if (Date.now() > until) return false;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return true;
  }

  /** Ids the stream delivered more than once. */
  repeats(): string[] {
    const seen = new Set<string>();
    return this.live.filter((id) => (seen.has(id) ? true : (seen.add(id), false)));
  }

  dispose(): void {
    this.ended = true;
    this.stop?.();
    for (const timer of this.timers) clearTimeout(timer);
    this.client.dispose();
  }
}
