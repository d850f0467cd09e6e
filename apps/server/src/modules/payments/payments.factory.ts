import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { BookingCancelService, type BookingCancelDeps } from './booking-cancel.service';
import { BookingPaperwork } from './booking-paperwork';
import { FlutterwaveProvider } from './flutterwave.provider';
import { InvoicesRepo } from './invoices.repo';
import { InvoiceLinks } from './invoice-links';
import { InvoiceReminders } from './invoice-reminders';
import { InvoiceRemindersRepo } from './invoice-reminders.repo';
import { InvoicesService } from './invoices.service';
import type { PayableBookings } from './payable-bookings';
import { paymentJobs } from './payment-recheck.job';
import { PaymentWebhooks, type WebhookAnswer } from './payment-webhooks';
import { PaymentsRepo } from './payments.repo';
import { PaymentsService, type PaymentsDeps } from './payments.service';
import { ReceiptsRepo } from './receipts.repo';
import { ReceiptsService } from './receipts.service';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox.provider';
import { SandboxRepo } from './sandbox.repo';
import { SandboxTransfersRepo } from './sandbox-transfers.repo';
import type { SavedCardCharges } from './saved-card-charges';
import { createSavedCardCharges, createSavedCards } from './saved-cards.factory';
import type { SavedCards } from './saved-cards.service';
import { TransferAccountsRepo } from './transfer-accounts.repo';
import { TransferAccountsService } from './transfer-accounts.service';

export interface Payments {
  service: PaymentsService;
  webhooks: PaymentWebhooks;
  invoices: InvoicesService;
  /** Settled payments' receipts (the receipt PDF). */
  receipts: ReceiptsService;
  /** The invoices and receipts of a page of bookings, for their owner's account page (issue 35). */
  paperwork: BookingPaperwork;
  cancels: BookingCancelService;
  /** The bank accounts opened for invoices (and the admin's held transfers). */
  transfers: TransferAccountsService;
  transferAccounts: TransferAccountsRepo;
  provider: PaymentProvider;
  /** Set when the sandbox provider is in use: its checkout page is served from these records. */
  sandbox: SandboxRepo | null;
  /** Invoices due tomorrow and those that expired unpaid: a source of the event reminders job (issue 24). */
  invoiceReminders: InvoiceReminders;
  /** The periodic work (re-verify, forgetting old webhook keys), for the job runner. */
  jobs: ReturnType<typeof paymentJobs>;
  /** Cards kept for renewals, listed and removed by their owners (decision 0045). */
  savedCards: SavedCards;
  /** Charges a saved card for a payable booking (the renewal job's port; decision 0045). */
  savedCardCharges: SavedCardCharges;
}

/** Flutterwave when FLW_SECRET_KEY is set, otherwise the built-in sandbox; and the services built on it. */
export function createPayments(deps: {
  db: Db;
  config: Config;
  mail: MailService;
  log: FastifyBaseLogger;
  bookings: PayableBookings;
  onPaid?: PaymentsDeps['onPaid'];
  onSettled?: PaymentsDeps['onSettled'];
  onCancelled?: BookingCancelDeps['onCancelled'];
  /**
   * Signs the invoice links of the due and expired notices (issue 24) and of an invoice its signed-in owner opened
   * (issue 35), which open the invoice like its token.
   */
  authSecret: string;
  /** Webhook notices that are not about a charge (transfer.completed): the payouts module takes them. */
  otherWebhookNotices?: (rawBody: Buffer, headers: IncomingHttpHeaders) => Promise<WebhookAnswer>;
}): Payments {
  const { db, config, log } = deps;
  const invoiceLinks = new InvoiceLinks(deps.authSecret);
  const repo = new PaymentsRepo(db);
  let sandbox: SandboxRepo | null = null;
  let sandboxTransfers: SandboxTransfersRepo | null = null;
  let provider: PaymentProvider;
  if (config.FLW_SECRET_KEY) {
    provider = new FlutterwaveProvider({
      baseUrl: config.FLW_BASE_URL,
      secretKey: config.FLW_SECRET_KEY,
      secretHash: config.FLW_SECRET_HASH,
      timeoutMs: config.FLW_TIMEOUT_MS,
    });
  } else {
    sandbox = new SandboxRepo(db);
    sandboxTransfers = new SandboxTransfersRepo(db);
    provider = new SandboxProvider(sandbox, config.publicUrl, sandboxTransfers);
  }
  // The machine's clock, as the rest of payments (its re-check schedule and lifetimes are the provider's time).
  const savedCards = createSavedCards({ db, authSecret: deps.authSecret, provider, log });
  const service = new PaymentsService({
    repo,
    provider,
    bookings: deps.bookings,
    mail: deps.mail,
    publicUrl: config.publicUrl,
    log,
    onPaid: deps.onPaid,
    onSettled: deps.onSettled,
    cards: savedCards,
  });
  const savedCardCharges = createSavedCardCharges({
    authSecret: deps.authSecret,
    repo,
    cards: savedCards,
    provider,
    bookings: deps.bookings,
    settle: (txRef, hint) => service.settle(txRef, hint),
    publicUrl: config.publicUrl,
    log,
  });
  const webhooks = new PaymentWebhooks({
    repo,
    provider,
    payments: service,
    log,
    otherNotices: deps.otherWebhookNotices,
  });
  const transferAccounts = new TransferAccountsRepo(db);
  const transfers = new TransferAccountsService({
    repo: transferAccounts,
    provider,
    sandbox: sandboxTransfers,
    settle: (txRef) => service.settle(txRef),
    log,
  });
  const invoicesRepo = new InvoicesRepo(db);
  const receiptsRepo = new ReceiptsRepo(db);
  const company = {
    name: config.COMPANY_NAME,
    address: config.COMPANY_ADDRESS,
    rcNumber: config.COMPANY_RC_NUMBER ?? null,
  };
  return {
    service,
    webhooks,
    invoices: new InvoicesService({
      repo: invoicesRepo,
      bookings: deps.bookings,
      mail: deps.mail,
      transfers,
      company,
      links: invoiceLinks,
    }),
    receipts: new ReceiptsService({ repo: receiptsRepo, bookings: deps.bookings, company }),
    paperwork: new BookingPaperwork({ invoices: invoicesRepo, accounts: transferAccounts, receipts: receiptsRepo }),
    transfers,
    transferAccounts,
    invoiceReminders: new InvoiceReminders({
      repo: new InvoiceRemindersRepo(db),
      bookings: deps.bookings,
      invoiceLinks,
    }),
    cancels: new BookingCancelService({
      repo,
      provider,
      payments: service,
      bookings: deps.bookings,
      mail: deps.mail,
      teamEmail: config.site.email,
      log,
      onCancelled: deps.onCancelled,
    }),
    provider,
    sandbox,
    jobs: paymentJobs({ payments: service, webhooks, repo }),
    savedCards,
    savedCardCharges,
  };
}

/** One line at start-up saying how card payments are taken. */
export function logPaymentProvider(config: Config, log: FastifyBaseLogger): void {
  if (!config.FLW_SECRET_KEY) {
    const say = config.isProduction ? log.warn.bind(log) : log.info.bind(log);
    say(
      'payments: no FLW_SECRET_KEY, so card payments use the built-in sandbox (a test checkout page; no money moves)',
    );
    return;
  }
  const mode = config.FLW_SECRET_KEY.startsWith('FLWSECK_TEST') ? 'test mode' : 'live';
  log.info({ baseUrl: config.FLW_BASE_URL }, `payments: Flutterwave (${mode})`);
  if (!config.FLW_SECRET_HASH) {
    log.warn(
      'payments: FLW_SECRET_HASH is unset, so Flutterwave webhooks are refused; the redirect and the re-verify job still settle payments',
    );
  }
}
