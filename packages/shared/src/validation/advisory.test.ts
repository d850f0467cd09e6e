import { describe, expect, it } from 'vitest';
import { addDays, ADVISORY_DAYS_AHEAD, callDateFromIsoDay } from '../advisory';
import { fieldErrors } from './issues';
import {
  ADVISORY_DATE_INVALID,
  ADVISORY_EMAIL_INVALID,
  ADVISORY_EMAIL_REQUIRED,
  ADVISORY_FULL_NAME_REQUIRED,
  ADVISORY_PHONE_INVALID,
  ADVISORY_PHONE_REQUIRED,
  ADVISORY_PICK_DATE_TIME,
  ADVISORY_SLOT_PAST,
  ADVISORY_SOURCE_INVALID,
  ADVISORY_TIME_INVALID,
  ADVISORY_TOO_FAR,
  advisorySlotProblem,
  CreateBookAdvisorySchema,
} from './advisory';

const valid = {
  fullName: ' Ngozi Okafor ',
  phone: '+234 803 000 1111',
  email: 'Ngozi@Example.com',
  callDate: '24-11-2026',
  callTime: '9:20 AM',
};

const errorsOf = (input: Record<string, unknown>) => {
  const result = CreateBookAdvisorySchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('CreateBookAdvisorySchema', () => {
  it('trims, lower-cases the e-mail and defaults the source to Other Medium', () => {
    expect(CreateBookAdvisorySchema.parse(valid)).toEqual({
      fullName: 'Ngozi Okafor',
      phone: '+234 803 000 1111',
      email: 'ngozi@example.com',
      source: 'Other Medium',
      callDate: '24-11-2026',
      callTime: '9:20 AM',
      channels: ['EMAIL'],
    });
    expect(CreateBookAdvisorySchema.parse({ ...valid, source: '' }).source).toBe('Other Medium');
    expect(CreateBookAdvisorySchema.parse({ ...valid, source: 'Facebook' }).source).toBe('Facebook');
  });

  it("answers each missing field with the spec's message", () => {
    expect(errorsOf({})).toEqual({
      fullName: ADVISORY_FULL_NAME_REQUIRED,
      phone: ADVISORY_PHONE_REQUIRED,
      email: ADVISORY_EMAIL_REQUIRED,
      callDate: ADVISORY_PICK_DATE_TIME,
      callTime: ADVISORY_PICK_DATE_TIME,
    });
    expect(errorsOf({ ...valid, fullName: '   ', callTime: '' })).toEqual({
      fullName: ADVISORY_FULL_NAME_REQUIRED,
      callTime: ADVISORY_PICK_DATE_TIME,
    });
  });

  it('refuses bad values', () => {
    expect(errorsOf({ ...valid, phone: 'call me' })).toEqual({ phone: ADVISORY_PHONE_INVALID });
    expect(errorsOf({ ...valid, email: 'ngozi@' })).toEqual({ email: ADVISORY_EMAIL_INVALID });
    expect(errorsOf({ ...valid, source: 'TikTok' })).toEqual({ source: ADVISORY_SOURCE_INVALID });
    expect(errorsOf({ ...valid, callDate: '2026-11-24' })).toEqual({ callDate: ADVISORY_DATE_INVALID });
    expect(errorsOf({ ...valid, callDate: '31-02-2026' })).toEqual({ callDate: ADVISORY_DATE_INVALID });
    expect(errorsOf({ ...valid, callTime: '9:10 AM' })).toEqual({ callTime: ADVISORY_TIME_INVALID });
    expect(errorsOf({ ...valid, callTime: '5:00 PM' })).toEqual({ callTime: ADVISORY_TIME_INVALID });
  });
});

describe('advisorySlotProblem', () => {
  const now = new Date('2026-11-24T08:10:00Z'); // 09:10 in Lagos
  it('refuses a time that has started, a day gone and a day too far ahead', () => {
    expect(advisorySlotProblem('24-11-2026', '9:00 AM', now)).toEqual({
      field: 'callTime',
      message: ADVISORY_SLOT_PAST,
    });
    expect(advisorySlotProblem('23-11-2026', '4:40 PM', now)).toEqual({
      field: 'callTime',
      message: ADVISORY_SLOT_PAST,
    });
    expect(advisorySlotProblem('24-11-2026', '9:20 AM', now)).toBeNull();
    const last = callDateFromIsoDay(addDays('2026-11-24', ADVISORY_DAYS_AHEAD));
    const beyond = callDateFromIsoDay(addDays('2026-11-24', ADVISORY_DAYS_AHEAD + 1));
    expect(advisorySlotProblem(last, '4:40 PM', now)).toBeNull();
    expect(advisorySlotProblem(beyond, '9:00 AM', now)).toEqual({ field: 'callDate', message: ADVISORY_TOO_FAR });
  });
});
