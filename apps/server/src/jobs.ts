import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './db/client';
import type { Services } from './app-deps';
import { JobRunner, type JobDefinition } from './modules/jobs/job-runner';
import { JobsRepo } from './modules/jobs/jobs.repo';
import { retentionIntervalMs } from './modules/retention/retention.policy';
import { UPLOAD_PURGE_INTERVAL_MS } from './modules/files/files.service';
import { ORPHAN_SWEEP_INTERVAL_MS } from './modules/files/files-sweep';
import { OFFLINE_MAIL_CHECK_MS } from './modules/chat/chat-offline-mail';
import { RELEASE_EVERY_MS } from './modules/sessions/hold-release';
import { PROGRESS_REPORTS_EVERY_MS } from './modules/sessions/progress-report.service';
import { REMINDERS_EVERY_MS } from './modules/sessions/session-reminders.service';
import { EVENT_REMINDERS_EVERY_MS } from './modules/notifications/event-reminders.service';
import { PAYOUT_BATCH_EVERY_MS, PAYOUT_RECHECK_EVERY_MS } from './modules/payouts/payout-jobs';
import { LEDGER_CATCH_UP_EVERY_MS, LEDGER_FULL_CATCH_UP_EVERY_MS } from './modules/ledger/ledger-facts.service';
import { RECHECK_INTERVAL_MS, WEBHOOK_KEYS_PURGE_INTERVAL_MS } from './modules/payments/payment-recheck.job';

/**
 * Every periodic job of the server, in one list (decision 0035): a module adds its job here. Each runs on whichever
 * instance claims it first when it is due, never on two at once. The queue workers (mail, WhatsApp/SMS deliveries)
 * are not here: they claim their own rows with FOR UPDATE SKIP LOCKED, so every instance may work the queue at once.
 */
export function appJobs(services: Services): JobDefinition[] {
  const { payments } = services;
  return [
    { name: 'retention.purge', everyMs: retentionIntervalMs, run: () => services.retention.purge() },
    { name: 'files.purge-unattached', everyMs: UPLOAD_PURGE_INTERVAL_MS, run: () => services.files.purgeUnattached() },
    { name: 'files.sweep-orphans', everyMs: ORPHAN_SWEEP_INTERVAL_MS, run: () => services.files.sweepOrphans() },
    { name: 'chat.offline-mail', everyMs: OFFLINE_MAIL_CHECK_MS, run: () => services.chatOfflineMail.run() },
    {
      name: 'payments.recheck',
      everyMs: RECHECK_INTERVAL_MS,
      run: () => payments.jobs.recheck(),
      drain: () => payments.jobs.idle(),
    },
    {
      name: 'payments.purge-webhook-keys',
      everyMs: WEBHOOK_KEYS_PURGE_INTERVAL_MS,
      run: () => payments.jobs.purgeWebhookKeys(),
    },
    { name: 'sessions.release-holds', everyMs: RELEASE_EVERY_MS, run: () => services.sessions.releaseLapsedHolds() },
    { name: 'sessions.reminders', everyMs: REMINDERS_EVERY_MS, run: () => services.sessionReminders.run() },
    {
      name: 'notifications.event-reminders',
      everyMs: EVENT_REMINDERS_EVERY_MS,
      run: () => services.eventReminders.run(),
    },
    // Mentors' available earnings gathered for an admin's review once a week; sent transfers and refunds re-checked.
    { name: 'payouts.batch', everyMs: PAYOUT_BATCH_EVERY_MS, run: () => services.payouts.service.runPayoutBatch() },
    { name: 'payouts.recheck', everyMs: PAYOUT_RECHECK_EVERY_MS, run: () => services.payouts.service.recheckPayouts() },
    { name: 'refunds.retry', everyMs: PAYOUT_RECHECK_EVERY_MS, run: () => services.payouts.refunds.retryRefunds() },
    // Payments settled and sessions held reach the mentors' balances (decision 0033); idempotent by source.
    { name: 'ledger.catch-up', everyMs: LEDGER_CATCH_UP_EVERY_MS, run: () => services.ledger.facts.run() },
    {
      name: 'ledger.full-catch-up',
      everyMs: LEDGER_FULL_CATCH_UP_EVERY_MS,
      run: () => services.ledger.facts.runFull(),
    },
    {
      name: 'sessions.progress-reports',
      everyMs: PROGRESS_REPORTS_EVERY_MS,
      run: () => services.progressReports.run(),
    },
  ];
}

export function createJobRunner(database: Database, services: Services, log: FastifyBaseLogger): JobRunner {
  return new JobRunner({ repo: new JobsRepo(database.db), log }).register(...appJobs(services));
}
