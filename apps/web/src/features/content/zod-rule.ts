import type { FormRule } from 'antd';
import type { z } from 'zod';
import { firstMessage } from '@eazy2con/shared/validation/issues';

/**
 * An antd form rule that parses the field with the shared zod schema the server also uses, so the browser
 * shows the same message the API would answer with.
 */
export function zodRule(schema: z.ZodType): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      return result.success ? Promise.resolve() : Promise.reject(new Error(firstMessage(result.error, 'Invalid value')));
    },
  };
}
