import { useId, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { bookableDays, callDateFromIsoDay } from '@eazy2con/shared/advisory';
import { callSourceOptions, DEFAULT_CALL_SOURCE } from '@eazy2con/shared/options';
import {
  ADVISORY_PICK_DATE_TIME,
  ADVISORY_TOO_FAR,
  AdvisoryContactSchema,
  CreateBookAdvisorySchema,
} from '@eazy2con/shared/validation/advisory';
import { firstMessage } from '@eazy2con/shared/validation/issues';
import { NativeSelect } from '../../ui/NativeSelect';
import { apiErrorCode, apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Field } from '../../ui/form/Field';
import { schemaValidator } from '../../ui/form/schema-validator';
import { useForm } from '../../ui/form/use-form';
import { TextInput } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import { useNow } from '../../ui/use-now';
import { ChannelsField, phoneField, type TextChannel } from '../bookings/public';
import { freeSlots, longDate } from './free-slots';
import { AdvisorySlotsTakenQuery, CreateBookAdvisoryMutation } from './queries';
import './advisory.css';

/** Spec 2 §8: the advisory failure is the bootcamp's message. */
export const ADVISORY_FAILURE = 'Something went wrong, please Check your Network connection';
export const ADVISORY_BOOKED = 'Your advisory call is booked!';
export const DAY_GONE = 'This day has passed. Please pick another date.';
export const NO_TIMES_LEFT = 'No times are left on this day. Please pick another date.';

interface ContactForm extends Record<string, string> {
  fullName: string;
  phone: string;
  email: string;
  source: string;
}

const EMPTY_CONTACT: ContactForm = { fullName: '', phone: '', email: '', source: DEFAULT_CALL_SOURCE };
const validateContact = schemaValidator<ContactForm>(AdvisoryContactSchema);

/** The booked call, as the success message shows it. */
interface Booked {
  day: string;
  time: string;
}

/**
 * The advisor call scheduler of /kid-tech (spec 2 §2, §4, §5): a date, one of the day's free 20-minute slots, then
 * the contact dialog. Booked and started slots are not offered; the server refuses them too, and answers CONFLICT
 * when someone else took the slot meanwhile.
 */
export function AdvisorScheduler() {
  const ids = useId();
  const formId = `${ids}-contact`;
  // The clock, moved on every minute so that slots drop out of the list as they start.
  const now = new Date(useNow());
  const { first, last } = bookableDays(now);
  const [day, setDay] = useState('');
  const [time, setTime] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [booked, setBooked] = useState<Booked | null>(null);
  // WhatsApp and SMS besides e-mail (issue 24): the confirmation and the call's reminders.
  const [channels, setChannels] = useState<TextChannel[]>([]);
  // At this level, not in the dialog: what was typed stays when the dialog is closed and opened again.
  const form = useForm<ContactForm>({ initialValues: EMPTY_CONTACT, validate: validateContact });
  const { notification } = useNotify();

  const dayProblem = !day ? null : day < first ? DAY_GONE : day > last ? ADVISORY_TOO_FAR : null;
  const [taken, refetchTaken] = useQuery({
    query: AdvisorySlotsTakenQuery,
    variables: { date: day ? callDateFromIsoDay(day) : '' },
    pause: !day || dayProblem !== null,
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: saving }, createBookAdvisory] = useMutation(CreateBookAdvisoryMutation);

  const takenTimes = taken.data?.advisorySlotsTaken;
  const slots = day && !dayProblem && takenTimes ? freeSlots(day, takenTimes, now) : [];
  // A picked time that is no longer offered (booked meanwhile, or started) is no longer picked.
  const picked = time && slots.some((slot) => slot.label === time) ? time : null;

  const reloadTaken = () => refetchTaken({ requestPolicy: 'network-only' });

  const schedule = () => {
    if (!day || !picked) {
      notification.warning({ title: ADVISORY_PICK_DATE_TIME, duration: 5 });
      return;
    }
    setDialogOpen(true);
  };

  const onFinish = async (values: ContactForm) => {
    if (!picked) return;
    const parsed = CreateBookAdvisorySchema.safeParse({
      ...values,
      callDate: callDateFromIsoDay(day),
      callTime: picked,
      channels: ['EMAIL', ...channels],
    });
    if (!parsed.success) {
      notification.warning({ title: firstMessage(parsed.error), duration: 5 });
      return;
    }
    const result = await createBookAdvisory({ input: parsed.data });
    if (result.data) {
      setBooked({ day, time: picked });
      setDialogOpen(false);
      setTime(null);
      form.reset();
      setChannels([]);
      notification.success({ title: ADVISORY_BOOKED, description: successText({ day, time: picked }), duration: 6 });
      reloadTaken();
      return;
    }
    const code = apiErrorCode(result.error);
    // A message about a contact field goes under it (showServerErrors ignores the date and time's).
    if (code === 'BAD_USER_INPUT' && form.showServerErrors(apiFieldErrors(result.error))) return;
    if (code === 'CONFLICT' || code === 'BAD_USER_INPUT') {
      // The slot went (someone booked it, or it started): back to the times, which no longer offer it.
      setDialogOpen(false);
      setTime(null);
      notification.warning({ title: apiErrorMessage(result.error), duration: 6 });
      reloadTaken();
      return;
    }
    notification.error({
      title: code === 'RATE_LIMITED' ? apiErrorMessage(result.error) : ADVISORY_FAILURE,
      duration: 5,
    });
  };

  const dateId = `${ids}-date`;
  const timesId = `${ids}-times`;
  return (
    <div className="advisor" data-testid="advisor-scheduler">
      {booked && (
        <Notice
          className="advisor__booked"
          type="success"
          role="status"
          title={ADVISORY_BOOKED}
          description={successText(booked)}
        />
      )}
      <div className="advisor__pickers">
        <div className="advisor__date">
          <label htmlFor={dateId}>Date</label>
          <input
            id={dateId}
            className="advisor__date-input"
            type="date"
            min={first}
            max={last}
            value={day}
            onChange={(event) => {
              setDay(event.target.value);
              setTime(null);
            }}
          />
          <p className="advisor__hint">Calls are 20 minutes, from 9:00 AM to 4:40 PM West Africa Time (GMT+1).</p>
        </div>
        <div className="advisor__times">
          <p id={timesId} className="advisor__label">
            Time{day && !dayProblem ? ` on ${longDate(day)}` : ''}
          </p>
          <TimeChoices
            labelledBy={timesId}
            day={day}
            problem={dayProblem}
            loading={taken.fetching && !takenTimes}
            failed={Boolean(taken.error) && !takenTimes}
            slots={slots.map((slot) => slot.label)}
            picked={picked}
            onPick={setTime}
          />
        </div>
      </div>
      <Button type="primary" size="large" onClick={schedule}>
        Schedule a call
      </Button>

      <Dialog
        open={dialogOpen}
        title="Your contact details"
        onClose={() => setDialogOpen(false)}
        footer={
          <>
            <Button onClick={() => setDialogOpen(false)}>Cancel</Button>
            <Button type="primary" htmlType="submit" form={formId} loading={saving}>
              Book the call
            </Button>
          </>
        }
      >
        {picked && (
          <p className="advisor__summary">
            {longDate(day)} at {picked} (WAT, GMT+1). An advisor will call you on the phone number below.
          </p>
        )}
        <form id={formId} onSubmit={form.handleSubmit((values) => void onFinish(values))} noValidate>
          <Field form={form} name="fullName" label="Full name" required>
            {(props) => <TextInput {...props} autoComplete="name" maxLength={100} />}
          </Field>
          <Field form={form} name="phone" label="Phone" required>
            {(props) => <TextInput {...props} type="tel" autoComplete="tel" maxLength={30} />}
          </Field>
          <ChannelsField
            idPrefix="advisory-channels"
            value={channels}
            onChange={setChannels}
            {...phoneField(form, 'phone')}
            legend="Also send my booking and the call's reminders by (to the phone number above)"
          />
          <Field form={form} name="email" label="Email" required>
            {(props) => <TextInput {...props} type="email" autoComplete="email" maxLength={254} />}
          </Field>
          <Field form={form} name="source" label="How did you hear about us?">
            {(props) => (
              <NativeSelect
                {...props}
                options={callSourceOptions}
                onChange={(value) => form.setValue('source', value)}
              />
            )}
          </Field>
        </form>
      </Dialog>
    </div>
  );
}

function successText({ day, time }: Booked): string {
  return `An advisor will call you on ${longDate(day)} at ${time} (WAT, GMT+1). The details and a calendar invite are in your email.`;
}

interface TimeChoicesProps {
  labelledBy: string;
  day: string;
  problem: string | null;
  loading: boolean;
  failed: boolean;
  slots: string[];
  picked: string | null;
  onPick: (time: string) => void;
}

/** The day's free slots as toggle buttons, or why there are none to show. */
function TimeChoices({ labelledBy, day, problem, loading, failed, slots, picked, onPick }: TimeChoicesProps) {
  if (!day) return <p className="advisor__note">Pick a date to see the free times.</p>;
  if (problem) return <p className="advisor__note">{problem}</p>;
  if (failed) return <p className="advisor__note">{ADVISORY_FAILURE}</p>;
  if (loading) return <p className="advisor__note">Looking up the free times…</p>;
  if (slots.length === 0) return <p className="advisor__note">{NO_TIMES_LEFT}</p>;
  return (
    <div className="advisor__slots" role="group" aria-labelledby={labelledBy}>
      {slots.map((label) => (
        <button
          key={label}
          type="button"
          className="advisor__slot"
          aria-pressed={picked === label}
          onClick={() => onPick(label)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
