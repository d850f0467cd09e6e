import { Form, Input } from 'antd';
import type { z } from 'zod';
import { CODE_LENGTH } from '@eazy2con/shared/validation/accounts';
import { schemaRule } from './form-rules';

/*
 * Fields that several account forms share. Each checks itself with the form's shared schema (schemaRule), so the
 * messages are the schema's own.
 */

/** The e-mailed code, with the address it was sent to in a hidden field (the schema checks both together). */
export function CodeFields({ schema, label, autoFocus }: { schema: z.ZodType; label: string; autoFocus?: boolean }) {
  return (
    <>
      <Form.Item name="email" hidden>
        <Input />
      </Form.Item>
      <Form.Item name="code" label={label} rules={[schemaRule(schema, 'code')]}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH} size="large" autoFocus={autoFocus} />
      </Form.Item>
    </>
  );
}

/** A new password and its confirmation ('Passwords must match' is checked again whenever the password changes). */
export function NewPasswordFields({ schema, label }: { schema: z.ZodType; label: string }) {
  return (
    <>
      <Form.Item name="password" label={label} extra="At least 8 characters." rules={[schemaRule(schema, 'password')]}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Confirm Password"
        dependencies={['password']}
        rules={[schemaRule(schema, 'confirmPassword')]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
