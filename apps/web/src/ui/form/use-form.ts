import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { isLazyValidate, type LazyValidate } from './lazy-validator';
import { typedBeforeHydration } from './typed-before-hydration';

/** A form's values: text fields are strings, checkboxes booleans. */
export type FormValues = Record<string, string | boolean>;
export type FieldErrors<V extends FormValues> = Partial<Record<keyof V & string, string>>;
/** The messages of a whole form, by field: usually the shared zod schema's (schemaValidator). */
export type Validate<V extends FormValues> = (values: V) => FieldErrors<V>;

export interface FormOptions<V extends FormValues> {
  initialValues: V;
  /** The checks, or checks loaded on the form's first use (`lazyValidator`, `lazySchemaValidator`: issue 38). */
  validate?: Validate<V> | LazyValidate<V>;
  /**
   * 'change' (the default, as Ant Design's forms): a field shows its message from its first change on, and every
   * field on submit. 'touch': as 'change', and also once the field has been left (Ant Design's
   * `validateTrigger={['onChange', 'onBlur']}`: the camp form). 'submit': messages appear on submit only (the
   * newsletter box).
   */
  validateOn?: 'change' | 'touch' | 'submit';
}

/** What a field's control needs: the props of an input, textarea or select bound to the form. */
export interface ControlProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  /** Marks the field touched when it is left (validateOn 'touch'); nothing otherwise. */
  onBlur: () => void;
  /** Starts loading a lazily loaded validation (the form is being used). */
  onFocus: () => void;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

export interface FormApi<V extends FormValues> {
  values: V;
  /** The message a field shows now (a validation or a server message), if any. */
  error: (name: keyof V & string) => string | undefined;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** The field was left: with validateOn 'touch' its message shows from now on. */
  touch: (name: keyof V & string) => void;
  /** Shows the server's messages (BAD_USER_INPUT fields) under the fields this form has; false when none of them. */
  showServerErrors: (errors: Record<string, string>) => boolean;
  reset: () => void;
  /** Checks every field; runs `onValid` with the values only when none has a message. */
  handleSubmit: (onValid: (values: V) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => void;
  /** Ids of a field's control, message and help text. */
  ids: (name: keyof V & string) => { control: string; error: string; extra: string };
  control: (name: keyof V & string, options?: { hasExtra?: boolean }) => ControlProps;
}

/**
 * The state of a public page's form, for the light form fields of ui/form (Ant Design's Form brings about 45 kB
 * gzip with its inputs and the style engine). The whole form is checked at once with `validate`, so a rule that
 * spans fields ('Passwords must match') lands on its field and is checked again whenever either field changes.
 */
export function useForm<V extends FormValues>({
  initialValues,
  validate: given,
  validateOn = 'change',
}: FormOptions<V>): FormApi<V> {
  const formId = useId();
  // A lazy validation is asked for on the form's first focus, change or submit; until it is there no field has a
  // message (none would show before a change anyway), and a submit waits for it.
  const lazy = isLazyValidate(given) ? given : undefined;
  const [loaded, setLoaded] = useState<Validate<V> | undefined>(() => lazy?.current);
  const validate = lazy ? (loaded ?? lazy.current) : (given as Validate<V> | undefined);
  const loadValidate = useCallback((): Promise<Validate<V>> | undefined => {
    if (!lazy || lazy.current) return undefined;
    const pending = lazy.load();
    // A function as the state: set it through an updater, or React would call it as one.
    pending.then(
      (loadedValidate) => setLoaded(() => loadedValidate),
      () => {},
    );
    return pending;
  }, [lazy]);
  const initial = useRef(initialValues);
  const [values, setValues] = useState<V>(initialValues);
  // Fields whose messages are shown: changed ones (validateOn 'change') and, after a submit, all of them.
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  // The server's messages, each shown until its field changes.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const errors = useMemo<FieldErrors<V>>(() => (validate ? validate(values) : {}), [validate, values]);
  const error = useCallback(
    (name: keyof V & string) => serverErrors[name] ?? (checked.has(name) ? errors[name] : undefined),
    [serverErrors, checked, errors],
  );

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors((current) => {
        if (!(name in current)) return current;
        const { [name]: _dropped, ...rest } = current;
        return rest;
      });
      if (validateOn !== 'submit') setChecked((current) => (current.has(name) ? current : new Set(current).add(name)));
      void loadValidate();
    },
    [validateOn, loadValidate],
  );

  const touch = useCallback(
    (name: keyof V & string) => {
      if (validateOn === 'touch') setChecked((current) => (current.has(name) ? current : new Set(current).add(name)));
      // A field left is a field used (its focus may have come before hydration): its message needs the checks.
      void loadValidate();
    },
    [validateOn, loadValidate],
  );

  const ids = useCallback(
    (name: keyof V & string) => ({
      control: `${formId}-${name}`,
      error: `${formId}-${name}-error`,
      extra: `${formId}-${name}-extra`,
    }),
    [formId],
  );

  // Once, after hydration: adopt what was typed into the server-drawn fields before the script arrived, as if typed
  // now (so those fields count as changed and show their messages), instead of silently submitting empty fields.
  useEffect(() => {
    const typed = typedBeforeHydration(initial.current, (name) => ids(name).control);
    for (const name of Object.keys(typed) as (keyof V & string)[]) {
      const value = typed[name];
      if (value !== undefined) setValue(name, value);
    }
  }, [ids, setValue]);

  const control = (name: keyof V & string, { hasExtra = false }: { hasExtra?: boolean } = {}): ControlProps => {
    const message = error(name);
    const fieldIds = ids(name);
    const describedBy = [message ? fieldIds.error : '', hasExtra ? fieldIds.extra : ''].filter(Boolean).join(' ');
    const value = values[name];
    return {
      id: fieldIds.control,
      name,
      value: typeof value === 'string' ? value : '',
      onChange: (event) => setValue(name, event.target.value as V[typeof name]),
      onBlur: () => touch(name),
      onFocus: () => void loadValidate(),
      'aria-invalid': Boolean(message),
      'aria-describedby': describedBy || undefined,
    };
  };

  const handleSubmit = (onValid: (values: V) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const loading = loadValidate();
    if (loading) {
      // Sent before the checks arrived (a quick submit, a slow network): check once they are here.
      void loading.then(
        (checks) => submitChecked(checks, onValid),
        () => submitChecked(undefined, onValid),
      );
      return;
    }
    submitChecked(validate, onValid);
  };

  const submitChecked = (check: Validate<V> | undefined, onValid: (values: V) => void | Promise<void>) => {
    const all: FieldErrors<V> = check ? check(values) : {};
    setChecked(new Set(Object.keys(values)));
    setServerErrors({});
    const invalid = (Object.keys(values) as (keyof V & string)[]).find((name) => all[name]);
    if (invalid) {
      // The first field to fix gets the focus, so a keyboard or screen-reader user lands on its message.
      document.getElementById(ids(invalid).control)?.focus();
      return;
    }
    void onValid(values);
  };

  const showServerErrors = (messages: Record<string, string>) => {
    const known = Object.fromEntries(Object.entries(messages).filter(([name]) => name in values));
    if (Object.keys(known).length === 0) return false;
    setServerErrors(known);
    return true;
  };

  const reset = () => {
    setValues(initial.current);
    setChecked(new Set());
    setServerErrors({});
  };

  return { values, error, setValue, touch, showServerErrors, reset, handleSubmit, ids, control };
}
