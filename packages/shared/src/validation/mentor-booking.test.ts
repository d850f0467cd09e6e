import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldErrors } from './issues';
import {
  addDays,
  bookedCourse,
  isIsoDate,
  MENTOR_BOOKING_MESSAGES as M,
  mentorBookingSchema,
  type MentorBookingInput,
} from './mentor-booking';

afterEach(() => vi.useRealTimers());

// 23:30 UTC on 30 June is already 1 July in Lagos.
const NOW = new Date('2026-06-30T23:30:00Z');
const valid: MentorBookingInput = {
  fullName: '  Ada Obi ',
  phone: '+234 803 000 1111',
  email: 'Ada@Example.com',
  type: 'Personal',
  course: 'React',
  startDate: '2026-07-01',
  endDate: '2027-01-01',
};

const errorsOf = (input: Record<string, unknown>, audience: 'adult' | 'kids' = 'adult') => {
  vi.useFakeTimers({ now: NOW });
  const result = mentorBookingSchema(audience).safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('mentorBookingSchema', () => {
  it('accepts a booking starting today in Lagos and tidies it', () => {
    vi.useFakeTimers({ now: NOW });
    const parsed = mentorBookingSchema('adult').parse({ ...valid, whyLearnTheCourse: '', image: undefined });
    expect(parsed).toMatchObject({
      fullName: 'Ada Obi',
      email: 'ada@example.com',
      whyLearnTheCourse: null,
      image: null,
      courseDetails: null,
    });
  });

  it.each([
    ['fullName', '', M.fullName],
    ['phone', ' ', M.phone],
    ['phone', 'call me', M.phoneInvalid],
    ['email', '', M.email],
    ['email', 'ada.example.com', M.emailInvalid],
    ['type', undefined, M.type],
    ['type', 'Gold', M.type],
    ['course', '', M.course],
    ['startDate', '', M.startDate],
    ['startDate', '01-07-2026', M.dateFormat],
    ['startDate', '2026-02-30', M.dateFormat],
    ['startDate', '2026-06-30', M.startInPast],
    ['startDate', addDays('2026-07-01', 366), M.startTooFar],
    ['endDate', undefined, M.endDate],
    ['whyLearnTheCourse', 'Because', M.whyLearn],
    ['image', '3 - 5 years', M.age],
  ])('refuses %s = %j with "%s"', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })[field]).toBe(message);
  });

  it('uses the kids message for the course, and the kids plans', () => {
    expect(errorsOf({ ...valid, type: 'Family', course: '' }, 'kids').course).toBe(M.kidsCourse);
    expect(errorsOf({ ...valid, type: 'Personal' }, 'kids').type).toBe(M.type);
    expect(errorsOf({ ...valid, type: 'Family', course: 'n/a', image: '7 - 12 years' }, 'kids')).toEqual({});
  });

  it('needs the end on or after the start, and within two years of it', () => {
    expect(errorsOf({ ...valid, endDate: '2026-06-30' }).endDate).toBe(M.endBeforeStart);
    expect(errorsOf({ ...valid, endDate: '2026-07-01' })).toEqual({});
    expect(errorsOf({ ...valid, endDate: addDays('2026-07-01', 731) }).endDate).toBe(M.endTooFar);
  });

  it("needs the course's name when the course is Other, and books that name", () => {
    expect(errorsOf({ ...valid, course: 'Other' }).detailCourseName).toBe(M.course);
    vi.useFakeTimers({ now: NOW });
    const parsed = mentorBookingSchema('adult').parse({ ...valid, course: 'Other', detailCourseName: 'Rust' });
    expect(bookedCourse(parsed)).toBe('Rust');
    expect(bookedCourse({ course: 'React', detailCourseName: 'ignored' })).toBe('React');
  });
});

describe('isIsoDate', () => {
  it('knows real dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-1-1')).toBe(false);
  });
});
