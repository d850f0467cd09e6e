import { describe, expect, it } from 'vitest';
import { phoneDigits, toE164 } from './phone';

describe('phone numbers in E.164 (libphonenumber-js, Nigeria by default)', () => {
  it.each([
    ['08031234567', '+2348031234567'],
    ['0803 123 4567', '+2348031234567'],
    ['0803-123-4567', '+2348031234567'],
    ['0803.123.4567', '+2348031234567'],
    ['(0803) 123 4567', '+2348031234567'],
    ['+2348031234567', '+2348031234567'],
    ['+234 803 123 4567', '+2348031234567'],
    ['+234 (0) 803 123 4567', '+2348031234567'],
    ['2348031234567', '+2348031234567'],
    ['002348031234567', '+2348031234567'],
    ['8031234567', '+2348031234567'],
    ['07011234567', '+2347011234567'],
    ['09161234567', '+2349161234567'],
    ['+44 7911 123456', '+447911123456'],
    ['0044 7911 123456', '+447911123456'],
    ['+1 (650) 555-1234', '+16505551234'],
  ])('%s → %s', (input, expected) => {
    expect(toE164(input)).toBe(expected);
    expect(phoneDigits(input)).toBe(expected.slice(1));
  });

  it.each([
    '',
    'not a number',
    'call 08031234567',
    '0803123456',
    '080312345678',
    '05031234567',
    '01 234 5678', // a Lagos landline: no SMS or WhatsApp reaches it
    '+44 20 7946 0958', // a London landline
    '+234 603 123 4567',
    '447911123456', // a foreign number without its '+' reads as a (too long) Nigerian one
    '+12',
  ])('refuses %j', (input) => {
    expect(toE164(input)).toBeNull();
    expect(phoneDigits(input)).toBeNull();
  });
});
