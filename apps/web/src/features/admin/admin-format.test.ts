import { describe, expect, it } from 'vitest';
import { adminDate, cutDescription, exportHref, paymentLabel, serialNumber, yesNo } from './admin-format';

describe('admin list cells', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('shows dates as Today, Yesterday or the date, by Lagos calendar days', () => {
    expect(adminDate('2026-03-10T08:00:00Z', now)).toBe('Today');
    // 23:30 UTC on the 9th is 00:30 on the 10th in Lagos.
    expect(adminDate('2026-03-09T23:30:00Z', now)).toBe('Today');
    expect(adminDate('2026-03-09T10:00:00Z', now)).toBe('Yesterday');
    expect(adminDate('2026-03-08T22:59:00Z', now)).toBe('8 Mar 2026');
    expect(adminDate('2025-12-25T10:00:00Z', now)).toBe('25 Dec 2025');
    expect(adminDate(null, now)).toBe('');
  });

  it('cuts descriptions at 100 characters, markup removed', () => {
    const long = 'a'.repeat(150);
    expect(cutDescription(long)).toBe(`${'a'.repeat(100)}…`);
    expect(cutDescription('a'.repeat(100))).toBe('a'.repeat(100));
    expect(cutDescription('<p>Learn <b>React</b></p>')).toBe('Learn React');
    expect(cutDescription(undefined)).toBe('');
  });

  it('counts serial numbers down from the total across pages', () => {
    expect([0, 1, 2].map((i) => serialNumber(25, 0, i))).toEqual([25, 24, 23]);
    expect(serialNumber(25, 20, 4)).toBe(1);
  });

  it('labels payment and bank transfer', () => {
    expect([paymentLabel(true), paymentLabel(false), paymentLabel(null)]).toEqual(['Paid', 'Not Paid', 'Not Paid']);
    expect([yesNo(true), yesNo(false)]).toEqual(['Yes', 'No']);
  });

  it('builds the export link from the search and order on screen', () => {
    expect(exportHref('contact-us', {})).toBe('/api/admin/export/contact-us.csv');
    expect(
      exportHref('book-amentors', { search: 'ada o', sortBy: 'fullName', sortDirection: 'ASC', custom: true }),
    ).toBe('/api/admin/export/book-amentors.csv?search=ada+o&sortBy=fullName&sortDirection=ASC&custom=true');
  });
});
