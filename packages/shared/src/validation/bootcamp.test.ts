import { describe, expect, it } from 'vitest';
import { bootcampSlotsLeft } from '../bookings';
import { BootcampSchema } from './bootcamp';

const valid = {
  fullName: ' Chioma Eze ',
  phone: '0803 000 2222',
  email: ' Chioma@Example.com ',
  country: 'ng',
  source: 'Whatsapp',
  whyLearnTheCourse: '',
  doYouHaveAlaptop: 'No',
  track: 'ui-ux',
};
const message = (input: Record<string, unknown>) =>
  BootcampSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;

describe('bootcamp form schema', () => {
  it('tidies a good registration: trimmed, e-mail lower-case, country code upper-case, no reason as null', () => {
    expect(BootcampSchema.parse(valid)).toEqual({
      fullName: 'Chioma Eze',
      phone: '0803 000 2222',
      email: 'chioma@example.com',
      country: 'NG',
      source: 'Whatsapp',
      whyLearnTheCourse: null,
      doYouHaveAlaptop: 'No',
      track: 'ui-ux',
    });
  });

  it("answers with the form's '{label} is required!' messages and 'Please input your country'", () => {
    expect(message({ fullName: undefined })).toBe('Full Name is required!');
    expect(message({ phone: ' ' })).toBe('Phone Number is required!');
    expect(message({ email: '' })).toBe('Email is required!');
    expect(message({ email: 'chioma@' })).toBe('Email is not a valid email!');
    expect(message({ country: undefined })).toBe('Please input your country');
    expect(message({ country: 'XX' })).toBe('Please input your country');
    expect(message({ source: '' })).toBe('How you heard about us is required!');
    expect(message({ doYouHaveAlaptop: '' })).toBe('Laptop is required!');
    expect(message({ track: 'Frontend' })).toBe('Track is required!');
  });
});

describe('bootcamp seats', () => {
  it('are ten minus the registrations, never below zero', () => {
    expect([0, 3, 10, 12].map(bootcampSlotsLeft)).toEqual([10, 7, 0, 0]);
  });
});
