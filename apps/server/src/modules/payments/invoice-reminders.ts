import type { NotificationChannel } from '@eazy2con/shared/sessions';
import type { DueReminder, ReminderSource } from '../notifications/event-reminders.service';
import { EXPIRED_WINDOW_MS } from '../notifications/event-reminders.service';
import type { Notice } from '../notifications/notifications.service';
import type { InvoiceLinks } from './invoice-links';
import type { InvoiceRemindersRepo } from './invoice-reminders.repo';
import { invoicePath } from './invoices.service';
import type { PayableBookings } from './payable-bookings';
import type { BookingInvoiceRow } from './payments.schema';

type EventReminderKind = Parameters<ReminderSource['remindersDue']>[0];

/** Invoices looked at per kind per run: a backlog drains over a few runs. */
const BATCH = 200;

export interface InvoiceRemindersDeps {
  repo: InvoiceRemindersRepo;
  bookings: PayableBookings;
  /** Without it (no secret to sign with) the notices link to the invoice page, which asks for the invoice mail's link. */
  invoiceLinks?: Pick<InvoiceLinks, 'tokenFor'> | undefined;
}

/**
 * The invoice due and expired notices (issue 24), as a source of the event reminders job (jobs.ts,
 * `notifications.event-reminders`): the day before an unpaid invoice is due, and once it has passed its due time
 * unpaid. Each is claimed by its event_reminders row (subject INVOICE, the invoice's id and due time) in the
 * transaction that queues it, so it goes once across instances. An invoice paid (by transfer or by card), refunded
 * or whose booking was cancelled is not UNPAID any more, or its booking says so: it gets neither.
 */
export class InvoiceReminders implements ReminderSource {
  readonly reminderSubject = 'INVOICE' as const;
  readonly reminderKinds = ['DAY_BEFORE', 'EXPIRED'] as const;

  constructor(private readonly deps: InvoiceRemindersDeps) {}

  async remindersDue(kind: EventReminderKind, now: Date, leadMs: number): Promise<DueReminder[]> {
    const { repo } = this.deps;
    const invoices =
      kind === 'DAY_BEFORE'
        ? await repo.unpaidDueBetween(now, new Date(now.getTime() + leadMs), BATCH, leadMs)
        : kind === 'EXPIRED'
          ? await repo.unpaidDueBetween(new Date(now.getTime() - EXPIRED_WINDOW_MS), now, BATCH)
          : [];
    const due: DueReminder[] = [];
    for (const invoice of invoices) {
      const notice = await this.noticeOf(invoice, kind);
      if (notice) due.push({ subjectId: invoice.id, eventAt: invoice.dueAt, notices: [notice] });
    }
    return due;
  }

  private async noticeOf(invoice: BookingInvoiceRow, kind: EventReminderKind): Promise<Notice | null> {
    const source = this.deps.bookings[invoice.bookingKind];
    const booking = source ? await this.deps.repo.findBooking(source, invoice.bookingId) : null;
    // Paid another way (a card), or cancelled: nothing is due any more.
    if (!booking || booking.paymentStatus === 'PAID' || booking.cancelledAt) return null;
    const common = {
      email: booking.customer.email,
      phone: booking.customer.phone,
      channels: booking.channels ?? (['EMAIL'] satisfies NotificationChannel[]),
    };
    const data = {
      name: booking.customer.name,
      number: invoice.number,
      item: booking.item,
      amountKobo: invoice.amountKobo ?? booking.amountKobo,
      path: invoicePath(invoice.id, this.deps.invoiceLinks?.tokenFor(invoice.id) ?? ''),
    };
    return kind === 'EXPIRED'
      ? { ...common, template: 'invoice-expired', data: { ...data, expiredAt: invoice.dueAt.toISOString() } }
      : { ...common, template: 'invoice-due', data: { ...data, dueAt: invoice.dueAt.toISOString() } };
  }
}
