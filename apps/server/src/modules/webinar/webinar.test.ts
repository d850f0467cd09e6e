import { count, eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { createTestApp, nextIp, type TestApp } from '../../test/test-app';
import { newsletterSubscribers } from '../content/content.schema';
import { mailOutbox } from '../mail/mail.schema';
import { WebinarRepo } from './webinar.repo';
import { webinarAttendees } from './webinar.schema';
import { WebinarChangeLinks } from './webinar-change-links';
import { WebinarService } from './webinar.service';

const TEAM = 'team@eazy2con.example';
const REGISTER = `mutation ($input: CreateWebinarAttendeeInput!) {
  createWebinarAttendee(input: $input) { id fullName phone email source joinMailList }
}`;
interface Attendee {
  id: string;
  fullName: string;
  phone: string;
  email: string;
  source: string;
  joinMailList: boolean;
}
const form = {
  fullName: 'Tola Adeyemi',
  phone: '08030001111',
  email: 'Tola@Example.com',
  source: 'Google Search',
  joinMailList: true,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SITE_EMAIL: TEAM,
      WEBINAR_TITLE: 'Tech careers for beginners',
      WEBINAR_LINK: 'https://zoom.example/j/555',
      WEBINAR_ID: '555 123 999',
      WEBINAR_PASSWORD: 'learn',
      WEBINAR_PLATFORM: 'Zoom',
      WEBINAR_CALENDAR_LINK: 'https://calendar.example/e/555',
    },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  t.clientIp = nextIp();
});

const register = (app: TestApp, input: Record<string, unknown>) =>
  app.gql<{ createWebinarAttendee: Attendee }>(REGISTER, { input });
const rows = (app: TestApp, email: string) =>
  app.database.db.select().from(webinarAttendees).where(eq(webinarAttendees.email, email));
const mailsTo = async (app: TestApp, to: string) => (await app.app.services.mail.list({ to, limit: 100 })).items;
const notesAbout = async (app: TestApp, email: string) =>
  (await mailsTo(app, TEAM)).filter((m) => m.data.email === email);
const subscribed = async (app: TestApp, email: string) =>
  (await app.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).length > 0;
const total = async (app: TestApp) => ({
  attendees: (await app.database.db.select({ n: count() }).from(webinarAttendees))[0]?.n,
  mails: (await app.database.db.select({ n: count() }).from(mailOutbox))[0]?.n,
});

describe('createWebinarAttendee', () => {
  it('registers, mails the joining details, tells the team, and adds an opted-in attendee to the newsletter list', async () => {
    const res = await register(t, form);
    expect(res.errors).toBeUndefined();
    expect(res.data?.createWebinarAttendee).toMatchObject({ ...form, email: 'tola@example.com' });
    const [row] = await rows(t, 'tola@example.com');
    expect(row).toMatchObject({ webinar: '555 123 999', fullName: 'Tola Adeyemi', joinMailList: true });

    const [mail] = await mailsTo(t, 'tola@example.com');
    expect(mail?.template).toBe('webinar');
    expect(mail?.data).toMatchObject({
      name: 'Tola Adeyemi',
      title: 'Tech careers for beginners',
      link: 'https://zoom.example/j/555',
      webinarId: '555 123 999',
      password: 'learn',
      platform: 'Zoom',
      calendarLink: 'https://calendar.example/e/555',
    });
    expect(mail?.rendered?.text).toContain('https://zoom.example/j/555');
    const notes = await notesAbout(t, 'tola@example.com');
    expect(notes.map((n) => n.template)).toEqual(['booking-team']);
    expect(notes[0]?.data).toMatchObject({
      what: 'Webinar registration',
      name: 'Tola Adeyemi',
      phone: '08030001111',
      reference: row?.id,
    });
    expect(await subscribed(t, 'tola@example.com')).toBe(true);
  });

  it('keeps the registration of an e-mail that registers again, answers what was sent, mails the details again, and does not tell the team twice', async () => {
    const first = await register(t, { ...form, email: 'repeat@example.com', joinMailList: false });
    const again = await register(t, {
      ...form,
      fullName: 'Tola A.',
      phone: '+234 809 000 2222',
      email: 'REPEAT@example.com',
      source: 'Facebook',
      joinMailList: false,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data?.createWebinarAttendee.id).toBe(first.data?.createWebinarAttendee.id);
    const stored = await rows(t, 'repeat@example.com');
    expect(stored).toHaveLength(1);
    // Only the owner's link changes a registration (webinar-owner-link.test.ts); the answer echoes what was sent.
    expect(stored[0]).toMatchObject({ fullName: 'Tola Adeyemi', phone: '08030001111', source: 'Google Search' });
    expect(again.data?.createWebinarAttendee).toMatchObject({ fullName: 'Tola A.', phone: '+234 809 000 2222' });
    expect((await mailsTo(t, 'repeat@example.com')).map((m) => m.template)).toEqual(['webinar', 'webinar']);
    expect(await notesAbout(t, 'repeat@example.com')).toHaveLength(1);
  });

  it('keeps one registration when the same e-mail registers twice at once', async () => {
    const results = await Promise.all(
      [0, 1, 2].map(() => t.gql(REGISTER, { input: { ...form, email: 'twice@example.com' } }, { ip: nextIp() })),
    );
    for (const res of results) expect(res.errors).toBeUndefined();
    expect(await rows(t, 'twice@example.com')).toHaveLength(1);
    expect(await notesAbout(t, 'twice@example.com')).toHaveLength(1);
  });

  it('leaves the newsletter alone without the opt-in, and defaults the source', async () => {
    const res = await register(t, { fullName: 'Bisi', phone: '08031112222', email: 'no-news@example.com' });
    expect(res.data?.createWebinarAttendee).toMatchObject({ source: 'Other Medium', joinMailList: false });
    expect(await subscribed(t, 'no-news@example.com')).toBe(false);
  });

  it("answers bad input with the form's messages and stores and mails nothing", async () => {
    const before = await total(t);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...form, fullName: '' }, 'fullName', 'Full Name is required!'],
      [{ ...form, phone: null }, 'phone', 'Phone Number is required!'],
      [{ ...form, email: ' ' }, 'email', 'Email is required!'],
      [{ ...form, email: 'tola.example.com' }, 'email', 'Email is not a valid email!'],
      [{ ...form, phone: 'ring me' }, 'phone', 'Phone Number is not valid!'],
      [{ ...form, source: 'Radio' }, 'source', 'How did you hear about us? is not valid!'],
    ];
    for (const [input, field, message] of cases) {
      const res = await register(t, input);
      expect(res.data, field).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
      });
    }
    expect(await total(t)).toEqual(before);
  });
});

describe('without a webinar configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ env: { SITE_EMAIL: TEAM } });
  });
  afterAll(() => bare.close());

  it('takes the registration and mails that the details will follow, with no link', async () => {
    const res = await register(bare, { ...form, email: 'early@example.com' });
    expect(res.errors).toBeUndefined();
    const [mail] = await mailsTo(bare, 'early@example.com');
    expect(mail?.data).toMatchObject({ name: 'Tola Adeyemi', link: null, webinarId: null, password: null });
    expect(mail?.rendered?.text).toContain('we will email them to you before the webinar starts');
    expect(mail?.rendered?.html).not.toContain('zoom');
    const [note] = await notesAbout(bare, 'early@example.com');
    expect(note?.rendered?.text).toContain('not announced yet');
  });
});

describe('webinar service', () => {
  const log = pino({ level: 'silent' }) as FastifyBaseLogger;
  const service = (key: string, subscribeNewsletter: () => Promise<never>) =>
    new WebinarService({
      repo: new WebinarRepo(t.database.db),
      mail: t.app.services.mail,
      newsletter: { subscribeNewsletter },
      site: t.config.site,
      webinar: { ...t.config.webinar, key },
      log,
      changeLinks: new WebinarChangeLinks(t.config.publicUrl, 'test-secret'),
    });

  it('keeps the registration when the newsletter refuses the address', async () => {
    const refusing = service('555 123 999', () => Promise.reject(new AppError('BAD_USER_INPUT', 'Mailchimp says no')));
    const row = await refusing.register({ ...form, email: 'refused@example.com' });
    expect(row.email).toBe('refused@example.com');
    expect(await rows(t, 'refused@example.com')).toHaveLength(1);
    expect((await mailsTo(t, 'refused@example.com')).map((m) => m.template)).toEqual(['webinar']);
  });

  it('registers the same e-mail again for the next webinar', async () => {
    const never = () => Promise.reject(new Error('not called'));
    await service('webinar-one', never).register({ ...form, email: 'loyal@example.com', joinMailList: false });
    await service('webinar-two', never).register({ ...form, email: 'loyal@example.com', joinMailList: false });
    expect((await rows(t, 'loyal@example.com')).map((r) => r.webinar).sort()).toEqual(['webinar-one', 'webinar-two']);
  });
});
