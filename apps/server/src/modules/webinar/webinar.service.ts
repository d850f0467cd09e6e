import type { FastifyBaseLogger } from 'fastify';
import { CreateWebinarAttendeeSchema } from '@eazy2con/shared/validation/webinar';
import type { SiteInfo, WebinarSettings } from '../../config/env';
import type { Tx } from '../../db/transaction';
import { parseInput } from '../../lib/validate';
import type { ContentService } from '../content/content.service';
import type { MailService } from '../mail/mail.service';
import type { WebinarAttendeeRow, WebinarRepo } from './webinar.repo';

export interface WebinarDeps {
  repo: WebinarRepo;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  /** The newsletter list an attendee who opts in joins: the content module's, the footer form's. */
  newsletter: Pick<ContentService, 'subscribeNewsletter'>;
  site: Pick<SiteInfo, 'email'>;
  webinar: WebinarSettings;
  log: FastifyBaseLogger;
}

/**
 * Webinar registration (spec 2 §2, §4): stored once per e-mail per webinar, the joining details mailed (or the
 * promise that they will follow), the team told of each new attendee, and the newsletter joined on request.
 */
export class WebinarService {
  constructor(private readonly deps: WebinarDeps) {}

  /** A repeat by the same e-mail updates the registration and mails the details again; the answer is the same. */
  async register(input: unknown): Promise<WebinarAttendeeRow> {
    const data = parseInput(CreateWebinarAttendeeSchema, input);
    const attendee = await this.deps.repo.transaction(async (repo, tx) => {
      const { row, created } = await repo.register({ ...data, webinar: this.deps.webinar.key });
      await this.mailAttendee(tx, row);
      // The team hears of new attendees; a repeat is the same person asking for the details again.
      if (created) await this.noteForTeam(tx, row);
      return row;
    });
    this.deps.mail.kick();
    if (data.joinMailList) await this.joinNewsletter(attendee.email);
    return attendee;
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

  private mailAttendee(tx: Tx, row: WebinarAttendeeRow) {
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
