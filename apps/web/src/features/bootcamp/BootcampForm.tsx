import { useEffect } from 'react';
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
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { Choice, choices } from '../../ui/form/Choice';
import { Field, RadioField } from '../../ui/form/Field';
import { schemaValidator } from '../../ui/form/schema-validator';
import { useForm } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { CreateBootcampMutation, type BootcampView } from './queries';
import { bootcampTracks } from './tracks';

/** The form as typed: every answer a string, '' for none yet. */
type BootcampFormValues = Record<keyof BootcampInput, string>;

const EMPTY: BootcampFormValues = {
  fullName: '',
  phone: '',
  email: '',
  country: '',
  track: '',
  source: '',
  whyLearnTheCourse: '',
  doYouHaveAlaptop: '',
};

const validate = schemaValidator<BootcampFormValues>(BootcampSchema);
const countryChoices = countryOptions.map((c) => ({ value: c.code, label: c.name }));
const trackChoices = bootcampTracks.map((t) => ({ value: t.id, label: t.title }));

/** Server answers worth showing as they are: trying again at once will not help. */
const TOLD_AS_IS = new Set(['CONFLICT', 'UNAVAILABLE', 'RATE_LIMITED']);

export interface RegisteredBooking {
  booking: BootcampView;
  token: string;
}

/**
 * The bootcamp registration form (spec 2 §5), checked field by field with the shared schema the server parses
 * with. Disabled while registration is closed. The server decides whether a seat is left; when it refuses, its
 * reason is shown and the seat count is asked again. Built on the light form kit (ui/form), with the browser's own
 * selects and radios.
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
  const form = useForm<BootcampFormValues>({ initialValues: EMPTY, validate });
  const { setValue } = form;
  const [{ fetching }, createBootcamp] = useMutation(CreateBootcampMutation);
  const { notification } = useNotify();
  const closed = !open;

  useEffect(() => {
    if (chosenTrack) setValue('track', chosenTrack);
  }, [chosenTrack, setValue]);

  const onFinish = async (values: BootcampFormValues) => {
    const parsed = BootcampSchema.safeParse(values);
    if (!parsed.success) return; // the fields show the same messages
    const result = await createBootcamp({ input: parsed.data });
    const made = result.data?.createBootcamp;
    if (made?.accessToken) {
      notification.success({ title: BOOTCAMP_SUCCESS, duration: 5 });
      onRegistered({ booking: made, token: made.accessToken });
      return;
    }
    const code = apiErrorCode(result.error);
    if ((code === 'BAD_USER_INPUT' || code === 'CONFLICT') && form.showServerErrors(apiFieldErrors(result.error)))
      return;
    if (code && TOLD_AS_IS.has(code)) {
      notification.error({ title: apiErrorMessage(result.error), duration: 5 });
      onRefused();
      return;
    }
    notification.error({ title: BOOTCAMP_FAILURE, duration: 5 });
  };

  return (
    <form
      className="bootcamp-form"
      onSubmit={form.handleSubmit(onFinish)}
      noValidate
      aria-label="Bootcamp registration"
    >
      <Field form={form} name="fullName" label={bootcampLabels.fullName}>
        {(props) => (
          <TextInput {...props} disabled={closed} aria-required autoComplete="name" maxLength={100} size="large" />
        )}
      </Field>
      <div className="bootcamp-form__row">
        <Field form={form} name="phone" label={bootcampLabels.phone}>
          {(props) => (
            <TextInput
              {...props}
              disabled={closed}
              aria-required
              type="tel"
              autoComplete="tel"
              maxLength={30}
              size="large"
            />
          )}
        </Field>
        <Field form={form} name="email" label={bootcampLabels.email}>
          {(props) => (
            <TextInput
              {...props}
              disabled={closed}
              aria-required
              type="email"
              autoComplete="email"
              maxLength={254}
              size="large"
            />
          )}
        </Field>
      </div>
      <div className="bootcamp-form__row">
        <Field form={form} name="country" label={bootcampLabels.country}>
          {(props) => (
            <Choice
              {...props}
              disabled={closed}
              aria-required
              placeholder="Select your country"
              options={countryChoices}
              size="large"
            />
          )}
        </Field>
        <Field form={form} name="track" label={bootcampLabels.track}>
          {(props) => (
            <Choice
              {...props}
              disabled={closed}
              aria-required
              placeholder="Choose a track"
              options={trackChoices}
              size="large"
            />
          )}
        </Field>
      </div>
      <div className="bootcamp-form__row">
        <Field form={form} name="source" label={bootcampLabels.source}>
          {(props) => (
            <Choice
              {...props}
              disabled={closed}
              aria-required
              placeholder="Select"
              options={choices(bootcampSourceOptions)}
              size="large"
            />
          )}
        </Field>
        <Field form={form} name="whyLearnTheCourse" label={bootcampLabels.whyLearnTheCourse} extra="Optional">
          {(props) => (
            <Choice
              {...props}
              disabled={closed}
              placeholder="No answer"
              options={choices(whyLearnOptions)}
              size="large"
            />
          )}
        </Field>
      </div>
      <RadioField
        form={form}
        name="doYouHaveAlaptop"
        label={bootcampLabels.doYouHaveAlaptop}
        extra="Do you have a laptop?"
        options={choices(laptopOptions)}
        disabled={closed}
      />
      <Button type="primary" htmlType="submit" size="large" block loading={fetching} disabled={closed}>
        {open ? 'Register' : REGISTRATION_CLOSED}
      </Button>
    </form>
  );
}
