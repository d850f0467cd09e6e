/**
 * Requests to the cluster as its clients send them: GraphQL over HTTP through the balancer, or straight to one
 * instance (with the balancer's X-Forwarded-Host, since the app sends any other host to PUBLIC_URL).
 */
export interface Answer<T> {
  status: number;
  contentType: string;
  /** The parsed JSON body; null when the body was not JSON (an HTML error page, say). */
  body: { data?: T | null; errors?: { message: string }[] } | null;
  text: string;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** The visitor's address (X-Forwarded-For): the per-address limits count it, as behind a real balancer. */
  ip?: string;
  timeoutMs?: number;
}

export class Site {
  constructor(
    /** The balancer's address, PUBLIC_URL. */
    readonly url: string,
  ) {}

  /** Sends a GraphQL request to `base` (the balancer's address, or an instance's). */
  async gql<T>(base: string, query: string, variables: Record<string, unknown>, o: RequestOptions = {}) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      redirect: 'manual',
      signal: AbortSignal.timeout(o.timeoutMs ?? 15_000),
      headers: {
        'content-type': 'application/json',
        ...(base === this.url ? {} : { 'x-forwarded-host': new URL(this.url).host }),
        ...(o.ip ? { 'x-forwarded-for': o.ip } : {}),
        ...o.headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await res.text();
    const body = parsed<Answer<T>['body']>(text);
    return { status: res.status, contentType: res.headers.get('content-type') ?? '', body, text } satisfies Answer<T>;
  }

  /** `gql`, answering the data of a request that succeeded (200, no errors), or throwing with what came back. */
  async data<T>(base: string, query: string, variables: Record<string, unknown>, o: RequestOptions = {}) {
    const answer = await this.gql<T>(base, query, variables, o);
    if (answer.status !== 200 || !answer.body?.data || answer.body.errors) {
      throw new Error(`${answer.status}: ${answer.text.slice(0, 300)}`);
    }
    return answer.body.data;
  }

  /** Signs in through the balancer (Better Auth, as the login page does) and answers the session cookie. */
  async signIn(email: string, password: string): Promise<string> {
    const res = await fetch(`${this.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.url },
      body: JSON.stringify({ email, password }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    if (res.status !== 200 || !cookie) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return cookie;
  }
}

/** The JSON in `text`, or null when it is not JSON (an HTML error page, say). */
function parsed<T>(text: string): T | null {
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** Documents as the web app sends them. */
export const CREATE_VISITOR = `mutation ($email: String, $fullName: String, $phone: String) {
  createVisitor(email: $email, fullName: $fullName, phone: $phone) { token visitor { id } }
}`;
export const CREATE_CHAT = `mutation ($mentorId: ID!) { createChat(mentorId: $mentorId) { id } }`;
export const CREATE_MESSAGE = `mutation ($chatId: ID!, $text: String) { createMessage(chatId: $chatId, text: $text) { id chatId text } }`;
export const CHAT_MESSAGES = `query ($id: ID!, $after: ID) { getChat(id: $id) { id messages(after: $after) { id chatId text } } }`;
export const ON_MESSAGE = `subscription ($chatId: ID) { onCreateMessage(chatId: $chatId) { id chatId text } }`;
export const MY_MENTOR_ID = `{ me { mentor { id } } }`;
export const CREATE_BOOKING = `mutation ($input: CreateBookAmentorInput!) { createBookAmentor(input: $input) { id } }`;

export interface Message {
  id: string;
  chatId: string;
  text: string;
}

/** An address from the documentation ranges, one per `n`: each booking comes from another visitor. */
export const visitorIp = (n: number) => `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`;

/** A valid mentor booking (the shared schema's rules: a start from tomorrow in Lagos, an end after it). */
export function bookingInput(n: number) {
  const lagosDay = (offset: number) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date(Date.now() + offset * 86_400_000));
  return {
    fullName: `Chaos Booker ${n}`,
    phone: '+234 803 000 1111',
    email: `chaos.booker.${n}.${Date.now()}@example.com`,
    type: 'Personal',
    course: 'React',
    startEndDate: { start: lagosDay(2), end: lagosDay(180) },
  };
}
