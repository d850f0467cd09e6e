import { companyLines, safeFileName, type PdfSiteDetails } from './invoice-pdf';
import { PdfSheet, pdfMoney } from './pdf-sheet';
import type { Receipt } from './receipts.service';

const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** The file name a browser saves it under: 'receipt-<our reference>.pdf'. */
export const receiptFileName = (receipt: Pick<Receipt, 'paymentId'>) => safeFileName(`receipt-${receipt.paymentId}`);

const methodText = (receipt: Receipt) =>
  receipt.method === 'CARD'
    ? 'Card (online checkout)'
    : receipt.recordedByTeam
      ? 'Bank transfer (recorded by our team)'
      : 'Bank transfer';

/**
 * A settled payment's receipt as an A4 PDF (issue 35: "Download receipt" on the account page): what was paid for,
 * when, how, the provider's reference and ours, and the amount received. Every figure is the stored payment's
 * (ReceiptsService.byLink).
 */
export async function receiptPdf(receipt: Receipt, site: Pick<PdfSiteDetails, 'phone' | 'email'>): Promise<Uint8Array> {
  const sheet = await PdfSheet.create({ title: `${receipt.company.name} receipt`, author: receipt.company.name });
  sheet
    .heading('Receipt', companyLines(receipt.company, site))
    .facts([
      ['Paid on', dayAndTime.format(receipt.paidAt)],
      ['Paid by', methodText(receipt)],
      ["Provider's reference", receipt.providerReference ?? 'None given'],
      ['Our reference', receipt.txRef],
    ])
    .section('Received from')
    .lines([receipt.name, receipt.email])
    .table(
      ['Paid for', 'Amount'],
      [[receipt.item, pdfMoney(receipt.amountKobo)]],
      ['Total paid', pdfMoney(receipt.amountKobo)],
    );
  if (receipt.test) sheet.note("Test payment through the site's payment sandbox: no money moved.");
  sheet.note('Thank you for your payment. Keep this receipt for your records.');
  return sheet.save();
}
