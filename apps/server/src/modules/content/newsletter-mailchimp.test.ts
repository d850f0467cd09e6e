import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { newsletterSubscribers } from './content.schema';
import { parseJsonp, plainMessage } from './mailchimp';

/** A stand-in for Mailchimp's embedded-form JSONP endpoint; its answer depends on the address. */
let mailchimp: FakeHttpServer;
let t: TestApp;

const PENDING =
  'Almost finished... We need to confirm your email address. To complete the subscription process, please click the link in the email we just sent you.';

beforeAll(async () => {
  mailchimp = await startFakeHttpServer((req, res) => {
    const email = req.url.searchParams.get('EMAIL') ?? '';
    const callback = req.url.searchParams.get('c') ?? 'missing';
    const reply = (body: { result: string; msg: string }) => {
      res.writeHead(200, { 'content-type': 'application/javascript' });
      res.end(`${callback}(${JSON.stringify(body)})`);
    };
    if (req.url.pathname !== '/subscribe/post-json') return sendJson(res, 404, { error: 'not found' });
    if (email.startsWith('pending')) return reply({ result: 'success', msg: PENDING });
    if (email.startsWith('already')) {
      return reply({
        result: 'error',
        msg: `${email} is already subscribed to list Eazy2con. <a href="https://example.us1.list-manage.com/subscribe/send-email?u=abc">Click here to update your profile</a>`,
      });
    }
    if (email.startsWith('busy'))
      return reply({ result: 'error', msg: `Recipient "${email}" has too many recent signup requests` });
    if (email.startsWith('refused')) {
      return reply({
        result: 'error',
        msg: '0 - This email cannot be added to this list. Please enter a different email address.',
      });
    }
    if (email.startsWith('broken')) return sendJson(res, 503, { error: 'down' });
    return reply({ result: 'success', msg: 'Thank you for subscribing!' });
  });
  t = await createTestApp({ env: { MAILCHIMP_URL: `${mailchimp.url}/subscribe/post?u=abc123&id=list456` } });
});
afterAll(async () => {
  await t.close();
  await mailchimp.close();
});

const SUBSCRIBE = `mutation ($email: String!) { subscribeNewsletter(email: $email) { email message pendingConfirmation } }`;
interface Result {
  subscribeNewsletter: { email: string; message: string; pendingConfirmation: boolean };
}
const subscribers = async () => {
  const [row] = await t.database.db.select({ n: count() }).from(newsletterSubscribers);
  return row?.n ?? 0;
};

describe('subscribeNewsletter forwarded to Mailchimp', () => {
  it('sends the address as EMAIL to post-json with a callback and an empty honeypot, and keeps it', async () => {
    const res = await t.gql<Result>(SUBSCRIBE, { email: 'chidi@example.com' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.subscribeNewsletter).toMatchObject({ email: 'chidi@example.com', pendingConfirmation: false });
    const request = mailchimp.requests.at(-1);
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/subscribe/post-json');
    expect(request?.url.searchParams.get('EMAIL')).toBe('chidi@example.com');
    expect(request?.url.searchParams.get('u')).toBe('abc123');
    expect(request?.url.searchParams.get('id')).toBe('list456');
    expect(request?.url.searchParams.get('b_abc123_list456')).toBe('');
    const [row] = await t.database.db.select().from(newsletterSubscribers);
    expect(row?.mailchimpStatus).toBe('subscribed');
  });

  it("passes on Mailchimp's request to confirm the address", async () => {
    const res = await t.gql<Result>(SUBSCRIBE, { email: 'pending@example.com' });
    expect(res.data?.subscribeNewsletter).toEqual({
      email: 'pending@example.com',
      message: PENDING,
      pendingConfirmation: true,
    });
  });

  it('treats an address Mailchimp already has as a success', async () => {
    const res = await t.gql<Result>(SUBSCRIBE, { email: 'already@example.com' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.subscribeNewsletter.message).toBe('Thank you for subscribing to our newsletter!');
  });

  it("shows Mailchimp's message without HTML when it refuses, and keeps nothing", async () => {
    const before = await subscribers();
    const refused = await t.gql(SUBSCRIBE, { email: 'refused@example.com' });
    expect(refused.errors?.[0]?.message).toBe(
      'This email cannot be added to this list. Please enter a different email address.',
    );
    const busy = await t.gql(SUBSCRIBE, { email: 'busy@example.com' });
    expect(busy.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(busy.errors?.[0]?.message).toBe('Recipient "busy@example.com" has too many recent signup requests');
    expect(await subscribers()).toBe(before);
  });

  it('keeps the address and thanks the visitor when Mailchimp is down', async () => {
    const res = await t.gql<Result>(SUBSCRIBE, { email: 'broken@example.com' });
    expect(res.errors).toBeUndefined();
    const rows = await t.database.db.select().from(newsletterSubscribers);
    expect(rows.find((r) => r.email === 'broken@example.com')?.mailchimpStatus).toBe('unreachable');
  });

  it('does not call Mailchimp for an invalid address', async () => {
    const calls = mailchimp.requests.length;
    const res = await t.gql(SUBSCRIBE, { email: 'no-at-sign' });
    expect(res.errors?.[0]?.message).toBe('Email is not valid!');
    expect(mailchimp.requests.length).toBe(calls);
  });
});

describe('the JSONP helpers', () => {
  it('reads the object inside the callback, with or without a semicolon', () => {
    expect(parseJsonp('cb({"result":"success","msg":"ok"});')).toEqual({ result: 'success', msg: 'ok' });
    expect(() => parseJsonp('<html>error</html>')).toThrow();
  });

  it('strips tags, entities and the field prefix', () => {
    expect(plainMessage('0 - a@b.co is already subscribed. <a href="x">Click &amp; update</a>')).toBe(
      'a@b.co is already subscribed. Click & update',
    );
  });
});
