import { hasSqlState, UNIQUE_VIOLATION } from '../../lib/sql-state';
import { randomBytes } from 'node:crypto';
import {
  CHECKOUT_UNAVAILABLE,
  INVOICE_NOT_FOUND,
  INVOICE_NOT_PAYABLE,
  NO_OPEN_TRANSFER_ACCOUNT,
  SANDBOX_ONLY,
} from '@eazy2con/shared/payments';
import {
  InvoiceLinkSchema,
  OpenInvoiceSchema,
  RenewTransferSchema,
  SimulateTransferSchema,
} from '@eazy2con/shared/validation/payments';
import { AppError } from '../../lib/app-error';
import { parseInput } from '../../lib/validate';
import { NO_ACCOUNT, opensBooking, tokenMatches, type ConfirmedEmail } from '../../lib/booking-access';
import type { MailService } from '../mail/mail.service';
import type { Tx } from '../../db/transaction';
import type { PayableBookingKind } from '@eazy2con/shared/payments';
import type { PayableBooking, PayableBookings } from './payable-bookings';
import type { BookingInvoiceRow, InvoiceLineItem, InvoiceStatus } from './payments.schema';
import type { InvoiceLinks } from './invoice-links';
import { invoiceStatusOf } from './invoice-status';
import { requirePayableAccess } from './payable-access';
import { InvoicesRepo } from './invoices.repo';
import type { TransferAccountsService, TransferView } from './transfer-accounts.service';

/** The company's registered details printed on every invoice (COMPANY_* settings). */
export interface CompanyDetails {
  name: string;
  address: string;
  rcNumber: string | null;
}

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
  /** Frozen at issue (invoices issued before that was stored read the booking's). */
  amountKobo: number;
  paid: boolean;
  status: InvoiceStatus;
  lineItems: InvoiceLineItem[];
  company: CompanyDetails;
  /** The bank account to transfer into; null until one could be opened. */
  transfer: TransferView | null;
  /** The sandbox is the provider: the page may simulate a transfer. */
  sandbox: boolean;
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
  mail: Pick<MailService, 'send'>;
  transfers: TransferAccountsService;
  company: CompanyDetails;
  /**
   * The signed invoice links of the due and expired notices (issue 24), accepted beside the booking's token; an
   * invoice first opened by its signed-in owner (no token to put in the mail) is mailed with one.
   */
  links: Pick<InvoiceLinks, 'matches' | 'tokenFor'>;
  now?: () => Date;
}

/** The invoice's own address on the site: with the booking's token, it opens the invoice on any device. */
export const invoicePath = (id: string, token: string) => `/payment-invoice/${id}?t=${encodeURIComponent(token)}`;

/**
 * The bank-transfer invoice of a booking (spec 2 §2, Pay Later). Its figures come from the stored booking, read
 * with the booking's token (or by the booking's signed-in owner, issue 35), never from what the browser says; the
 * number and the transfer reference are made once per booking, and the booker is mailed the invoice's own link when
 * it is first issued.
 */
export class InvoicesService {
  constructor(private readonly deps: InvoicesDeps) {}

  async open(input: unknown, confirmedEmail: ConfirmedEmail = NO_ACCOUNT): Promise<BookingInvoice> {
    const { kind, bookingId, token } = parseInput(OpenInvoiceSchema, input);
    const source = this.deps.bookings[kind];
    if (!source) throw new AppError('UNAVAILABLE', CHECKOUT_UNAVAILABLE);
    const booking = await requirePayableAccess(
      await this.deps.repo.findBooking(source, bookingId),
      token,
      confirmedEmail,
    );
    // The mail's link carries the booking's token when it opened the invoice, else (its owner, signed in) a signed
    // invoice link: a token the caller typed wrong never goes into a mail.
    const mailToken = token && tokenMatches(booking.accessTokenHash, token) ? token : null;
    // Opening the invoice is choosing a bank transfer, whichever screen it came from (Pay Later, a failed card).
    if (booking.paymentStatus !== 'PAID' && !booking.cancelledAt)
      await this.deps.repo.chooseTransfer(source, booking.id);
    // A reference already taken by another invoice (a one-in-a-trillion draw) is drawn again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const issuedAt = new Date();
      const issue = {
        reference: newTransferReference(),
        issuedAt,
        dueAt: new Date(issuedAt.getTime() + INVOICE_DUE_DAYS * DAY_MS),
        year: new Date(issuedAt.getTime() + LAGOS_OFFSET_MS).getUTCFullYear(),
        amountKobo: booking.amountKobo,
        lineItems: [
          { description: booking.item, quantity: 1, unitKobo: booking.amountKobo, amountKobo: booking.amountKobo },
        ],
      };
      let issued = false;
      const invoice = await this.deps.repo
        .ensure(kind, booking.id, issue, () => {
          issued = true;
          return Promise.resolve();
        })
        .catch((error: unknown) => {
          if (attempt < 2 && hasSqlState(error, UNIQUE_VIOLATION)) return null;
          throw error;
        });
      if (!invoice) continue;
      // Opening the invoice opens its transfer account, while there is something to pay.
      const transfer =
        this.statusOf(invoice, booking) === 'UNPAID' && !booking.cancelledAt
          ? await this.deps.transfers.ensure(invoice, booking)
          : await this.deps.transfers.current(invoice);
      // Mailed once, by the open that issued the invoice, after its account was asked for: the mail carries it.
      if (issued) await this.sendMail(invoice, booking, mailToken, transfer);
      return this.describe(invoice, booking, transfer);
    }
    throw new Error('could not make an invoice reference');
  }

  /**
   * The invoice behind its own link (a reload, a mail, another device), or by its id for the booking's signed-in
   * owner (the account page, its PDF). It is only read, never issued here; a malformed link, a missing invoice, a
   * wrong token and someone else's invoice all answer the same NOT_FOUND.
   */
  /**
   * The invoice page's address with its signed link (the due notices' `i1.` token): what another module's message
   * sends (a membership's renewal invoice), opening the invoice without the booking's token or a sign-in.
   */
  signedPath(invoiceId: string): string {
    return invoicePath(invoiceId, this.deps.links.tokenFor(invoiceId));
  }

  async byLink(input: unknown, confirmedEmail: ConfirmedEmail = NO_ACCOUNT): Promise<BookingInvoice> {
    const { invoice, booking } = await this.access(InvoiceLinkSchema.safeParse(input), confirmedEmail);
    return this.describe(invoice, booking, await this.deps.transfers.current(invoice));
  }

  /** A new transfer account for the invoice once its last one expired (a live one is answered as it is). */
  async renewTransfer(input: unknown, confirmedEmail: ConfirmedEmail = NO_ACCOUNT): Promise<BookingInvoice> {
    const { invoice, booking } = await this.access(RenewTransferSchema.safeParse(input), confirmedEmail);
    if (this.statusOf(invoice, booking) !== 'UNPAID' || booking.cancelledAt) {
      throw new AppError('CONFLICT', INVOICE_NOT_PAYABLE);
    }
    return this.describe(invoice, booking, await this.deps.transfers.renew(invoice, booking));
  }

  /** The sandbox's "simulate transfer" (never with real keys): pays the open test account, then reads back. */
  async simulateTransfer(input: unknown, confirmedEmail: ConfirmedEmail = NO_ACCOUNT): Promise<BookingInvoice> {
    if (!this.deps.transfers.sandboxActive) throw new AppError('FORBIDDEN', SANDBOX_ONLY);
    const parsed = SimulateTransferSchema.safeParse(input);
    const { invoice } = await this.access(parsed, confirmedEmail);
    if (!parsed.success) throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
    if (!(await this.deps.transfers.simulate(invoice, parsed.data.outcome))) {
      throw new AppError('CONFLICT', NO_OPEN_TRANSFER_ACCOUNT);
    }
    const after = await this.access(parsed, confirmedEmail);
    return this.describe(after.invoice, after.booking, await this.deps.transfers.current(after.invoice));
  }

  /**
   * The invoice and its booking when the link's token is the booking's (or the invoice's signed link), or when the
   * caller's account confirmed the booking's e-mail (issue 35). A malformed link, a missing invoice, a wrong token
   * and someone else's invoice all answer the same NOT_FOUND.
   */
  private async access(
    link: { success: true; data: { id: string; token?: string | undefined } } | { success: false },
    confirmedEmail: ConfirmedEmail,
  ): Promise<{ invoice: BookingInvoiceRow; booking: PayableBooking }> {
    const invoice = link.success ? await this.deps.repo.byId(link.data.id) : null;
    const source = invoice ? this.deps.bookings[invoice.bookingKind] : undefined;
    const booking = invoice && source ? await this.deps.repo.findBooking(source, invoice.bookingId) : null;
    const token = link.success ? link.data.token : undefined;
    const opens = async (invoice: BookingInvoiceRow, booking: PayableBooking) =>
      (!!token && this.deps.links.matches(invoice.id, token)) ||
      opensBooking({ accessTokenHash: booking.accessTokenHash, email: booking.customer.email }, token, confirmedEmail);
    if (!invoice || !booking || !(await opens(invoice, booking))) {
      throw new AppError('NOT_FOUND', INVOICE_NOT_FOUND);
    }
    return { invoice, booking };
  }

  /** Where the invoice stands (invoice-status.ts). */
  private statusOf(invoice: BookingInvoiceRow, booking: PayableBooking): InvoiceStatus {
    return invoiceStatusOf(invoice, booking.paymentStatus, this.deps.now?.() ?? new Date());
  }

  private describe(invoice: BookingInvoiceRow, booking: PayableBooking, transfer: TransferView | null): BookingInvoice {
    const amountKobo = invoice.amountKobo ?? booking.amountKobo;
    const status = this.statusOf(invoice, booking);
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
      amountKobo,
      paid: status === 'PAID',
      status,
      lineItems: invoice.lineItems ?? [{ description: booking.item, quantity: 1, unitKobo: amountKobo, amountKobo }],
      company: this.deps.company,
      transfer,
      sandbox: this.deps.transfers.sandboxActive,
    };
  }

  /**
   * The booking's Pay Later mail: the invoice's link (with the booking's token this open was made with, or a signed
   * invoice link when its signed-in owner opened it without one) and the account
   * to transfer into — the invoice's own when the provider opened one, else (provider down) the template falls back
   * to the company's. Nothing to pay by transfer for a booking already paid or cancelled: no mail then. Queued after
   * the account was asked for (a provider call cannot sit inside the issuing transaction); only the open that
   * issued the invoice sends it, so it still goes out once per booking.
   */
  private async sendMail(
    invoice: BookingInvoiceRow,
    booking: PayableBooking,
    token: string | null,
    transfer: TransferView | null,
  ): Promise<void> {
    if (booking.paymentStatus === 'PAID' || booking.cancelledAt) return;
    const live = transfer && transfer.status === 'open' && !transfer.expired ? transfer : null;
    await this.deps.mail.send({
      to: booking.customer.email,
      template: 'invoice-issued',
      data: {
        name: booking.customer.name,
        number: invoice.number,
        item: booking.item,
        amountKobo: invoice.amountKobo ?? booking.amountKobo,
        reference: invoice.reference,
        dueAt: invoice.dueAt.toISOString(),
        path: invoicePath(invoice.id, token ?? this.deps.links.tokenFor(invoice.id)),
        transfer: live && {
          bankName: live.bankName,
          accountNumber: live.accountNumber,
          amountKobo: live.amountKobo,
          expiresAt: live.expiresAt.toISOString(),
          sandbox: live.sandbox,
        },
      },
    });
  }

  /** Refunds (issue 23): the booking's invoice reads REFUNDED once its payment is refunded in full, in that transaction. */
  markRefunded(kind: PayableBookingKind, bookingId: string, tx: Tx): Promise<boolean> {
    return InvoicesRepo.in(tx).setStatusOfBooking(kind, bookingId, 'REFUNDED', ['PAID', 'UNPAID', 'HELD']);
  }
}
