import { useState } from 'react';
import { CheckCircleFilled } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { callSourceOptions, DEFAULT_CALL_SOURCE } from '@eazy2con/shared/options';
import { WEBINAR_CHANGED, WEBINAR_SUCCESS, webinarLabels } from '@eazy2con/shared/webinar-texts';
import { NativeSelect } from '../../ui/NativeSelect';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { lazySchemaValidator } from '../../ui/form/lazy-validator';
import { useForm } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { Switch } from '../../ui/Switch';
import { LinkButton } from '../../ui/LinkButton';
import { ChannelsField, phoneField, type TextChannel } from '../bookings/public';
import { ChangeWebinarAttendeeMutation, CreateWebinarAttendeeMutation } from './queries';
import './webinar.css';

/** Spec 2 §8: the webinar failure, shown for 5 seconds. */
export const WEBINAR_FAILURE = 'Something went wrong, please Check your Network connection';

interface WebinarForm extends Record<string, string | boolean> {
  fullName: string;
  phone: string;
  email: string;
  source: string;
  joinMailList: boolean;
}

const EMPTY: WebinarForm = { fullName: '', phone: '', email: '', source: DEFAULT_CALL_SOURCE, joinMailList: true };
// The checks (the shared schema and zod) load on the form's first use, not with the page (issue 38).
const validate = lazySchemaValidator<WebinarForm>(() =>
  import('@eazy2con/shared/validation/webinar').then((m) => m.CreateWebinarAttendeeSchema),
);

/**
 * /webinar (spec 2 §2, §4, §5): the registration form, idle, then loading, then the thank-you. Opened from the link in
 * the webinar mail (`?change=…`), the same form changes that registration: only its owner's link can.
 */
export function WebinarPage() {
  usePageTitle('Webinar');
  const change = useSearchParams()[0].get('change');
  const form = useForm<WebinarForm>({ initialValues: EMPTY, validate });
  const [{ fetching: registering }, register] = useMutation(CreateWebinarAttendeeMutation);
  const [{ fetching: changing }, changeRegistration] = useMutation(ChangeWebinarAttendeeMutation);
  const fetching = registering || changing;
  const [registered, setRegistered] = useState(false);
  const success = change ? WEBINAR_CHANGED : WEBINAR_SUCCESS;
  // WhatsApp and SMS besides e-mail (issue 24): the confirmation and the webinar's reminders.
  const [channels, setChannels] = useState<TextChannel[]>([]);
  const { notification } = useNotify();

  const onFinish = async (values: WebinarForm) => {
    const input = { ...values, channels: ['EMAIL' as const, ...channels] };
    const result = change ? await changeRegistration({ change, input }) : await register({ input });
    if (result.data) {
      setRegistered(true);
      notification.success({ title: success, duration: 5 });
      return;
    }
    const code = apiErrorCode(result.error);
    // The server's own messages go under their fields; anything else is a notification.
    if (code === 'BAD_USER_INPUT' && form.showServerErrors(apiFieldErrors(result.error))) return;
    notification.error({
      // A change link that is not valid says so (NOT_FOUND), as a rate limit does.
      title: code === 'RATE_LIMITED' || code === 'NOT_FOUND' ? apiErrorMessage(result.error) : WEBINAR_FAILURE,
      duration: 5,
    });
  };

  return (
    <div className="page webinar">
      <div className="webinar__intro">
        <p className="eyebrow">Free webinar</p>
        <h1>Join our free webinar</h1>
        <p>
          An hour with our mentors about learning tech in Nigeria: where to start, what each path leads to, and how kids
          and adults can learn with a mentor. Register and we will email you how to join.
        </p>
        <img className="webinar__image" src="/images/webinar.svg" alt="" width={800} height={600} />
      </div>
      <div className="webinar__panel">
        {registered ? (
          <div className="webinar__done">
            <CheckCircleFilled className="webinar__done-icon" aria-hidden />
            <h2 className="webinar__thanks">
              {change ? 'Your registration is updated' : 'Thank you for registering!'}
            </h2>
            <p role="status">{success}</p>
            <LinkButton to="/" type="primary" size="large">
              Back to Home
            </LinkButton>
          </div>
        ) : (
          <form onSubmit={form.handleSubmit((values) => void onFinish(values))} noValidate>
            <h2 className="webinar__form-title">{change ? 'Change your registration' : 'Register'}</h2>
            {/* Nothing can be changed while the registration is on its way (Ant Design's disabled form). */}
            <Field form={form} name="fullName" label={webinarLabels.fullName} required>
              {(props) => <TextInput {...props} autoComplete="name" maxLength={100} size="large" disabled={fetching} />}
            </Field>
            <Field form={form} name="phone" label={webinarLabels.phone} required>
              {(props) => (
                <TextInput {...props} type="tel" autoComplete="tel" maxLength={30} size="large" disabled={fetching} />
              )}
            </Field>
            <ChannelsField
              idPrefix="webinar-channels"
              value={channels}
              onChange={setChannels}
              disabled={fetching}
              {...phoneField(form, 'phone')}
              legend="Also send my registration and the webinar's reminders by (to the phone number above)"
            />
            <Field form={form} name="email" label={webinarLabels.email} required>
              {(props) => (
                <TextInput
                  {...props}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  size="large"
                  disabled={fetching}
                />
              )}
            </Field>
            <Field form={form} name="source" label={webinarLabels.source}>
              {(props) => (
                <NativeSelect
                  {...props}
                  className="native-select--large"
                  options={callSourceOptions}
                  disabled={fetching}
                  onChange={(value) => form.setValue('source', value)}
                />
              )}
            </Field>
            <Field form={form} name="joinMailList" label={webinarLabels.joinMailList}>
              {({ id, 'aria-describedby': describedBy }) => (
                <Switch
                  id={id}
                  checked={form.values.joinMailList}
                  onChange={(checked) => form.setValue('joinMailList', checked)}
                  aria-describedby={describedBy}
                  disabled={fetching}
                />
              )}
            </Field>
            <Button type="primary" htmlType="submit" size="large" block loading={fetching}>
              {change ? 'Save changes' : 'Register'}
            </Button>
          </form>
        )}
      </div>
    </div>
  );
}
