import { useMutation } from 'urql';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { lazySchemaValidator } from '../../ui/form/lazy-validator';
import { useForm } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { SubscribeNewsletterMutation } from './queries';
import './content.css';

interface NewsletterForm extends Record<string, string> {
  email: string;
}

// The shared schema (and zod with it) loads when the box is first used: not with the home page (issue 38).
const validate = lazySchemaValidator<NewsletterForm>(() =>
  import('@eazy2con/shared/validation/content').then((m) => m.NewsletterSchema),
);

/** 'Subscribe to Newsletter': the address is kept by the server (and sent to Mailchimp when configured). */
export function NewsletterBlock() {
  const form = useForm<NewsletterForm>({ initialValues: { email: '' }, validate, validateOn: 'submit' });
  const [{ fetching }, subscribe] = useMutation(SubscribeNewsletterMutation);
  const { error, notification } = useNotify();

  const onFinish = async ({ email }: NewsletterForm) => {
    const result = await subscribe({ email: email.trim() });
    if (result.error || !result.data) {
      error(result.error);
      return;
    }
    form.reset();
    notification.success({ title: result.data.subscribeNewsletter.message, duration: 5 });
  };

  return (
    <section className="newsletter" aria-labelledby="newsletter-heading" data-testid="newsletter">
      <div className="newsletter__inner">
        <div>
          <h2 id="newsletter-heading">Subscribe to Newsletter</h2>
          <p>
            Tips from our mentors, new courses and camp dates, straight to your inbox. No spam, unsubscribe any time.
          </p>
        </div>
        <form className="newsletter__form" onSubmit={form.handleSubmit(onFinish)} noValidate>
          <Field form={form} name="email" label="Email address" hideLabel className="newsletter__field">
            {(props) => (
              <TextInput {...props} type="email" placeholder="Enter your email" autoComplete="email" size="large" />
            )}
          </Field>
          <Button type="primary" htmlType="submit" size="large" loading={fetching}>
            Subscribe
          </Button>
        </form>
      </div>
    </section>
  );
}
