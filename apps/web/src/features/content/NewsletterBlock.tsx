import { Button, Form, Input } from 'antd';
import { useMutation } from 'urql';
import { NewsletterSchema } from '@eazy2con/shared/validation/content';
import { useNotify } from '../../app/use-notify';
import { SubscribeNewsletterMutation } from './queries';
import { zodRule } from './zod-rule';
import './content.css';

interface NewsletterForm {
  email: string;
}

/** 'Subscribe to Newsletter': the address is kept by the server (and sent to Mailchimp when configured). */
export function NewsletterBlock() {
  const [form] = Form.useForm<NewsletterForm>();
  const [{ fetching }, subscribe] = useMutation(SubscribeNewsletterMutation);
  const { error, notification } = useNotify();

  const onFinish = async ({ email }: NewsletterForm) => {
    const result = await subscribe({ email: email.trim() });
    if (result.error || !result.data) {
      error(result.error);
      return;
    }
    form.resetFields();
    notification.success({ title: result.data.subscribeNewsletter.message, duration: 5 });
  };

  return (
    <section className="newsletter" aria-labelledby="newsletter-heading" data-testid="newsletter">
      <div className="newsletter__inner">
        <div>
          <h2 id="newsletter-heading">Subscribe to Newsletter</h2>
          <p>Tips from our mentors, new courses and camp dates, straight to your inbox. No spam, unsubscribe any time.</p>
        </div>
        <Form form={form} layout="inline" className="newsletter__form" onFinish={onFinish} noValidate>
          <Form.Item
            name="email"
            validateTrigger="onSubmit"
            rules={[zodRule(NewsletterSchema.shape.email)]}
            className="newsletter__field"
          >
            <Input type="email" aria-label="Email address" placeholder="Enter your email" autoComplete="email" size="large" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" size="large" loading={fetching}>
              Subscribe
            </Button>
          </Form.Item>
        </Form>
      </div>
    </section>
  );
}
