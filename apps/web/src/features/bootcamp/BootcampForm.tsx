import { useEffect } from 'react';
import { Button, Form, Input, Radio, Select } from 'antd';
import { useMutation } from 'urql';
import {
  BOOTCAMP_FAILURE,
  BOOTCAMP_SUCCESS,
  REGISTRATION_CLOSED,
  type BootcampTrackId,
} from '@eazy2con/shared/bootcamp';
import { countryOptions } from '@eazy2con/shared/countries';
import { bootcampSourceOptions, laptopOptions, whyLearnOptions } from '@eazy2con/shared/options';
import { BootcampSchema, bootcampLabels, type BootcampInput } from '@eazy2con/shared/validation/bootcamp';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../app/graphql/errors';
import { useNotify } from '../../app/use-notify';
import { zodRule } from '../content/zod-rule';
import { CreateBootcampMutation, type BootcampView } from './queries';
import { bootcampTracks } from './tracks';

type Field = keyof BootcampInput;
type Values = Partial<Record<Field, string>>;
const FIELDS = Object.keys(bootcampLabels) as Field[];

const rules = (field: Field) => [zodRule(BootcampSchema.shape[field])];
const toOptions = (list: readonly string[]) => list.map((value) => ({ value, label: value }));
const countrySelect = countryOptions.map((c) => ({ value: c.code, label: c.name }));
const trackSelect = bootcampTracks.map((t) => ({ value: t.id, label: t.title }));

/** Server answers worth showing as they are: trying again at once will not help. */
const TOLD_AS_IS = new Set(['CONFLICT', 'UNAVAILABLE', 'RATE_LIMITED']);

export interface RegisteredBooking {
  booking: BootcampView;
  token: string;
}

/**
 * The bootcamp registration form (spec 2 §5), checked field by field with the shared schema the server parses
 * with. Disabled while registration is closed. The server decides whether a seat is left; when it refuses, its
 * reason is shown and the seat count is asked again.
 */
export function BootcampForm({
  open,
  chosenTrack,
  onRegistered,
  onRefused,
}: {
  open: boolean;
  chosenTrack: BootcampTrackId | null;
  onRegistered: (registered: RegisteredBooking) => void;
  onRefused: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [{ fetching }, createBootcamp] = useMutation(CreateBootcampMutation);
  const { notification } = useNotify();

  useEffect(() => {
    if (chosenTrack) form.setFieldValue('track', chosenTrack);
  }, [chosenTrack, form]);

  const onFinish = async (values: Values) => {
    const parsed = BootcampSchema.safeParse(values);
    if (!parsed.success) return;
    const result = await createBootcamp({ input: parsed.data });
    const made = result.data?.createBootcamp;
    if (made?.accessToken) {
      notification.success({ title: BOOTCAMP_SUCCESS, duration: 5 });
      onRegistered({ booking: made, token: made.accessToken });
      return;
    }
    const code = apiErrorCode(result.error);
    const fields = Object.entries(apiFieldErrors(result.error)).filter(([name]) => FIELDS.includes(name as Field));
    if ((code === 'BAD_USER_INPUT' || code === 'CONFLICT') && fields.length > 0) {
      form.setFields(fields.map(([name, message]) => ({ name: name as Field, errors: [message] })));
      return;
    }
    if (code && TOLD_AS_IS.has(code)) {
      notification.error({ title: apiErrorMessage(result.error), duration: 5 });
      onRefused();
      return;
    }
    notification.error({ title: BOOTCAMP_FAILURE, duration: 5 });
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className="bootcamp-form"
      onFinish={onFinish}
      disabled={!open}
      requiredMark={false}
      noValidate
      aria-label="Bootcamp registration"
    >
      <Form.Item name="fullName" label={bootcampLabels.fullName} rules={rules('fullName')}>
        <Input autoComplete="name" maxLength={100} size="large" />
      </Form.Item>
      <div className="bootcamp-form__row">
        <Form.Item name="phone" label={bootcampLabels.phone} rules={rules('phone')}>
          <Input type="tel" autoComplete="tel" maxLength={30} size="large" />
        </Form.Item>
        <Form.Item name="email" label={bootcampLabels.email} rules={rules('email')}>
          <Input type="email" autoComplete="email" maxLength={254} size="large" />
        </Form.Item>
      </div>
      <div className="bootcamp-form__row">
        <Form.Item name="country" label={bootcampLabels.country} rules={rules('country')}>
          <Select showSearch={{ optionFilterProp: 'label' }} options={countrySelect} placeholder="Select your country" size="large" />
        </Form.Item>
        <Form.Item name="track" label={bootcampLabels.track} rules={rules('track')}>
          <Select options={trackSelect} placeholder="Choose a track" size="large" />
        </Form.Item>
      </div>
      <div className="bootcamp-form__row">
        <Form.Item name="source" label={bootcampLabels.source} rules={rules('source')}>
          <Select options={toOptions(bootcampSourceOptions)} placeholder="Select" size="large" />
        </Form.Item>
        <Form.Item name="whyLearnTheCourse" label={bootcampLabels.whyLearnTheCourse} extra="Optional" rules={rules('whyLearnTheCourse')}>
          <Select options={toOptions(whyLearnOptions)} placeholder="Select" allowClear size="large" />
        </Form.Item>
      </div>
      <Form.Item name="doYouHaveAlaptop" label={bootcampLabels.doYouHaveAlaptop} extra="Do you have a laptop?" rules={rules('doYouHaveAlaptop')}>
        <Radio.Group options={toOptions(laptopOptions)} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={fetching}>
        {open ? 'Register' : REGISTRATION_CLOSED}
      </Button>
    </Form>
  );
}
