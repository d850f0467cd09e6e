import { useState } from 'react';
import { useMutation } from 'urql';
import { apiErrorCode, apiFieldErrors } from '../../core/graphql/errors';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { lazySchemaValidator } from '../../ui/form/lazy-validator';
import { useForm } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { ChannelsField, phoneField, type TextChannel } from '../bookings/public';
import { CreateVisitorMutation } from './queries';
import type { StoredVisitor } from './visitor-store';

interface VisitorValues extends Record<string, string> {
  email: string;
  fullName: string;
  phone: string;
}

const EMPTY: VisitorValues = { email: '', fullName: '', phone: '' };
// The checks (the shared schema and zod) load on the form's first use, not with the chat page (issue 38).
const validate = lazySchemaValidator<VisitorValues>(() =>
  import('@eazy2con/shared/validation/chat').then((m) => m.VisitorFormSchema),
);

/**
 * 'Help us reach you' (spec 1 §2, §5): email, name and phone before the first chat, and (issue 24) whether a mentor's
 * answer that arrives after they left may reach them on WhatsApp or SMS instead of e-mail (both start unticked). A
 * failure other than a field's message is ignored in the page and only logged (spec 1 §8 'Visitor or chat creation
 * failure').
 */
export function VisitorForm({ onCreated }: { onCreated: (visitor: StoredVisitor) => void }) {
  const form = useForm<VisitorValues>({ initialValues: EMPTY, validate });
  const [{ fetching }, createVisitor] = useMutation(CreateVisitorMutation);
  const [channels, setChannels] = useState<TextChannel[]>([]);

  const onValid = async (values: VisitorValues) => {
    const result = await createVisitor({ ...values, channels });
    const created = result.data?.createVisitor;
    if (created) {
      const { id, email, fullName, phone } = created.visitor;
      onCreated({ id, email, fullName, phone, token: created.token });
      return;
    }
    if (apiErrorCode(result.error) === 'BAD_USER_INPUT' && form.showServerErrors(apiFieldErrors(result.error))) return;
    console.error('chat: the visitor could not be created', result.error);
  };

  return (
    <form className="chat__reach" noValidate onSubmit={form.handleSubmit(onValid)}>
      <h2>Help us reach you</h2>
      <Field form={form} name="email" label="Email" required>
        {(props) => <TextInput {...props} type="email" autoComplete="email" />}
      </Field>
      <Field form={form} name="fullName" label="Name" required>
        {(props) => <TextInput {...props} autoComplete="name" />}
      </Field>
      <Field form={form} name="phone" label="Phone" required>
        {(props) => <TextInput {...props} type="tel" autoComplete="tel" />}
      </Field>
      <ChannelsField
        idPrefix="chat-channels"
        value={channels}
        onChange={setChannels}
        {...phoneField(form, 'phone')}
        legend="If a mentor answers after you leave, tell me by (to the phone number above, instead of e-mail)"
      />
      <Button type="primary" htmlType="submit" block loading={fetching}>
        Let&apos;s Chat
      </Button>
    </form>
  );
}
