import { describe, expect, it } from 'vitest';
import { ConfirmCodeSchema, LoginSchema, ResetPasswordSchema, SignUpSchema } from './accounts';
import { MentorApplicationSchema } from './mentor-application';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('account schemas (spec messages)', () => {
  it('sign-up', () => {
    expect(firstMessage(SignUpSchema.safeParse({}))).toBe('Email is required');
    expect(firstMessage(SignUpSchema.safeParse({ email: 'a@b.co', confirmPassword: 'x' }))).toBe(
      'Password is required',
    );
    expect(firstMessage(SignUpSchema.safeParse({ email: 'a@b.co', password: '12345678' }))).toBe(
      'Please confirm Password',
    );
    expect(
      firstMessage(SignUpSchema.safeParse({ email: 'a@b.co', password: '12345678', confirmPassword: '12345679' })),
    ).toBe('Passwords must match');
    expect(SignUpSchema.parse({ email: ' A@B.co ', password: '12345678', confirmPassword: '12345678' }).email).toBe(
      'a@b.co',
    );
  });

  it('login, code and reset', () => {
    expect(firstMessage(LoginSchema.safeParse({ email: 'a@b.co', password: '' }))).toBe('Password is required');
    expect(firstMessage(ConfirmCodeSchema.safeParse({ email: 'a@b.co', code: ' ' }))).toBe('Code is required');
    expect(
      firstMessage(
        ResetPasswordSchema.safeParse({ email: 'a@b.co', code: '123456', password: '12345678', confirmPassword: '' }),
      ),
    ).toBe('Please confirm Password');
  });

  it('mentor application', () => {
    const valid = {
      firstname: 'Ada',
      lastname: 'Obi',
      phone: '08031234567',
      projects: 'https://a.example',
      country: 'ng',
      specialization: 'DevOps',
      github: 'github.com/ada',
      yrsOfexperience: '10+yrs',
    };
    expect(MentorApplicationSchema.parse(valid)).toMatchObject({ country: 'NG', github: 'https://github.com/ada' });
    expect(firstMessage(MentorApplicationSchema.safeParse({ ...valid, firstname: '' }))).toBe('First Name is required');
    expect(firstMessage(MentorApplicationSchema.safeParse({ ...valid, yrsOfexperience: undefined }))).toBe(
      'Years of Experience is required',
    );
  });
});
