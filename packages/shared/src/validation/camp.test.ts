import { describe, expect, it } from 'vitest';
import {
  CAMP_CHILD_AGE_REQUIRED,
  CAMP_CHILD_REQUIRED,
  CAMP_CONSENT_REQUIRED,
  CAMP_EMAIL_INVALID,
  CAMP_EMAIL_REQUIRED,
  CAMP_KIDS_RANGE,
  CAMP_KIDS_REQUIRED,
  CAMP_PARENT_REQUIRED,
  CAMP_PHONE_REQUIRED,
  CampRegistrationSchema,
} from './camp';

const valid = {
  parentName: 'Ngozi Okafor',
  parentEmail: 'ngozi@example.com',
  parentPhone: '+234 803 000 2222',
  noOfKids: 2,
  firstChildName: 'Ada',
  firstChildAge: '9',
  firstChildInterest: 'Games',
  parentConsent: true,
};

const messagesFor = (input: Record<string, unknown>) => {
  const result = CampRegistrationSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('CampRegistrationSchema', () => {
  it("gives the spec's message for each missing field", () => {
    expect(messagesFor({})).toEqual([
      CAMP_PARENT_REQUIRED,
      CAMP_EMAIL_REQUIRED,
      CAMP_PHONE_REQUIRED,
      CAMP_KIDS_REQUIRED,
      CAMP_CHILD_REQUIRED,
      CAMP_CHILD_AGE_REQUIRED,
      CAMP_CONSENT_REQUIRED,
    ]);
    expect(CAMP_PARENT_REQUIRED).toBe('Parent is required');
    expect(CAMP_EMAIL_REQUIRED).toBe('Please enter Email');
    expect(CAMP_PHONE_REQUIRED).toBe('Parent Phone is required');
    expect(CAMP_KIDS_REQUIRED).toBe('Enter number of kids');
    expect(CAMP_CHILD_REQUIRED).toBe('First Child is required');
    expect(CAMP_CHILD_AGE_REQUIRED).toBe("Enter first child's age");
  });

  it('treats blank text as missing and trims what it keeps', () => {
    expect(messagesFor({ ...valid, parentName: '   ', firstChildAge: ' ' })).toEqual([
      CAMP_PARENT_REQUIRED,
      CAMP_CHILD_AGE_REQUIRED,
    ]);
    const parsed = CampRegistrationSchema.parse({
      ...valid,
      parentName: '  Ngozi Okafor ',
      parentEmail: ' Ngozi@Example.COM ',
      firstChildAge: ' 9 years ',
      firstChildInterest: '   ',
    });
    expect(parsed).toMatchObject({
      parentName: 'Ngozi Okafor',
      parentEmail: 'ngozi@example.com',
      firstChildAge: '9 years',
      firstChildInterest: null,
    });
  });

  it("says 'Email is not valid' for a malformed address", () => {
    expect(messagesFor({ ...valid, parentEmail: 'ngozi.example.com' })).toEqual([CAMP_EMAIL_INVALID]);
    expect(CAMP_EMAIL_INVALID).toBe('Email is not valid');
  });

  it('accepts 1 to 10 kids and refuses zero, negative, fractional and larger counts with one clear message', () => {
    expect(CampRegistrationSchema.safeParse({ ...valid, noOfKids: 1 }).success).toBe(true);
    expect(CampRegistrationSchema.safeParse({ ...valid, noOfKids: 10 }).success).toBe(true);
    for (const noOfKids of [0, -1, 1.5, 11, 1000])
      expect(messagesFor({ ...valid, noOfKids }), String(noOfKids)).toEqual([CAMP_KIDS_RANGE]);
    for (const noOfKids of [null, undefined, '2', Number.NaN])
      expect(messagesFor({ ...valid, noOfKids }), String(noOfKids)).toEqual([CAMP_KIDS_REQUIRED]);
  });

  it("needs the parent's consent: true, not merely present", () => {
    for (const parentConsent of [false, null, undefined, 'yes'])
      expect(messagesFor({ ...valid, parentConsent })).toEqual([CAMP_CONSENT_REQUIRED]);
  });
});
