import { describe, expect, it } from 'vitest';
import { csvBytes, csvCell } from './csv';

describe('csvCell, the one CSV cell writer (issue 34)', () => {
  it.each(['=1+1', '+234 803 000 1111', '-2+3', '@SUM(A1)', '\t=1', '\r=1', '-', '=', '-1.5e3'])(
    'puts an apostrophe before %j, which a spreadsheet would run',
    (text) => {
      expect(csvCell(text)).toBe(`'${text}`);
    },
  );

  it('leaves ordinary text, negative decimal numbers, numbers and dates as they are', () => {
    expect(csvCell('Ada Obi')).toBe('Ada Obi');
    expect(csvCell(' =1')).toBe(' =1');
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell('-3')).toBe('-3');
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(new Date(Date.UTC(2026, 0, 2)))).toBe('2026-01-02T00:00:00.000Z');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvBytes, a CSV file in memory (the data archive)', () => {
  it('writes the BOM, the header and each row through the formula guard', () => {
    const text = csvBytes(
      ['name', 'amount'],
      [
        ['=HYPERLINK("x")', 5000],
        ['Ada, Obi', null],
      ],
    ).toString('utf8');
    expect(text).toBe('\uFEFFname,amount\n"\'=HYPERLINK(""x"")",5000\n"Ada, Obi",\n');
  });
});
