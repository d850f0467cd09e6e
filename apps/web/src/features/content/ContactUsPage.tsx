import { MailOutlined } from '@ant-design/icons';
import { useMutation } from 'urql';
import { apiErrorCode, apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { usePageTitle } from '../../core/use-page-title';
import { useSiteInfo } from '../../core/site-info';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { useForm } from '../../ui/form/use-form';
import { TextArea, TextInput } from '../../ui/inputs';
import { CreateContactUsMutation } from './queries';
import './content.css';

interface ContactForm extends Record<string, string> {
  fullName: string;
  email: string;
  message: string;
}

const EMPTY: ContactForm = { fullName: '', email: '', message: '' };

export function ContactUsPage() {
  usePageTitle('Contact Us');
  const site = useSiteInfo();
  const form = useForm({ initialValues: EMPTY });
  const { values } = form;
  const [{ fetching }, createContactUs] = useMutation(CreateContactUsMutation);
  const { notification } = useNotify();
  // Spec 1 §4: Send stays disabled until name, email and message all have something in them.
  const complete = Boolean(values.fullName.trim() && values.email.trim() && values.message.trim());

  const onFinish = async (input: ContactForm) => {
    // The shared schema and its messages (zod with them) load when the form is sent, not with the page (issue 38).
    const { CONTACT_FAILURE, CONTACT_INVALID, CONTACT_SUCCESS, ContactUsSchema } =
      await import('@eazy2con/shared/validation/content');
    const parsed = ContactUsSchema.safeParse(input);
    if (!parsed.success) {
      notification.error({ title: CONTACT_INVALID, duration: 6 });
      return;
    }
    const result = await createContactUs({ input: parsed.data });
    if (result.error || !result.data) {
      // The server's own validation or rate-limit message is worth showing (trying again at once will not help);
      // anything else gets the spec's generic notice.
      const code = apiErrorCode(result.error);
      const title =
        code === 'BAD_USER_INPUT' || code === 'RATE_LIMITED' ? apiErrorMessage(result.error) : CONTACT_FAILURE;
      notification.error({ title, duration: 6 });
      return;
    }
    form.reset();
    notification.success({ title: CONTACT_SUCCESS, duration: 6 });
  };

  return (
    <div className="page contact">
      <div className="contact__intro">
        <p className="eyebrow">Contact</p>
        <h1>Contact Us Today</h1>
        <p>
          Questions about a course, a plan for your organisation, or becoming a mentor? Send us a message and a member
          of the team will reply by email, usually within one working day.
        </p>
        {site && (
          <p className="contact__mailto">
            <MailOutlined aria-hidden /> Not a fan of forms? Email us at{' '}
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        )}
      </div>
      <form className="contact__form" onSubmit={form.handleSubmit(onFinish)} noValidate>
        <Field form={form} name="fullName" label="Name">
          {(props) => <TextInput {...props} autoComplete="name" maxLength={200} size="large" />}
        </Field>
        <Field form={form} name="email" label="Email">
          {(props) => <TextInput {...props} type="email" autoComplete="email" maxLength={320} size="large" />}
        </Field>
        <Field form={form} name="message" label="Message" extra="At least 20 characters, so we can help you properly.">
          {(props) => <TextArea {...props} rows={6} maxLength={5000} />}
        </Field>
        <Button type="primary" htmlType="submit" size="large" disabled={!complete} loading={fetching}>
          Send
        </Button>
      </form>
    </div>
  );
}
