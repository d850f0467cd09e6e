import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../Button';
import { TextInput } from '../inputs';
import { Field } from './Field';
import { lazySchemaValidator, lazyValidator } from './lazy-validator';
import { useForm, type FormValues, type Validate } from './use-form';
import type { LazyValidate } from './lazy-validator';

type Values = { email: string } & FormValues;
const Schema = z.object({ email: z.string().trim().min(1, 'Email is required').email('Email is not valid') });

function Newsletter({ validate, onValid }: { validate: LazyValidate<Values>; onValid: (v: Values) => void }) {
  const form = useForm<Values>({ initialValues: { email: '' }, validate });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Field form={form} name="email" label="Email">
        {(props) => <TextInput {...props} type="email" />}
      </Field>
      <Button htmlType="submit">Send</Button>
    </form>
  );
}

/** A validation whose download the test finishes when it wants. */
function heldValidator() {
  let release: () => void = () => {};
  const loader = vi.fn(
    () =>
      new Promise<Validate<Values>>((resolve) => {
        release = () => resolve(lazySchemaValidatorSync);
      }),
  );
  return { validate: lazyValidator<Values>(loader), loader, release: () => release() };
}
const lazySchemaValidatorSync: Validate<Values> = (values) =>
  Schema.safeParse(values).success ? {} : { email: Schema.safeParse(values).error?.issues[0]?.message };

describe('a lazily loaded validation (issue 38)', () => {
  it('is not loaded with the form, but on its first focus', async () => {
    const { validate, loader, release } = heldValidator();
    render(<Newsletter validate={validate} onValid={() => {}} />);
    expect(loader).not.toHaveBeenCalled();
    fireEvent.focus(screen.getByLabelText('Email'));
    expect(loader).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'nope' } });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => Promise.resolve(release()));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is not valid');
  });

  it('holds a submit made before it arrived, then checks it', async () => {
    const { validate, release } = heldValidator();
    const onValid = vi.fn();
    render(<Newsletter validate={validate} onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    await act(() => Promise.resolve(release()));
    expect((await screen.findByRole('alert')).textContent).toBe('Email is required');
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledWith({ email: 'ada@example.com' });
  });

  it('loads a shared schema with the validator module', async () => {
    const validate = lazySchemaValidator<Values>(() => Promise.resolve(Schema));
    expect(validate.current).toBeUndefined();
    const checks = await validate.load();
    expect(checks({ email: '' })).toEqual({ email: 'Email is required' });
    expect(validate.current).toBe(checks);
  });
});
