import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { and, eq } from 'drizzle-orm';
import { addDays, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import { watDate, watInstant } from '@eazy2con/shared/wat-time';
import { weekendClassesBetween } from '@eazy2con/shared/weekend-camp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nextIp } from '../../test/test-app';
import { campRegistrations } from '../camp/camp.schema';
import { mailOutbox } from '../mail/mail.schema';
import { WebinarRepo } from '../webinar/webinar.repo';
import { WebinarChangeLinks } from '../webinar/webinar-change-links';
import { WebinarService } from '../webinar/webinar.service';
import { EventRemindersService, type ReminderSource } from './event-reminders.service';
import { NotificationsService } from './notifications.service';
import { sendTimeFor } from './quiet-hours';
import { lastLagosNoon } from './test-helpers';
import { textPeersHarness, type TextPeersHarness } from './text-peers.fixtures';

const log = pino({ level: 'silent' }) as FastifyBaseLogger;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let h: TextPeersHarness;
/** The webinar announced in the app's configuration: noon in Lagos, four days from now. */
const webinarStart = watInstant(addDays(watDate(), 4), 12 * 60);
let counter = 0;
const phone = () => `0807 5${String((counter += 1)).padStart(6, '0')}`;
/** A fresh number its holder confirmed with a code (decision 0040), as texts need. */
const confirmed = async () => {
  const number = phone();
  await h.confirm(number);
  return number;
};
const e164 = (local: string) => `234${local.replace(/\D/g, '').slice(1)}`;

beforeAll(async () => {
  h = await textPeersHarness({
    env: {
      WEBINAR_LINK: 'https://zoom.us/j/123456789',
      WEBINAR_TITLE: 'Getting into tech',
      WEBINAR_STARTS_AT: webinarStart.toISOString(),
    },
  });
});
afterAll(() => h.close());
beforeEach(() => {
  h.t.clientIp = nextIp();
  for (const list of [h.wa.sent, h.termii.sent]) list.length = 0;
});

/**
 * The reminders job on a clock of its own (the moment the test puts it at). What it queues is written on a daytime
 * clock in the past (lastLagosNoon), so it is due at once whatever the hour the tests run at.
 */
function reminders(clock: () => Date, sources?: ReminderSource[]) {
  const noon = lastLagosNoon();
  const notifications = new NotificationsService({
    repo: h.repo,
    config: h.t.config,
    log,
    now: () => noon,
    mail: h.t.app.services.mail,
  });
  const { advisory, webinar, camp } = h.t.app.services;
  return new EventRemindersService({
    repo: h.repo,
    notifications: { notify: (tx, n) => notifications.notify(tx, n), kick: () => undefined },
    now: clock,
    sources: sources ?? [advisory, webinar, camp],
    log,
  });
}

const queued = async (local: string, template: string) =>
  (await h.service.list({ to: local, limit: 50 })).items.filter((d) => d.template === template);
const noticeMails = (to: string) =>
  h.t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), eq(mailOutbox.template, 'notice')));

describe('advisory call reminders (issue 24)', () => {
  it('reminds the day before and the hour before, once each however many instances run the job', async () => {
    const number = await confirmed();
    const email = 'caller@example.com';
    const day = addDays(watDate(), 3);
    const callAt = watInstant(day, 11 * 60);
    const booked = await h.t.gql(
      `mutation ($input: CreateBookAdvisoryInput!) { createBookAdvisory(input: $input) { id } }`,
      {
        input: {
          fullName: 'Emeka Obi',
          phone: number,
          email,
          callDate: callDateFromIsoDay(day),
          callTime: '11:00 AM',
          channels: ['WHATSAPP', 'SMS'],
        },
      },
    );
    expect(booked.errors).toBeUndefined();

    // Two days before: nothing is due yet.
    expect(await reminders(() => new Date(callAt.getTime() - 2 * DAY)).run()).toBe(0);

    // The day before, two instances at once: one claims it.
    const dayBefore = () => new Date(callAt.getTime() - 23 * HOUR);
    const counts = await Promise.all([reminders(dayBefore).run(), reminders(dayBefore).run()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await reminders(dayBefore).run()).toBe(0);
    const day1 = await queued(number, 'advisory-reminder');
    expect(day1.map((d) => d.channel).sort()).toEqual(['SMS', 'WHATSAPP']);
    expect(day1[0]?.text).toMatch(/tomorrow, \w+ \d+ \w+, 11:00 WAT/);
    expect(day1[0]?.eventAt).toEqual(callAt);
    const mails = await noticeMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.data).toMatchObject({ source: 'advisory-reminder' });

    // Half an hour before: the hour-before reminder, once.
    const hourBefore = () => new Date(callAt.getTime() - 30 * 60_000);
    expect(await reminders(hourBefore).run()).toBe(1);
    expect(await reminders(hourBefore).run()).toBe(0);
    expect(await queued(number, 'advisory-reminder')).toHaveLength(4);
    expect(await noticeMails(email)).toHaveLength(2);

    // The booking's confirmation was queued on the app's real clock when it was booked: due at once by day, at
    // 07:00 when the test runs in Lagos's quiet hours (the worker claims by the database's clock).
    const confirmation = await queued(number, 'advisory-booked');
    expect(confirmation.map((d) => d.channel).sort()).toEqual(['SMS', 'WHATSAPP']);
    for (const d of confirmation) {
      expect(Math.abs(d.nextAttemptAt.getTime() - sendTimeFor(d.createdAt).getTime())).toBeLessThan(5_000);
    }
    const confirmationDue = confirmation.every((d) => d.nextAttemptAt.getTime() <= Date.now());

    // With the fake peers configured, both reminders go out on WhatsApp and SMS.
    await h.worker({}, hourBefore).runOnce();
    const waNames = h.wa.sent.filter((m) => m.to === e164(number)).map((m) => m.template?.name);
    const reminderNames = ['advisory_reminder_day', 'advisory_reminder_hour'];
    expect(waNames.sort()).toEqual(confirmationDue ? ['advisory_booked', ...reminderNames] : reminderNames);
    const sms = h.termii.sent.filter((m) => m.to === e164(number));
    expect(sms).toHaveLength(confirmationDue ? 3 : 2);
    expect(sms.every((m) => m.channel === 'dnd')).toBe(true);
  });
});

describe('webinar reminders', () => {
  it('reminds every attendee of the announced webinar, and reminds at the new time when it moves', async () => {
    const number = await confirmed();
    const email = 'attendee@example.com';
    const res = await h.t.gql(
      `mutation ($input: CreateWebinarAttendeeInput!) { createWebinarAttendee(input: $input) { id } }`,
      { input: { fullName: 'Amaka Eze', phone: number, email, channels: ['WHATSAPP'] } },
    );
    expect(res.errors).toBeUndefined();

    expect(await reminders(() => new Date(webinarStart.getTime() - 23 * HOUR)).run()).toBe(1);
    const [dayBefore] = await queued(number, 'webinar-reminder');
    expect(dayBefore?.text).toContain('Getting into tech is tomorrow');
    expect(dayBefore?.text).toContain('https://zoom.us/j/123456789');
    expect(await noticeMails(email)).toHaveLength(1);

    // The webinar moves a day later: at the old time's hour before, nothing; at the new one's, the reminder.
    const moved = new Date(webinarStart.getTime() + DAY);
    const { mail, content } = h.t.app.services;
    const movedWebinar = new WebinarService({
      repo: new WebinarRepo(h.t.database.db),
      mail,
      newsletter: content,
      site: h.t.config.site,
      webinar: { ...h.t.config.webinar, startsAt: moved },
      log,
      changeLinks: new WebinarChangeLinks(h.t.config.publicUrl, 'test-secret'),
    });
    expect(await reminders(() => new Date(webinarStart.getTime() - 30 * 60_000), [movedWebinar]).run()).toBe(0);
    expect(await queued(number, 'webinar-reminder')).toHaveLength(1);
    // Half an hour before the new time: the hour-before reminder only ("tomorrow" would be wrong by now).
    expect(await reminders(() => new Date(moved.getTime() - 30 * 60_000), [movedWebinar]).run()).toBe(1);
    const all = await queued(number, 'webinar-reminder');
    expect(all.map((d) => d.eventAt?.toISOString()).sort()).toEqual(
      [webinarStart.toISOString(), moved.toISOString()].sort(),
    );
    expect(all.find((d) => d.eventAt?.getTime() === moved.getTime())?.text).toContain('starts in an hour');
  });

  it('sends none for a webinar whose start is not announced', async () => {
    const { mail, content } = h.t.app.services;
    const unannounced = new WebinarService({
      repo: new WebinarRepo(h.t.database.db),
      mail,
      newsletter: content,
      site: h.t.config.site,
      webinar: { ...h.t.config.webinar, startsAt: null },
      log,
      changeLinks: new WebinarChangeLinks(h.t.config.publicUrl, 'test-secret'),
    });
    expect(await reminders(() => new Date(webinarStart.getTime() - 30 * 60_000), [unannounced]).run()).toBe(0);
  });
});

describe('weekend camp class reminders', () => {
  it("reminds a paid registration's parent before each class on the channels they chose, not an unpaid one", async () => {
    const paid = await confirmed();
    const unpaid = await confirmed();
    const ids: string[] = [];
    for (const number of [paid, unpaid]) {
      const res = await h.t.gql<{ createBookKidmentor: { id: string } }>(
        `mutation ($input: CreateBookKidmentorInput!) { createBookKidmentor(input: $input) { id } }`,
        {
          input: {
            parentName: 'Ngozi Okafor',
            parentEmail: 'ngozi@example.com',
            parentPhone: number,
            noOfKids: 1,
            firstChildName: 'Tolu',
            firstChildAge: '9',
            parentConsent: true,
            channels: ['SMS'],
          },
        },
      );
      expect(res.errors).toBeUndefined();
      ids.push(res.data?.createBookKidmentor.id ?? '');
    }
    await h.t.database.db
      .update(campRegistrations)
      .set({ paymentStatus: 'PAID' })
      .where(eq(campRegistrations.id, ids[0] ?? ''));

    // A class more than a day after the registrations, so its day-before reminder is for them.
    const [start] = weekendClassesBetween(new Date(Date.now() + DAY + HOUR), new Date(Date.now() + 9 * DAY));
    if (!start) throw new Error('no class in the coming week');
    expect(await reminders(() => new Date(start.getTime() - 23 * HOUR)).run()).toBe(1);
    expect(await reminders(() => new Date(start.getTime() - 23 * HOUR)).run()).toBe(0);
    const [sms] = await queued(paid, 'camp-class-reminder');
    expect(sms?.text).toMatch(/Tolu has weekend camp class tomorrow, (Saturday|Sunday) \d+ \w+, (10|16):00 WAT/);
    expect(await queued(unpaid, 'camp-class-reminder')).toEqual([]);
    // The classes come every weekend: their reminders go only on the channels the parent ticked, not by e-mail.
    expect(await noticeMails('ngozi@example.com')).toEqual([]);
  });
});
