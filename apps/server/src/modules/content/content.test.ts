import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { mailOutbox } from '../mail/mail.schema';
import type { BlogPostDto } from './blog-post';
import { contactUs, newsletterSubscribers } from './content.schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.close());
// Each test is another visitor, so the per-address limits (rate-limits.test.ts) do not add up across tests.
beforeEach(() => {
  t.clientIp = nextIp();
});

const countRows = async (table: typeof contactUs | typeof newsletterSubscribers | typeof mailOutbox) => {
  const [row] = await t.database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
};

describe('listTestimonials', () => {
  const LIST = `query ($limit: Int, $nextToken: String) {
    listTestimonials(limit: $limit, nextToken: $nextToken) { items { id title body image clientName portfolio } nextToken }
  }`;
  interface Result {
    listTestimonials: {
      items: { id: string; title: string; body: string; clientName: string }[];
      nextToken: string | null;
    };
  }

  it('answers the five seeded testimonials in their order', async () => {
    const res = await t.gql<Result>(LIST);
    expect(res.errors).toBeUndefined();
    const items = res.data?.listTestimonials.items ?? [];
    expect(items).toHaveLength(5);
    expect(items.every((i) => i.title && i.body && i.clientName)).toBe(true);
    expect(res.data?.listTestimonials.nextToken).toBeNull();
  });

  it('pages with limit and nextToken without repeating or skipping', async () => {
    const all = (await t.gql<Result>(LIST)).data?.listTestimonials.items.map((i) => i.id);
    const first = await t.gql<Result>(LIST, { limit: 2 });
    const token = first.data?.listTestimonials.nextToken;
    expect(token).toBeTruthy();
    const second = await t.gql<Result>(LIST, { limit: 10, nextToken: token });
    const ids = [...(first.data?.listTestimonials.items ?? []), ...(second.data?.listTestimonials.items ?? [])].map(
      (i) => i.id,
    );
    expect(ids).toEqual(all);
    expect(second.data?.listTestimonials.nextToken).toBeNull();
  });
});

describe('createContactUs', () => {
  const CREATE = `mutation ($input: CreateContactUsInput!) {
    createContactUs(input: $input) { id fullName email message createdAt updatedAt }
  }`;
  const valid = {
    fullName: 'Ngozi Adebayo',
    email: 'ngozi@example.com',
    message: 'I would like a mentor for my whole team of six.',
  };
  const INVALID = 'filled the inputs very well, write a valid message!!!';

  it('stores the message and queues a mail to the team in the same step', async () => {
    const mailsBefore = await countRows(mailOutbox);
    const res = await t.gql<{ createContactUs: { id: string; fullName: string; email: string; message: string } }>(
      CREATE,
      {
        input: { ...valid, fullName: '  Ngozi Adebayo ' },
      },
    );
    expect(res.errors).toBeUndefined();
    const created = res.data?.createContactUs;
    expect(created).toMatchObject(valid);
    const [stored] = await t.database.db
      .select()
      .from(contactUs)
      .where(eq(contactUs.id, created?.id ?? ''));
    expect(stored).toMatchObject(valid);
    expect(await countRows(mailOutbox)).toBe(mailsBefore + 1);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'contact-team'));
    expect(mail?.to).toBe(t.config.site.email);
    expect(mail?.data).toMatchObject(valid);
  });

  it.each([
    ['a message under 20 characters', { message: 'Too short message' }],
    ['an email without an @', { email: 'ngozi.example.com' }],
    ['an empty name', { fullName: '   ' }],
    ['an empty email', { email: '' }],
    ['an empty message', { message: '' }],
  ])('refuses %s with the spec message and stores nothing', async (_label, change) => {
    const before = { contacts: await countRows(contactUs), mails: await countRows(mailOutbox) };
    const res = await t.gql(CREATE, { input: { ...valid, ...change } });
    expect(res.errors?.[0]?.message).toBe(INVALID);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await countRows(contactUs)).toBe(before.contacts);
    expect(await countRows(mailOutbox)).toBe(before.mails);
  });

  it.each(['fullName', 'email', 'message'])('refuses an input without %s with the spec message', async (field) => {
    const input: Record<string, string> = { ...valid };
    delete input[field];
    const res = await t.gql(CREATE, { input });
    expect(res.errors?.[0]?.message).toBe(INVALID);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('accepts a message of exactly 20 characters', async () => {
    const res = await t.gql(CREATE, { input: { ...valid, message: '12345678901234567890' } });
    expect(res.errors).toBeUndefined();
  });
});

describe('subscribeNewsletter (no Mailchimp configured)', () => {
  const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { email message pendingConfirmation } }`;

  it('keeps a valid address and thanks the visitor', async () => {
    const res = await t.gql<{ subscribeNewsletter: { email: string; message: string; pendingConfirmation: boolean } }>(
      SUBSCRIBE,
      { email: ' Ada@Example.com ' },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.subscribeNewsletter).toEqual({
      email: 'Ada@Example.com',
      message: 'Thank you for subscribing to our newsletter!',
      pendingConfirmation: false,
    });
    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toContain('Ada@Example.com');
  });

  it('treats a repeat in another case as success, and keeps one row', async () => {
    const before = await countRows(newsletterSubscribers);
    const res = await t.gql(SUBSCRIBE, { email: 'ada@EXAMPLE.com' });
    expect(res.errors).toBeUndefined();
    expect(await countRows(newsletterSubscribers)).toBe(before);
  });

  it('refuses a missing address with the spec message', async () => {
    const res = await t.gql('mutation { subscribeNewsletter { email } }');
    expect(res.errors?.[0]?.message).toBe('Email is required!');
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it.each([
    ['', 'Email is required!'],
    ['   ', 'Email is required!'],
    ['ada.example.com', 'Email is not valid!'],
    ['ada@', 'Email is not valid!'],
  ])('refuses %j with %j and stores nothing', async (email, message) => {
    const before = await countRows(newsletterSubscribers);
    const res = await t.gql(SUBSCRIBE, { email });
    expect(res.errors?.[0]?.message).toBe(message);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await countRows(newsletterSubscribers)).toBe(before);
  });
});

describe('GET /api/posts (our own posts)', () => {
  it('answers the posts newest first in the blog shape', async () => {
    const res = await t.app.http.inject({ method: 'GET', url: '/api/posts' });
    expect(res.statusCode).toBe(200);
    const posts = res.json<BlogPostDto[]>();
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post.id).toBeTruthy();
      expect(post.data.title[0]?.text).toBeTruthy();
      expect(post.data.category.data.category_name[0]?.text).toBeTruthy();
      expect(post.data.post_image.url).toMatch(/^\//);
      expect(typeof post.data.short_text).toBe('string');
    }
    const dates = posts.map((p) => Date.parse(p.first_publication_date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('honours a limit, and refuses a bad one', async () => {
    const two = await t.app.http.inject({ method: 'GET', url: '/api/posts?limit=2' });
    expect(two.json<BlogPostDto[]>()).toHaveLength(2);
    const bad = await t.app.http.inject({ method: 'GET', url: '/api/posts?limit=abc' });
    expect(bad.statusCode).toBe(400);
  });
});
