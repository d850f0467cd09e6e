import { describe, expect, it } from 'vitest';
import { fieldErrors } from './issues';
import { CreateWebinarAttendeeSchema } from './webinar';

const valid = {
  fullName: 'Tola Adeyemi',
  phone: '08030001111',
  email: 'Tola@Example.com',
  source: 'Facebook',
  joinMailList: true,
};
const errorsOf = (input: Record<string, unknown>) => {
  const result = CreateWebinarAttendeeSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('CreateWebinarAttendeeSchema', () => {
  it('accepts the form, lower-casing the e-mail, with e-mail as the only channel when none is chosen', () => {
    expect(CreateWebinarAttendeeSchema.parse(valid)).toEqual({
      ...valid,
      email: 'tola@example.com',
      channels: ['EMAIL'],
    });
  });

  it('defaults the source to Other Medium and the mailing list to no when the request says nothing', () => {
    const parsed = CreateWebinarAttendeeSchema.parse({
      fullName: 'Tola',
      phone: '08030001111',
      email: 'tola@example.com',
    });
    expect(parsed.source).toBe('Other Medium');
    expect(parsed.joinMailList).toBe(false);
  });

  it("answers with Ant Design's '{label} is required!' and '{label} is not a valid email!'", () => {
    expect(errorsOf({})).toEqual({
      fullName: 'Full Name is required!',
      phone: 'Phone Number is required!',
      email: 'Email is required!',
    });
    expect(errorsOf({ ...valid, email: 'tola.example.com' })).toEqual({ email: 'Email is not a valid email!' });
    expect(errorsOf({ ...valid, phone: 'abc' })).toEqual({ phone: 'Phone Number is not valid!' });
    expect(errorsOf({ ...valid, source: 'Radio' })).toEqual({ source: 'How did you hear about us? is not valid!' });
  });
});
