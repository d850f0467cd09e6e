import { describe, expect, it } from 'vitest';
import { loggablePath } from './loggable-path';

describe('loggable path', () => {
  it('drops the query string and a calendar feed secret, keeps other paths', () => {
    expect(loggablePath('/api/calendar/abcDEF_-123.ics?x=1')).toBe('/api/calendar/<secret>.ics');
    expect(loggablePath('/api/invoices/1.pdf?t=secret')).toBe('/api/invoices/1.pdf');
    expect(loggablePath('/graphql')).toBe('/graphql');
  });
});
