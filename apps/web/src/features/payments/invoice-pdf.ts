import { pdfText } from '@eazy2con/shared/pdf-text';

/**
 * The invoice as a real A4 portrait PDF file (spec 2 §2: Print saves a PDF named after the product and 'invoice'),
 * drawn with pdf-lib, which is loaded only when Print is pressed so the page's first load does not carry it.
 */
export interface InvoicePdfContent {
  siteName: string;
  company: string[];
  number: string;
  created: string;
  /** When the transfer is due; only an invoice the server issued has one. */
  due: string | null;
  reference: string | null;
  name: string;
  email: string;
  item: string;
  price: string;
  total: string;
  /** The invoice's status label (stored invoices only). */
  status?: string | null;
  /** The account to pay into: the invoice's own transfer account (exact amount, expiry) or the company's. */
  bank: {
    name: string;
    accountNumber: string;
    accountName: string | null;
    amount?: string;
    expires?: string;
  } | null;
}

/** A4 in PDF points (1/72 inch): 210 × 297 mm. */
export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

/** The file name the browser saves: '<Product> invoice.pdf'. */
export const invoiceFileName = (siteName: string) => `${siteName} invoice.pdf`;

export async function invoicePdf(content: InvoicePdfContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.siteName} invoice ${content.number}`);
  doc.setAuthor(content.siteName);
  doc.setCreator(content.siteName);
  doc.setProducer(content.siteName);
  const page = doc.addPage([A4_POINTS.width, A4_POINTS.height]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const brand = rgb(0.263, 0.22, 0.792);
  const muted = rgb(0.35, 0.35, 0.4);
  const ink = rgb(0.07, 0.07, 0.1);
  const margin = 56;
  const right = A4_POINTS.width - margin;
  let y = A4_POINTS.height - margin;

  const text = (
    value: string,
    x: number,
    at: number,
    options: { size?: number; font?: typeof regular; color?: typeof ink; alignRight?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 11;
    const safe = pdfText(value);
    const width = font.widthOfTextAtSize(safe, size);
    page.drawText(safe, { x: options.alignRight ? x - width : x, y: at, size, font, color: options.color ?? ink });
  };
  const rule = (at: number, thickness = 1, color = rgb(0.88, 0.89, 0.92)) =>
    page.drawLine({ start: { x: margin, y: at }, end: { x: right, y: at }, thickness, color });

  // Heading and the company, side by side.
  text('Invoice', margin, y - 24, { size: 28, font: bold, color: brand });
  let companyY = y - 6;
  for (const [i, line] of [content.siteName, ...content.company].entries()) {
    text(line, right, companyY, {
      size: i === 0 ? 12 : 10,
      font: i === 0 ? bold : regular,
      color: i === 0 ? ink : muted,
      alignRight: true,
    });
    companyY -= 15;
  }
  y -= 56;
  const facts: [string, string][] = [
    ['Invoice number', content.number],
    ['Created', content.created],
    ...(content.due ? ([['Due date', content.due]] as [string, string][]) : []),
    ...(content.reference ? ([['Transfer reference', content.reference]] as [string, string][]) : []),
  ];
  for (const [label, value] of facts) {
    text(label, margin, y, { color: muted });
    text(value, margin + 130, y, { font: bold });
    y -= 17;
  }
  y = Math.min(y, companyY) - 12;
  rule(y, 2, brand);

  y -= 30;
  text('Billed to', margin, y, { size: 13, font: bold });
  y -= 18;
  text(content.name, margin, y);
  y -= 15;
  text(content.email, margin, y);

  // The item and the total.
  y -= 36;
  page.drawRectangle({ x: margin, y: y - 8, width: right - margin, height: 26, color: rgb(0.96, 0.96, 0.99) });
  text('Item', margin + 10, y, { font: bold });
  text('Price', right - 10, y, { font: bold, alignRight: true });
  y -= 30;
  text(content.item, margin + 10, y);
  text(content.price, right - 10, y, { alignRight: true });
  y -= 12;
  rule(y);
  y -= 22;
  text('Total', margin + 10, y, { font: bold, size: 12 });
  text(content.total, right - 10, y, { font: bold, size: 12, alignRight: true });

  // How to pay.
  y -= 48;
  text('Paying by bank transfer', margin, y, { size: 13, font: bold });
  y -= 20;
  const bank = content.bank;
  const bankRows: [string, string][] = [
    ...(content.status ? ([['Status', content.status]] as [string, string][]) : []),
    ...(bank
      ? ([
          ['Bank', bank.name],
          ['Account number', bank.accountNumber],
          ...(bank.accountName ? [['Account name', bank.accountName]] : []),
          ...(bank.amount ? [['Exact amount', bank.amount]] : []),
          ...(bank.expires ? [['Account expires', bank.expires]] : []),
        ] as [string, string][])
      : []),
  ];
  for (const [label, value] of bankRows) {
    text(label, margin, y, { color: muted });
    text(value, margin + 130, y, { font: bold });
    y -= 17;
  }
  y -= 6;
  text(
    content.reference
      ? `Quote ${content.reference} with your transfer so that we can match it to your booking.`
      : `Quote the invoice number ${content.number} with your transfer.`,
    margin,
    y,
    { color: muted, size: 10 },
  );

  return doc.save();
}

/** Saves the PDF through the browser's download, under `fileName`. */
export function saveFile(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the download can read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
