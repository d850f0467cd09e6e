import { describe, expect, it } from 'vitest';
import { readPdf } from '../../test/pdf-text';
import { pdfText } from '@eazy2con/shared/pdf-text';
import { A4_POINTS, invoiceFileName, invoicePdf } from './invoice-pdf';

const content = {
  siteName: 'Eazy2con',
  company: ['12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria', '+234 803 000 0000', 'hello@eazy2con.com'],
  number: '1764000000000',
  created: '24 November 2026',
  due: '1 December 2026',
  reference: 'E2C-7KQ4-M9XD',
  name: 'Adaeze Okafor-Nwosu',
  email: 'adaeze@example.com',
  item: 'Weekend camp for 2 children',
  price: '₦18,000',
  total: '₦18,000',
  bank: { name: 'Guaranty Trust Bank', accountNumber: '0123456789', accountName: 'Eazy2con Technologies Ltd' },
};

describe('invoicePdf', () => {
  it('makes one A4 portrait page with the invoice figures', async () => {
    const pdf = await readPdf(await invoicePdf(content));
    expect(pdf.pages).toHaveLength(1);
    const [page] = pdf.pages;
    expect(page?.width).toBeCloseTo(A4_POINTS.width, 1);
    expect(page?.height).toBeCloseTo(A4_POINTS.height, 1);
    expect(page!.height).toBeGreaterThan(page!.width);
    for (const value of [
      'Invoice',
      '1764000000000',
      'E2C-7KQ4-M9XD',
      'Due date',
      '1 December 2026',
      'Adaeze Okafor-Nwosu',
      'adaeze@example.com',
      'Weekend camp for 2 children',
      'NGN 18,000',
      'Guaranty Trust Bank',
      '0123456789',
      'Eazy2con Technologies Ltd',
      '12 Admiralty Way, Lekki Phase 1, Lagos, Nigeria',
    ]) {
      expect(page?.text).toContain(value);
    }
    expect(pdf.title).toBe('Eazy2con invoice 1764000000000');
    expect(invoiceFileName('Eazy2con')).toBe('Eazy2con invoice.pdf');
  });

  it('still makes the file when a name has letters the PDF fonts lack', async () => {
    const pdf = await readPdf(
      await invoicePdf({ ...content, name: 'Ọlá Adébáyọ̀ 王', reference: null, due: null, bank: null }),
    );
    expect(pdf.pages[0]?.text).toContain('Ola Adebayo ?');
    expect(pdfText('₦35,000')).toBe('NGN 35,000');
  });
});
