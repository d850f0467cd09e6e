import type { z } from 'zod';
import type { Validate, FormValues } from './use-form';

/**
 * A form's validation that loads when the form is first used (issue 38): the shared zod schemas and zod itself are
 * about 24 kB gzip, more than a third of a public page's whole budget, for a form most visitors never touch. The
 * form works without it until then: `useForm` starts the load on the first focus, change or submit, shows messages
 * once it is there, and a submit waits for it. Made once per module (not per render), so a form that mounts again
 * (a navigation back) validates at once.
 */
export interface LazyValidate<V extends FormValues> {
  readonly lazy: true;
  /** The validation once loaded (undefined until then). */
  readonly current: Validate<V> | undefined;
  load: () => Promise<Validate<V>>;
}

export function lazyValidator<V extends FormValues>(loader: () => Promise<Validate<V>>): LazyValidate<V> {
  let pending: Promise<Validate<V>> | undefined;
  const lazy: { lazy: true; current: Validate<V> | undefined; load: () => Promise<Validate<V>> } = {
    lazy: true,
    current: undefined,
    load: () =>
      (pending ??= loader().then(
        (validate) => (lazy.current = validate),
        (error: unknown) => {
          // A failed download (offline for a moment) is tried again on the next use, not remembered.
          pending = undefined;
          throw error;
        },
      )),
  };
  return lazy;
}

/**
 * `schemaValidator` for a schema that is imported lazily, with the validator module itself (it imports zod through
 * the shared issues helper): `lazySchemaValidator(() => import('@eazy2con/shared/validation/content').then((m) =>
 * m.NewsletterSchema))`.
 */
export function lazySchemaValidator<V extends FormValues>(
  schema: () => Promise<z.ZodType>,
  extra: Record<string, unknown> = {},
): LazyValidate<V> {
  return lazyValidator(async () => {
    const [loaded, { schemaValidator }] = await Promise.all([schema(), import('./schema-validator')]);
    return schemaValidator<V>(loaded, extra);
  });
}

export const isLazyValidate = <V extends FormValues>(
  validate: Validate<V> | LazyValidate<V> | undefined,
): validate is LazyValidate<V> => typeof validate === 'object' && validate !== null && validate.lazy;
