import type { FormInstance, FormRule } from 'antd';
import type { z } from 'zod';
import { fieldErrors } from '@eazy2con/shared/validation/issues';

/** The form handle antd passes to a rule written as a function. */
type RuleForm = Parameters<Extract<FormRule, (form: never) => unknown>>[0];

/**
 * An antd rule for one field that parses the whole form with the shared schema (the server parses the same), and
 * shows this field's first message. Whole-form parsing lets rules that span fields ('Passwords must match') land on
 * the right field.
 */
export function schemaRule(schema: z.ZodType, field: string): FormRule {
  return (form: RuleForm) => ({
    validator: () => {
      const result = schema.safeParse(withEmptyStrings(form.getFieldsValue(true)));
      const message = result.success ? undefined : fieldErrors(result.error)[field];
      return message ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });
}

/** antd leaves untouched fields undefined; the schemas' messages for an empty field are the "required" ones. */
function withEmptyStrings(values: unknown): Record<string, unknown> {
  if (typeof values !== 'object' || values === null) return {};
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? '']));
}

/** Puts the server's per-field messages (BAD_USER_INPUT) under their fields. */
export function showFieldErrors(form: FormInstance, fields: Record<string, string>, known: readonly string[]): boolean {
  const entries = Object.entries(fields).filter(([name]) => known.includes(name));
  if (entries.length === 0) return false;
  form.setFields(entries.map(([name, message]) => ({ name, errors: [message] })));
  return true;
}
