import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../Button';
import { PasswordInput, TextInput } from '../inputs';
import { Field } from './Field';
import { schemaValidator } from './schema-validator';
import { useForm, type FormApi } from './use-form';

const Schema = z
  .object({
    email: z.string().trim().min(1, 'Email is required').email('Email is not valid'),
    password: z.string().min(8, 'At least 8 characters'),
    confirmPassword: z.string().min(1, 'Please confirm Password'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords must match' });

type Values = { email: string; password: string; confirmPassword: string };
const validate = schemaValidator<Values>(Schema);
const EMPTY: Values = { email: '', password: '', confirmPassword: '' };

let api: FormApi<Values> | undefined;

function SignUp({
  onValid,
  validateOn,
}: {
  onValid: (values: Values) => void;
  validateOn?: 'change' | 'touch' | 'submit';
}) {
  const form = useForm<Values>({ initialValues: EMPTY, validate, validateOn });
  api = form;
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Field form={form} name="email" label="Email" extra="We never share it.">
        {(props) => <TextInput {...props} type="email" />}
      </Field>
      <Field form={form} name="password" label="Password">
        {(props) => <PasswordInput {...props} />}
      </Field>
      <Field form={form} name="confirmPassword" label="Confirm Password">
        {(props) => <PasswordInput {...props} />}
      </Field>
      <Button htmlType="submit">Sign Up</Button>
    </form>
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign Up' }));

describe('useForm and Field', () => {
  it('checks a field from its first change on, with the schema’s message tied to the control', () => {
    render(<SignUp onValid={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    type('Email', 'ada');
    const email = screen.getByLabelText('Email');
    expect(screen.getByRole('alert').textContent).toBe('Email is not valid');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Email is not valid',
      'We never share it.',
    ]);
    type('Email', 'ada@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(email.getAttribute('aria-invalid')).toBe('false');
    // Untouched fields say nothing yet.
    expect(screen.queryByText('At least 8 characters')).toBeNull();
  });

  it('checks a field again when the field it depends on changes', () => {
    render(<SignUp onValid={vi.fn()} />);
    type('Password', 'correct horse');
    type('Confirm Password', 'correct horse');
    expect(screen.queryByText('Passwords must match')).toBeNull();
    type('Password', 'correct horse battery');
    expect(screen.getByText('Passwords must match')).toBeTruthy();
  });

  it('on submit shows every message, focuses the first field to fix and sends nothing', () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    type('Password', 'correct horse');
    submit();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Email is required',
      'Please confirm Password',
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(onValid).not.toHaveBeenCalled();
  });

  it('sends the values once they are valid', () => {
    const onValid = vi.fn();
    render(<SignUp onValid={onValid} />);
    type('Email', 'ada@example.com');
    type('Password', 'correct horse');
    type('Confirm Password', 'correct horse');
    submit();
    expect(onValid).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'correct horse',
      confirmPassword: 'correct horse',
    });
  });

  it("shows the server's messages under their fields until the field changes, and only for fields it has", () => {
    render(<SignUp onValid={vi.fn()} />);
    let shown: boolean | undefined;
    act(() => {
      shown = api!.showServerErrors({ courseId: 'Course is required' });
    });
    expect(shown).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      shown = api!.showServerErrors({ email: 'This email is taken', courseId: 'Course is required' });
    });
    expect(shown).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('This email is taken');
    type('Email', 'ada@example.org');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('with validateOn submit, says nothing until the form is sent', () => {
    render(<SignUp onValid={vi.fn()} validateOn="submit" />);
    type('Email', 'ada');
    expect(screen.queryByRole('alert')).toBeNull();
    submit();
    expect(screen.getAllByRole('alert')[0]?.textContent).toBe('Email is not valid');
  });

  it('with validateOn touch, a field left untouched says its message; with change, only once changed', () => {
    const view = render(<SignUp onValid={vi.fn()} validateOn="touch" />);
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByRole('alert').textContent).toBe('Email is required');
    expect(screen.queryByText('At least 8 characters')).toBeNull();
    view.unmount();
    render(<SignUp onValid={vi.fn()} />);
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows and hides a password with its button', () => {
    render(<SignUp onValid={vi.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);
    expect(password.getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });
});
