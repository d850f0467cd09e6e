import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/number-text';
import { pdfText } from '@eazy2con/shared/pdf-text';

/** A4 portrait in PDF points (1/72 inch): 210 × 297 mm. */
export const A4 = { width: 595.28, height: 841.89 } as const;

/** 'NGN 18,000': the standard fonts have no naira sign (@eazy2con/shared/pdf-text). */
export const pdfMoney = (kobo: number): string => pdfText(formatNaira(koboToNaira(kobo)));

const MARGIN = 56;
const LABEL_WIDTH = 140;
const BRAND = rgb(0.263, 0.22, 0.792);
const MUTED = rgb(0.35, 0.35, 0.4);
const INK = rgb(0.07, 0.07, 0.1);
const LINE = rgb(0.88, 0.89, 0.92);

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: RGB;
  alignRight?: boolean;
  /** Longer text is cut to fit, ending in an ellipsis. */
  maxWidth?: number | undefined;
}

/**
 * One A4 page of a payment document (invoice-pdf.ts, receipt-pdf.ts), written top to bottom: a heading with the
 * company beside it, label–value facts, a table of lines with a total, and notes. Helvetica, a standard font, so the
 * text stays extractable; every string goes through pdfText so no typed name can stop the file from being made.
 */
export class PdfSheet {
  private y = A4.height - MARGIN;
  private readonly right = A4.width - MARGIN;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  static async create(meta: { title: string; author: string }): Promise<PdfSheet> {
    const doc = await PDFDocument.create();
    doc.setTitle(pdfText(meta.title));
    doc.setAuthor(pdfText(meta.author));
    doc.setCreator(pdfText(meta.author));
    doc.setProducer(pdfText(meta.author));
    const page = doc.addPage([A4.width, A4.height]);
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new PdfSheet(doc, page, regular, bold);
  }

  /** The document's name, large on the left, and the company's lines on the right (its name first, in bold). */
  heading(title: string, company: string[]): this {
    this.text(title, MARGIN, this.y - 24, { size: 28, bold: true, color: BRAND });
    let companyY = this.y - 6;
    for (const [i, line] of company.entries()) {
      this.text(line, this.right, companyY, {
        size: i === 0 ? 12 : 10,
        bold: i === 0,
        color: i === 0 ? INK : MUTED,
        alignRight: true,
      });
      companyY -= 15;
    }
    this.y = Math.min(this.y - 56, companyY) - 8;
    this.rule(2, BRAND);
    this.y -= 26;
    return this;
  }

  /** Label–value rows (the label muted, the value in bold). */
  facts(rows: readonly (readonly [string, string])[]): this {
    for (const [label, value] of rows) {
      this.text(label, MARGIN, this.y, { color: MUTED });
      this.text(value, MARGIN + LABEL_WIDTH, this.y, { bold: true });
      this.y -= 17;
    }
    this.y -= 10;
    return this;
  }

  /** A section's title. */
  section(title: string): this {
    this.text(title, MARGIN, this.y, { size: 13, bold: true });
    this.y -= 20;
    return this;
  }

  /** Plain lines, one under another. */
  lines(values: readonly string[]): this {
    for (const value of values) {
      this.text(value, MARGIN, this.y);
      this.y -= 15;
    }
    this.y -= 12;
    return this;
  }

  /** A table: a shaded header, one row per line (the last column right-aligned), a rule and the total in bold. */
  table(columns: readonly string[], rows: readonly (readonly string[])[], total: readonly [string, string]): this {
    const width = this.right - MARGIN;
    // The description takes half the width; the other columns share the rest, right-aligned.
    const xs = columns.map((_, i) =>
      i === 0 ? MARGIN + 10 : MARGIN + width / 2 + ((width / 2 - 10) * i) / (columns.length - 1),
    );
    const row = (cells: readonly string[], bold: boolean) =>
      cells.forEach((cell, i) =>
        this.text(cell, xs[i] ?? MARGIN, this.y, {
          bold,
          alignRight: i > 0,
          maxWidth: i === 0 ? width / 2 - 20 : undefined,
        }),
      );
    this.page.drawRectangle({ x: MARGIN, y: this.y - 8, width, height: 26, color: rgb(0.96, 0.96, 0.99) });
    row(columns, true);
    this.y -= 30;
    for (const cells of rows) {
      row(cells, false);
      this.y -= 18;
    }
    this.y += 6;
    this.rule();
    this.y -= 22;
    this.text(total[0], MARGIN + 10, this.y, { bold: true, size: 12 });
    this.text(total[1], this.right - 10, this.y, { bold: true, size: 12, alignRight: true });
    this.y -= 40;
    return this;
  }

  /** A muted paragraph, wrapped to the page's width. */
  note(value: string): this {
    const size = 10;
    let line = '';
    for (const word of pdfText(value).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (line && this.regular.widthOfTextAtSize(next, size) > this.right - MARGIN) {
        this.text(line, MARGIN, this.y, { size, color: MUTED });
        this.y -= 14;
        line = word;
      } else {
        line = next;
      }
    }
    if (line) this.text(line, MARGIN, this.y, { size, color: MUTED });
    this.y -= 22;
    return this;
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }

  private rule(thickness = 1, color: RGB = LINE): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: this.right, y: this.y },
      thickness,
      color,
    });
  }

  private text(value: string, x: number, at: number, options: TextOptions = {}): void {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 11;
    let safe = pdfText(value);
    const max = options.maxWidth;
    if (max !== undefined && font.widthOfTextAtSize(safe, size) > max) {
      while (safe.length > 1 && font.widthOfTextAtSize(`${safe}…`, size) > max) safe = safe.slice(0, -1);
      safe = `${safe.trimEnd()}…`;
    }
    const width = font.widthOfTextAtSize(safe, size);
    this.page.drawText(safe, {
      x: options.alignRight ? x - width : x,
      y: at,
      size,
      font,
      color: options.color ?? INK,
    });
  }
}
