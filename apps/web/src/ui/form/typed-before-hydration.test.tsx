import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Button } from '../Button';
import { TextInput } from '../inputs';
import { CheckboxField, Field, RadioField } from './Field';
import { schemaValidator } from './schema-validator';
import { useForm } from './use-form';

const Schema = z.object({
  fullName: z.string().trim().min(1, 'Please input full name'),
  message: z.string(),
  plan: z.string(),
  agree: z.boolean(),
});
type Values = z.infer<typeof Schema>;
const validate = schemaValidator<Values>(Schema);

function Contact({ onValid }: { onValid: (values: Values) => void }) {
  const form = useForm<Values>({ initialValues: { fullName: '', message: '', plan: 'basic', agree: false }, validate });
  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate>
      <Field form={form} name="fullName" label="Full Name">
        {(props) => <TextInput {...props} />}
      </Field>
      <Field form={form} name="message" label="Message">
        {(props) => <textarea {...props} />}
      </Field>
      <RadioField
        form={form}
        name="plan"
        label="Plan"
        options={[
          { value: 'basic', label: 'Basic' },
          { value: 'premium', label: 'Premium' },
        ]}
      />
      <CheckboxField form={form} name="agree">
        I agree
      </CheckboxField>
      <Button htmlType="submit">Send</Button>
    </form>
  );
}

/** Draws the form as the server does, lets the "person" type into the bare HTML, then hydrates it. */
function typeBeforeHydration(type: (container: HTMLElement) => void, onValid: (values: Values) => void) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Contact onValid={onValid} />);
  type(container);
  act(() => {
    hydrateRoot(container, <Contact onValid={onValid} />);
  });
  return container;
}

describe('useForm on a server-drawn form', () => {
  it('keeps what was typed before hydration and submits it', () => {
    const onValid = vi.fn();
    const container = typeBeforeHydration((root) => {
      root.querySelector<HTMLInputElement>('input[name="fullName"]')!.value = 'Ada Obi';
      root.querySelector<HTMLTextAreaElement>('textarea[name="message"]')!.value = 'Hello';
      root.querySelector<HTMLInputElement>('input[name="plan"][value="premium"]')!.checked = true;
      root.querySelector<HTMLInputElement>('input[name="agree"]')!.checked = true;
    }, onValid);

    act(() => {
      container.querySelector('form')!.requestSubmit();
    });

    expect(container.textContent).not.toContain('Please input full name');
    expect(onValid).toHaveBeenCalledWith({ fullName: 'Ada Obi', message: 'Hello', plan: 'premium', agree: true });
    container.remove();
  });

  it('leaves untouched fields at their initial values, so a required one still asks', () => {
    const onValid = vi.fn();
    const container = typeBeforeHydration(() => undefined, onValid);

    act(() => {
      container.querySelector('form')!.requestSubmit();
    });

    expect(onValid).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Please input full name');
    container.remove();
  });
});
