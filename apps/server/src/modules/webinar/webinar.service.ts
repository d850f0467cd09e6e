import type { FastifyBaseLogger } from 'fastify';
import {
  CreateWebinarAttendeeSchema,
  WEBINAR_CHANGE_LINK_INVALID,
  WEBINAR_CHANGE_WRONG_EMAIL,
} from '@eazy2con/shared/validation/webinar';
import type { SiteInfo, WebinarSettings } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import type { ContentService } from '../content/content.service';
import type { MailService } from '../mail/mail.service';
import type { DueReminder, ReminderSource } from '../notifications/event-reminders.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { requirePhone } from '../notifications/phone';
import { eventWhen } from '../notifications/when';
import type { WebinarChangeLinks } from './webinar-change-links';
import type { WebinarAttendeeRow, WebinarRepo } from './webinar.repo';

export interface WebinarDeps {
  repo: WebinarRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  /** The newsletter list an attendee who opts in joins: the content module's, the footer form's. */
  newsletter: Pick<ContentService, 'subscribeNewsletter'>;
  site: Pick<SiteInfo, 'email'>;
  webinar: WebinarSettings;
  log: FastifyBaseLogger;
  /** The owner's link to change a registration, in every webinar mail. */
  changeLinks: WebinarChangeLinks;
  /** WhatsApp and SMS, for an attendee who chose them (issue 24). */
  notifications?: Pick<NotificationsService, 'notify' | 'kick'>;
}

/** The page the messages link to when the joining details are not announced yet. */
const WEBINAR_PATH = '/webinar';

/**
 * Webinar registration (spec 2 §2, §4): stored once per e-mail per webinar, the joining details mailed (or the
 * promise that they will follow), the team told of each new attendee, and the newsletter joined on request.
 */
export class WebinarService implements ReminderSource {
  readonly reminderSubject = 'WEBINAR';

  constructor(private readonly deps: WebinarDeps) {}

  /**
   * A repeat by the same e-mail changes nothing stored (anyone can type an address): the registration's owner is
   * mailed the details again with their own change link, and the answer echoes what was sent, the same as a first
   * registration's, so it tells nothing of what is stored.
   */
  async register(input: unknown): Promise<WebinarAttendeeRow> {
    const data = parseInput(CreateWebinarAttendeeSchema, input);
    // WhatsApp and SMS need a number they can reach: checked now, not when the first message fails.
    if (data.channels.some((c) => c !== 'EMAIL')) requirePhone(data.phone);
    const { row, created } = await this.deps.repo.transaction(async (repo, tx) => {
      const registered = await repo.register({ ...data, webinar: this.deps.webinar.key });
      await this.mailAttendee(tx, registered.row, !registered.created);
      if (!registered.created) return registered;
      // The team hears of new attendees only.
      await this.noteForTeam(tx, registered.row);
      await this.notifyRegistered(tx, registered.row);
      return registered;
    });
    this.deps.mail.kick();
    this.deps.notifications?.kick();
    if (!created) return { ...row, ...data, channels: data.channels };
    if (data.joinMailList) await this.joinNewsletter(row.email);
    return row;
  }

  /** The owner's change through their mailed link (`change`): every detail but the e-mail, which the link is for. */
  async change(token: string, input: unknown): Promise<WebinarAttendeeRow> {
    const id = this.deps.changeLinks.read(token);
    const current = id ? await this.deps.repo.byId(id) : null;
    if (!current) throw new AppError('NOT_FOUND', WEBINAR_CHANGE_LINK_INVALID);
    const data = parseInput(CreateWebinarAttendeeSchema, input);
    if (data.email !== current.email) {
      throw new AppError('BAD_USER_INPUT', WEBINAR_CHANGE_WRONG_EMAIL, {
        fields: { email: WEBINAR_CHANGE_WRONG_EMAIL },
      });
    }
    if (data.channels.some((c) => c !== 'EMAIL')) requirePhone(data.phone);
    const changed = await this.deps.repo.transaction(async (repo, tx) => {
      const row = await repo.change(current.id, data);
      if (row) await this.mailAttendee(tx, row, false);
      return row;
    });
    if (!changed) throw new AppError('NOT_FOUND', WEBINAR_CHANGE_LINK_INVALID);
    this.deps.mail.kick();
    if (data.joinMailList) await this.joinNewsletter(changed.email);
    return changed;
  }

  private notifyRegistered(tx: Tx, row: WebinarAttendeeRow) {
    const w = this.deps.webinar;
    return this.deps.notifications?.notify(tx, {
      template: 'webinar-registered',
      data: {
        name: row.fullName,
        title: w.title,
        when: w.startsAt ? eventWhen(w.startsAt) : null,
        joinUrl: w.link,
        path: WEBINAR_PATH,
      },
      phone: row.phone,
      channels: row.channels,
      eventAt: w.startsAt,
    });
  }

  /**
   * The reminders of the announced webinar (WEBINAR_STARTS_AT) when one is due: to every attendee who registered
   * more than `leadMs` before its start, by e-mail and on the channels they chose.
   */
  async remindersDue(kind: 'DAY_BEFORE' | 'HOUR_BEFORE', now: Date, leadMs: number): Promise<DueReminder[]> {
    const w = this.deps.webinar;
    const startsAt = w.startsAt;
    if (!startsAt || startsAt <= now || startsAt.getTime() > now.getTime() + leadMs) return [];
    const attendees = await this.deps.repo.attendeesBefore(w.key, new Date(startsAt.getTime() - leadMs));
    return attendees.map((row) => ({
      subjectId: row.id,
      eventAt: startsAt,
      notices: [
        {
          template: 'webinar-reminder',
          data: {
            kind,
            name: row.fullName,
            title: w.title,
            when: eventWhen(startsAt),
            joinUrl: w.link,
            path: WEBINAR_PATH,
          },
          email: row.email,
          phone: row.phone,
          channels: row.channels,
        },
      ],
    }));
  }

  /**
   * After the registration has committed: the registration stands whatever the newsletter says (Mailchimp may refuse
   * an address or be rate limited; when it is unreachable the list here keeps the address).
   */
  private async joinNewsletter(email: string): Promise<void> {
    try {
      await this.deps.newsletter.subscribeNewsletter({ email });
    } catch (error) {
      this.deps.log.warn({ err: error }, 'webinar: the attendee asked to join the newsletter, which refused');
    }
  }

  /** The details, and the owner's change link; `repeat` when someone registered the e-mail again (nothing changed). */
  private mailAttendee(tx: Tx, row: WebinarAttendeeRow, repeat: boolean) {
    const w = this.deps.webinar;
    return this.deps.mail.enqueue(tx, {
      to: row.email,
      template: 'webinar',
      data: {
        name: row.fullName,
        title: w.title,
        link: w.link,
        webinarId: w.meetingId,
        password: w.password,
        platform: w.platform,
        calendarLink: w.calendarLink,
        changeLink: this.deps.changeLinks.url(row.id),
        repeat,
      },
    });
  }

  private noteForTeam(tx: Tx, row: WebinarAttendeeRow) {
    const w = this.deps.webinar;
    return this.deps.mail.enqueue(tx, {
      to: this.deps.site.email,
      template: 'booking-team',
      data: {
        what: 'Webinar registration',
        name: row.fullName,
        email: row.email,
        phone: row.phone,
        rows: [
          ['Webinar', w.title ?? w.meetingId ?? (w.link ? w.link : 'not announced yet: send the details when it is')],
          ['How they heard of us', row.source],
          ['Joins the mailing list', row.joinMailList ? 'Yes' : 'No'],
        ],
        reference: row.id,
      },
    });
  }
}
