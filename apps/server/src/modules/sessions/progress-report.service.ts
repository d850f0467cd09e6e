import type { FastifyBaseLogger } from 'fastify';
import { dayLabel, DEFAULT_TIME_ZONE } from '@eazy2con/shared/sessions';
import type { MentorBookingsService } from '../bookings/mentor-bookings.service';
import type { MailService } from '../mail/mail.service';
import { mentorName, whenLabel } from './session-mails';
import { firstCycle } from './session-rules';
import type { SessionsRepo } from './sessions.repo';
import type { SessionsService } from './sessions.service';

export interface ProgressReportDeps {
  repo: SessionsRepo;
  sessions: Pick<SessionsService, 'now' | 'mentorOf'>;
  bookings: Pick<MentorBookingsService, 'findByIds'>;
  mail: Pick<MailService, 'enqueue' | 'kick'>;
  log: Pick<FastifyBaseLogger, 'error'>;
}

const BATCH = 100;
/** How often kids progress reports are looked for (the job runner, decision 0035). */
export const PROGRESS_REPORTS_EVERY_MS = 60 * 60_000;

/**
 * The kids plans promise a "Monthly progress report" (issue 22): when a kids booking's cycle has ended, the parent
 * is mailed what each session was about, from the mentor's notes, once (progress_reports keeps it from repeating).
 */
export class ProgressReportService {
  constructor(private readonly deps: ProgressReportDeps) {}

  async run(): Promise<number> {
    const now = this.deps.sessions.now();
    const ids = await this.deps.repo.reportCandidates(1, BATCH);
    const due = (await this.deps.bookings.findByIds(ids)).filter(
      (b) => b.audience === 'kids' && firstCycle(b).end <= now,
    );
    let sent = 0;
    for (const booking of due) {
      const done = await this.deps.repo.transaction(async (repo, tx) => {
        const sessions = await repo.withNotes(booking.id, 1);
        const held = sessions.filter((s) => s.outcome === 'HELD').length;
        if (!(await repo.markReported(booking.id, 1, held))) return false;
        const mentor = await this.deps.sessions.mentorOf(booking.mentorId, tx);
        const cycle = firstCycle(booking);
        await this.deps.mail.enqueue(tx, {
          to: booking.email,
          template: 'progress-report',
          data: {
            parentName: booking.fullName,
            mentorName: mentorName(mentor),
            from: dayLabel(cycle.start, DEFAULT_TIME_ZONE),
            to: dayLabel(new Date(cycle.end.getTime() - 1), DEFAULT_TIME_ZONE),
            held,
            entries: sessions.map((s) => ({
              when: whenLabel(s.startAt),
              outcome: s.outcome ?? 'HELD',
              notes: s.outcomeNotes ?? '',
            })),
          },
        });
        return true;
      });
      if (done) sent++;
    }
    if (sent > 0) this.deps.mail.kick();
    return sent;
  }
}
