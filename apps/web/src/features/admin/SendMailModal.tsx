import { useEffect } from 'react';
import { Form, Input, Modal } from 'antd';
import { useMutation } from 'urql';
import { ADMIN_MESSAGES, SendAdminMailSchema } from '@eazy2con/shared/validation/admin';
import { useNotify } from '../../core/use-notify';
import { apiErrorMessage } from '../../core/graphql/errors';
import { SendAdminMailMutation } from './office-queries';

export const MAIL_SENT = ADMIN_MESSAGES.mailSent;

interface Values {
  email: string;
  subject: string;
  message: string;
}

/**
 * The Send Mail modal (spec 3 §5, §8): e-mail, subject and message, all required and the message at least 11
 * characters ('Validation Error' / 'Please fill all field '); the server queues it through the outbox. `email` null
 * means closed; '' opens it empty.
 */
export function SendMailModal({
  email,
  onClose,
  onSent,
}: {
  email: string | null;
  onClose: () => void;
  onSent: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [{ fetching }, send] = useMutation(SendAdminMailMutation);
  const { notification } = useNotify();

  useEffect(() => {
    if (email !== null) form.setFieldsValue({ email, subject: '', message: '' });
  }, [email, form]);

  const submit = async () => {
    const parsed = SendAdminMailSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) {
      notification.error({
        title: ADMIN_MESSAGES.mailTitle,
        description: ADMIN_MESSAGES.mailDescription,
        duration: 10,
      });
      return;
    }
    const result = await send(parsed.data);
    if (result.error?.networkError) {
      notification.error({ title: 'Network error', duration: 10 });
      return;
    }
    if (result.error || !result.data?.sendAdminMail) {
      notification.error({ title: apiErrorMessage(result.error, 'Network error'), duration: 10 });
      return;
    }
    form.resetFields();
    onSent();
  };

  return (
    <Modal
      open={email !== null}
      title="Send Mail"
      okText="Send"
      onOk={() => void submit()}
      confirmLoading={fetching}
      onCancel={onClose}
      // Rendered while closed so the form exists when a row fills in the address.
      forceRender
    >
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit()}>
        <Form.Item name="email" label="Email">
          <Input type="email" autoComplete="off" maxLength={320} />
        </Form.Item>
        <Form.Item name="subject" label="Subject">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="message" label="Message">
          <Input.TextArea rows={6} minLength={11} maxLength={20_000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
