import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues';
import { INVALID_URL, URL_SCHEME_NOT_ALLOWED } from './mentor-application';
import { MENTOR_PROFILE_MESSAGES as M, MentorProfileSchema } from './mentor-profile';

const valid = {
  firstname: 'Chidi',
  lastname: 'Okafor',
  specialization: 'Frontend',
  country: 'ng',
  phone: '+234 803 555 0199',
  bio: '<p>I teach React.</p>',
};

const errorsOf = (input: unknown) => {
  const result = MentorProfileSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('MentorProfileSchema', () => {
  it("gives the spec's message for each required field", () => {
    expect(errorsOf({ bio: '<p></p>' })).toEqual({
      firstname: M.firstname,
      lastname: M.lastname,
      specialization: M.specialization,
      country: M.country,
      phone: M.phone,
      bio: M.bio,
    });
  });

  it('keeps empty links as none and completes a bare address to https', () => {
    const parsed = MentorProfileSchema.parse({ ...valid, github: 'github.com/chidi', facebookUrl: '', imageKey: '' });
    expect(parsed).toMatchObject({
      country: 'NG',
      github: 'https://github.com/chidi',
      facebookUrl: null,
      imageKey: null,
    });
  });

  it('refuses a javascript: link and one that is not an address', () => {
    expect(errorsOf({ ...valid, otherLinkUrl: 'javascript:alert(1)', linkedInUrl: 'not a url' })).toEqual({
      otherLinkUrl: URL_SCHEME_NOT_ALLOWED,
      linkedInUrl: INVALID_URL,
    });
  });
});
