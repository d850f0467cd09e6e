import type { BookingInvoice } from './invoices.service';
import type { InvoiceStatus } from './payments.schema';
import { PdfSheet, pdfMoney } from './pdf-sheet';

/** What the invoice prints besides the stored invoice: how to reach the company, and its own bank account. */
export interface PdfSiteDetails {
  phone: string;
  email: string;
  /** The company's account (BANK_*): shown only when the provider could not open one for the invoice. */
  bank: { name: string; accountNumber: string; accountName: string };
}

const STATUS: Record<InvoiceStatus, string> = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  EXPIRED: 'Expired',
  REFUNDED: 'Refunded',
  HELD: 'Held for review',
};

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Africa/Lagos' });
const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** A file name safe in a Content-Disposition header: letters, digits and dashes only. */
export const safeFileName = (stem: string) => `${stem.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 80)}.pdf`;

/** The file name a browser saves it under: 'invoice-E2C-2026-000123.pdf'. */
export const invoiceFileName = (invoice: Pick<BookingInvoice, 'number'>) => safeFileName(`invoice-${invoice.number}`);

/** The company's lines, as both documents print them beside their title. */
export function companyLines(company: BookingInvoice['company'], site: Pick<PdfSiteDetails, 'phone' | 'email'>) {
  return [
    company.name,
    company.address,
    ...(company.rcNumber ? [`RC ${company.rcNumber}`] : []),
    site.phone,
    site.email,
  ];
}

/**
 * A stored invoice as an A4 PDF (issue 35: "Download PDF" on the account page): the company, the number and dates,
 * who is billed, the line items frozen at issue with their total, where it stands and, while it can be paid by
 * transfer, the bank account opened for it. Every figure is the server's own (InvoicesService.byLink).
 */
export async function invoicePdf(invoice: BookingInvoice, site: PdfSiteDetails): Promise<Uint8Array> {
  const sheet = await PdfSheet.create({
    title: `${invoice.company.name} invoice ${invoice.number}`,
    author: invoice.company.name,
  });
  sheet
    .heading('Invoice', companyLines(invoice.company, site))
    .facts([
      ['Invoice number', invoice.number],
      ['Issued', day.format(invoice.issuedAt)],
      ['Due', day.format(invoice.dueAt)],
      ['Status', STATUS[invoice.status]],
      ['Transfer reference', invoice.reference],
    ])
    .section('Billed to')
    .lines([invoice.name, invoice.email])
    .table(
      ['Description', 'Qty', 'Unit price', 'Amount'],
      invoice.lineItems.map((line) => [
        line.description,
        String(line.quantity),
        pdfMoney(line.unitKobo),
        pdfMoney(line.amountKobo),
      ]),
      ['Total', pdfMoney(invoice.amountKobo)],
    );

  if (invoice.status !== 'UNPAID') {
    sheet.note(closedNote(invoice.status));
    return sheet.save();
  }
  sheet.section('Paying by bank transfer');
  const transfer = invoice.transfer;
  if (transfer && !transfer.expired) {
    sheet.facts([
      ['Bank', transfer.bankName],
      ['Account number', transfer.accountNumber],
      ['Exact amount', pdfMoney(transfer.amountKobo)],
      ['Account open until', dayAndTime.format(transfer.expiresAt)],
    ]);
    sheet.note(
      'This account was opened for this invoice alone. Transfer exactly the amount above before it closes and your booking is marked paid on its own; a different amount is held for our team to check.',
    );
    if (transfer.sandbox) sheet.note('Sandbox test account: no money moves.');
  } else if (transfer) {
    sheet.note(
      'The bank account opened for this invoice has closed. Reopen the invoice from your account page, or from the link in your booking e-mail, for a new one.',
    );
  } else {
    sheet.facts([
      ['Bank', site.bank.name],
      ['Account number', site.bank.accountNumber],
      ['Account name', site.bank.accountName],
    ]);
    sheet.note(`Quote ${invoice.reference} with your transfer so that we can match it to your booking.`);
  }
  return sheet.save();
}

function closedNote(status: Exclude<InvoiceStatus, 'UNPAID'>): string {
  switch (status) {
    case 'PAID':
      return 'This invoice is paid. Thank you.';
    case 'EXPIRED':
      return 'This invoice is past its due date and can no longer be paid by transfer. Please contact us to pay it.';
    case 'REFUNDED':
      return 'The payment for this invoice was refunded.';
    case 'HELD':
      return 'We received a transfer for this invoice that is not its exact amount. Our team is checking it and will contact you; please do not transfer again.';
  }
}
