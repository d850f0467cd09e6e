import { App, Button, Col, Form, Input, Row, Select } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { countryOptions } from '@eazy2con/shared/countries';
import { experienceOptions, specializationOptions } from '@eazy2con/shared/options';
import { MentorApplicationSchema, type MentorApplicationInput } from '@eazy2con/shared/validation/mentor-application';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { useAuth } from './auth-context';
import { AuthCard } from './AuthCard';
import { schemaRule, showFieldErrors } from './form-rules';
import { CreateMentorMutation } from './queries';

type Values = Record<keyof MentorApplicationInput, string>;
const FIELDS = [
  'firstname',
  'lastname',
  'phone',
  'projects',
  'country',
  'specialization',
  'github',
  'yrsOfexperience',
] as const;
const rule = (field: (typeof FIELDS)[number]) => [schemaRule(MentorApplicationSchema, field)];

const countrySelect = countryOptions.map((c) => ({ value: c.code, label: c.name }));
const toOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));

/**
 * The mentor application form of /add-mentor (AddMentorPage), for a signed-in account only: its own chunk, so a
 * visitor's first load of the page does not carry it.
 */
export function MentorApplicationForm({ email, onCreated }: { email: string; onCreated: () => void }) {
  const [form] = Form.useForm<Values>();
  const [{ fetching }, createMentor] = useMutation(CreateMentorMutation);
  const { notification } = App.useApp();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  const onFinish = async (values: Values) => {
    const parsed = MentorApplicationSchema.safeParse(values);
    if (!parsed.success) return;
    const result = await createMentor({ input: parsed.data });
    if (result.error || !result.data) {
      const fields = apiFieldErrors(result.error);
      if (apiErrorCode(result.error) === 'BAD_USER_INPUT' && showFieldErrors(form, fields, FIELDS)) return;
      notification.error({ title: apiErrorMessage(result.error), duration: 10 });
      return;
    }
    notification.success({ title: 'Mentor Created', duration: 5 });
    // The spec clears the navigation state once the application is made.
    void navigate(location.pathname, { replace: true, state: null });
    onCreated();
    await auth.refresh();
  };

  return (
    <AuthCard
      title="Apply as a Mentor"
      intro={`Tell us about yourself. We will review your application and write to ${email}.`}
    >
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} noValidate className="auth__wide">
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="firstname" label="First Name" rules={rule('firstname')}>
              <Input autoComplete="given-name" maxLength={100} size="large" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="lastname" label="Last Name" rules={rule('lastname')}>
              <Input autoComplete="family-name" maxLength={100} size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="phone" label="Phone No" rules={rule('phone')}>
          <Input type="tel" autoComplete="tel" maxLength={30} size="large" />
        </Form.Item>
        <Form.Item name="projects" label="Project links" extra="Links to 3 of your projects." rules={rule('projects')}>
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        <Form.Item name="country" label="Country" rules={rule('country')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={countrySelect}
            placeholder="Select your country"
            size="large"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="specialization" label="Specialization" rules={rule('specialization')}>
              <Select options={toOptions(specializationOptions)} placeholder="Select" size="large" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="yrsOfexperience" label="Years of Experience" rules={rule('yrsOfexperience')}>
              <Select options={toOptions(experienceOptions)} placeholder="Select" size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="github" label="Github Link" rules={rule('github')}>
          <Input type="url" placeholder="https://github.com/your-name" maxLength={300} size="large" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={fetching}>
          Submit Application
        </Button>
      </Form>
    </AuthCard>
  );
}
