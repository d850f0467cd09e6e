import { hasSqlState, UNIQUE_VIOLATION } from '../../lib/sql-state';
import { randomBytes } from 'node:crypto';
import { CHECKOUT_UNAVAILABLE, INVOICE_NOT_FOUND } from '@eazy2con/shared/payments';
import { InvoiceLinkSchema, OpenInvoiceSchema } from '@eazy2con/shared/validation/payments';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { requireBookingAccess, tokenMatches } from '../bookings/booking-access';
import type { MailService } from '../mail/mail.service';
import type { Tx } from '../../db/transaction';
import type { PayableBooking, PayableBookings } from './payable-bookings';
import type { BookingInvoiceRow } from './payments.schema';
import type { InvoicesRepo } from './invoices.repo';

export interface BookingInvoice {
  /** The invoice's own id: with the booking's token it makes the invoice's link. */
  id: string;
  /** The invoice number, E2C-2026-000123: sequential per year, given at first issue and kept from then on. */
  number: string;
  reference: string;
  createdAt: Date;
  issuedAt: Date;
  dueAt: Date;
  name: string;
  email: string;
  item: string;
  amountKobo: number;
  paid: boolean;
}

/** Crockford's base32 without I, L, O, U: nothing to misread when the reference is typed into a bank's app. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Days a person has to make the transfer after the invoice is issued. */
export const INVOICE_DUE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Lagos is UTC+1 all year (no daylight saving): an invoice issued at 00:30 on 1 January there counts in the new year. */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

export function newTransferReference(): string {
  const bytes = randomBytes(8);
  const chars = [...bytes].map((b) => ALPHABET[b % 32]).join('');
  return `E2C-${chars.slice(0, 4)}-${chars.slice(4, 8)}`;
}

export interface InvoicesDeps {
  repo: InvoicesRepo;
  bookings: PayableBookings;
  /** The booker is mailed the invoice's link and the transfer details when it is first issued. */
  mail: Pick<MailService, 'enqueue' | 'kick'>;
}

/** The invoice's own address on the site: with the booking's token, it opens the invoice on any device. */
export const invoicePath = (id: string, token: string) => `/payment-invoice/${id}?t=${encodeURIComponent(token)}`;

/**
 * The bank-transfer invoice of a booking (spec 2 §2, Pay Later). Its figures come from the stored booking, read
 * with the booking's token, never from what the browser says; the number and the transfer reference are made once
 * per booking, and the booker is mailed the invoice's own link when it is first issued.
 */
export class InvoicesService {
  constructor(private readonly deps: InvoicesDeps) {}

  async open(input: unknown): Promise<BookingInvoice> {
    const { kind, bookingId, token } = parseInput(OpenInvoiceSchema, input);
    const source = this.deps.bookings[kind];
    if (!source) throw new AppError('UNAVAILABLE', CHECKOUT_UNAVAILABLE);
    const booking = requireBookingAccess((await this.deps.repo.findBooking(source, bookingId)) ?? undefined, token);
    // A reference already taken by another invoice (a one-in-a-trillion draw) is drawn again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const issuedAt = new Date();
      const issue = {
        reference: newTransferReference(),
        issuedAt,
        dueAt: new Date(issuedAt.getTime() + INVOICE_DUE_DAYS * DAY_MS),
        year: new Date(issuedAt.getTime() + LAGOS_OFFSET_MS).getUTCFullYear(),
      };
      let issued = false;
      const invoice = await this.deps.repo
        .ensure(kind, booking.id, issue, async (row, tx) => {
          issued = true;
          await this.queueMail(row, booking, token, tx);
        })
        .catch((error: unknown) => {
          if (attempt < 2 && hasSqlState(error, UNIQUE_VIOLATION)) return null;
          throw error;
        });
      if (!invoice) continue;
      if (issued) this.deps.mail.kick();
      return describe(invoice, booking);
    }
    throw new Error('could not make an invoice reference');
  }

  /**
   * The invoice behind its own link (a reload, a mail, another device). It is only read, never issued here; a
   * malformed link, a missing invoice and a wrong token all answer the same NOT_FOUND.
   */
  async byLink(input: unknown): Promise<BookingInvoice> {
    const link = InvoiceLinkSchema.safeParse(input);
    const invoice = link.success ? await this.deps.repo.byId(link.data.id) : null;
    const source = invoice ? this.deps.bookings[invoice.bookingKind] : undefined;
    const booking = invoice && source ? await this.deps.repo.findBooking(source, invoice.bookingId) : null;
    if (!link.success || !invoice || !booking || !tokenMatches(booking.accessTokenHash, link.data.token)) {
      throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
    }
    return describe(invoice, booking);
  }

  /**
   * The booking's Pay Later mail: the invoice's link (the token is the one this open was made with) and what the
   * transfer needs. Nothing to pay by transfer for a booking already paid or cancelled: no mail then.
   */
  private async queueMail(invoice: BookingInvoiceRow, booking: PayableBooking, token: string, tx: Tx): Promise<void> {
    if (booking.paymentStatus === 'PAID' || booking.cancelledAt) return;
    await this.deps.mail.enqueue(tx, {
      to: booking.customer.email,
      template: 'invoice-issued',
      data: {
        name: booking.customer.name,
        number: invoice.number,
        item: booking.item,
        amountKobo: booking.amountKobo,
        reference: invoice.reference,
        dueAt: invoice.dueAt.toISOString(),
        path: invoicePath(invoice.id, token),
      },
    });
  }
}

function describe(invoice: BookingInvoiceRow, booking: PayableBooking): BookingInvoice {
  return {
    id: invoice.id,
    number: invoice.number,
    reference: invoice.reference,
    createdAt: invoice.createdAt,
    issuedAt: invoice.issuedAt,
    dueAt: invoice.dueAt,
    name: booking.customer.name,
    email: booking.customer.email,
    item: booking.item,
    amountKobo: booking.amountKobo,
    paid: booking.paymentStatus === 'PAID',
  };
}
