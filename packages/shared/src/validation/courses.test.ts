import { describe, expect, it } from 'vitest';
import {
  BOOKING_LINK_INVALID,
  BookCourseSchema,
  CommentCourseSchema,
  ConfirmCourseBookingSchema,
  ConfirmCourseRatingSchema,
  RATING_CODE_FORMAT,
  RATING_CODE_REQUIRED,
  RateCourseSchema,
  cutTitle,
} from './courses';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('course schemas', () => {
  it("rating needs an e-mail ('Email is required') and 1 to 5 stars", () => {
    expect(message(RateCourseSchema.safeParse({ courseId: 'c', stars: 3 }))).toBe('Email is required');
    expect(message(RateCourseSchema.safeParse({ courseId: 'c', email: ' ', stars: 3 }))).toBe('Email is required');
    expect(message(RateCourseSchema.safeParse({ courseId: 'c', email: 'a@b.co', stars: 6 }))).toBe(
      'Pick from 1 to 5 stars',
    );
    expect(RateCourseSchema.parse({ courseId: 'c', email: ' A@B.co ', stars: 5 }).email).toBe('a@b.co');
  });

  it("comment is required ('comment is required!'); name and e-mail are optional", () => {
    expect(message(CommentCourseSchema.safeParse({ courseId: 'c', text: '  ' }))).toBe('comment is required!');
    expect(CommentCourseSchema.parse({ courseId: 'c', text: 'Hi', name: '', email: '' })).toEqual({
      courseId: 'c',
      text: 'Hi',
      name: null,
      email: null,
    });
  });

  it('checkout needs phone and e-mail, not a name', () => {
    expect(message(BookCourseSchema.safeParse({ courseId: 'c', email: 'a@b.co' }))).toBe('Phone is required');
    expect(message(BookCourseSchema.safeParse({ courseId: 'c', phone: '08030001111' }))).toBe('Email is required');
    expect(BookCourseSchema.parse({ courseId: 'c', phone: '08030001111', email: 'a@b.co' }).menteeName).toBe('');
  });

  it('a rating code is the six digits of the mail', () => {
    const rating = { courseId: 'c', email: 'A@b.co' };
    expect(ConfirmCourseRatingSchema.parse({ ...rating, code: ' 012345 ' })).toEqual({
      courseId: 'c',
      email: 'a@b.co',
      code: '012345',
    });
    expect(message(ConfirmCourseRatingSchema.safeParse({ ...rating, code: ' ' }))).toBe(RATING_CODE_REQUIRED);
    expect(message(ConfirmCourseRatingSchema.safeParse({ ...rating, code: '12345' }))).toBe(RATING_CODE_FORMAT);
    expect(message(ConfirmCourseRatingSchema.safeParse({ ...rating, code: '12a456' }))).toBe(RATING_CODE_FORMAT);
  });

  it('a booking link token is 43 base64url characters', () => {
    const token = 'A'.repeat(42) + '_';
    expect(ConfirmCourseBookingSchema.parse({ token })).toEqual({ token });
    for (const bad of [undefined, '', 'short', `${token}x`, `${'A'.repeat(42)}/`]) {
      expect(message(ConfirmCourseBookingSchema.safeParse({ token: bad }))).toBe(BOOKING_LINK_INVALID);
    }
  });

  it('cuts titles with an ellipsis past the limit only', () => {
    expect(cutTitle('Short title', 35)).toBe('Short title');
    expect(cutTitle('x'.repeat(35), 35)).toBe('x'.repeat(35));
    expect(cutTitle('x'.repeat(36), 35)).toBe(`${'x'.repeat(35)}…`);
  });
});
