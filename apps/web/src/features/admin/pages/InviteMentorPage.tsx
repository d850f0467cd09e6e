import { Button, Form, Input } from 'antd';
import { InviteMentorSchema } from '@eazy2con/shared/validation/admin';
import { apiErrorCode, apiFieldErrors } from '../../../core/graphql/errors';
import { useAppApi } from '../../../core/lazy-ant-app';
import { schemaRule, showFieldErrors } from '../../accounts/public';
import { AdminPage } from '../AdminPage';
import { InviteMentorMutation } from '../mentor-queries';
import { useMutation } from 'urql';
import { useNotify } from '../../../core/use-notify';

interface Values {
  email: string;
  firstname: string;
  lastname: string;
}

const FIELDS = ['email', 'firstname', 'lastname'] as const;
const rule = (field: keyof Values) => [schemaRule(InviteMentorSchema, field)];

/**
 * /admin-dashboard/add-mentors: invites a mentor by e-mail. The server makes the account and an accepted mentor
 * record, and mails the invitee a code to set their password and complete their profile.
 */
export function InviteMentorPage() {
  const [form] = Form.useForm<Values>();
  const [{ fetching }, invite] = useMutation(InviteMentorMutation);
  const { notification } = useAppApi();
  const { error } = useNotify();

  const onFinish = async () => {
    const parsed = InviteMentorSchema.safeParse(form.getFieldsValue(true));
    if (!parsed.success) return;
    const result = await invite(parsed.data);
    if (result.error || !result.data) {
      if (
        apiErrorCode(result.error) === 'BAD_USER_INPUT' &&
        showFieldErrors(form, apiFieldErrors(result.error), FIELDS)
      )
        return;
      error(result.error);
      return;
    }
    notification.success({
      title: 'Mentor invited',
      description: `We sent an invitation to ${parsed.data.email}.`,
      duration: 5,
    });
    form.resetFields();
  };

  return (
    <AdminPage
      title="Add Mentors"
      intro="Invite a mentor by e-mail: they get an accepted mentor record and a mail to set their password."
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={() => void onFinish()}
        className="admin-form"
        noValidate
      >
        <Form.Item name="email" label="Email" rules={rule('email')}>
          <Input type="email" autoComplete="off" maxLength={320} />
        </Form.Item>
        <Form.Item name="firstname" label="First Name" rules={rule('firstname')}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="lastname" label="Last Name" rules={rule('lastname')}>
          <Input maxLength={100} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={fetching}>
          Invite mentor
        </Button>
      </Form>
    </AdminPage>
  );
}
