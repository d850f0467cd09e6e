import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { BusyCalendarUrlSchema } from '@eazy2con/shared/validation/busy-calendars';
import { apiErrorMessage } from '../../core/graphql/errors';
import { useNotify } from '../../core/use-notify';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { TextInput } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { BusyWeek } from './BusyWeek';
import {
  AddBusyCalendarMutation,
  MyBusyCalendarsQuery,
  RemoveBusyCalendarMutation,
  type BusyCalendar,
} from './busy-calendars.queries';
import './busy-calendars.css';

const fetchedLabel = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : 'not yet';

/**
 * "Busy calendars" on the mentor's availability page (issue 37): the addresses of the calendars the mentor already
 * keeps (Google's secret iCal address, Outlook's published calendar, any ICS link). Their busy times are read now and
 * every 10 minutes and kept out of the times learners can book; the week below shows them.
 */
export function BusyCalendarsSection({ timeZone }: { timeZone: string }) {
  const headingId = useId();
  const [{ data, error }, refetch] = useQuery({ query: MyBusyCalendarsQuery, requestPolicy: 'cache-and-network' });
  const [version, setVersion] = useState(0);
  const changed = () => {
    refetch({ requestPolicy: 'network-only' });
    setVersion((v) => v + 1);
  };
  const calendars = data?.myBusyCalendars;
  return (
    <section aria-labelledby={headingId} className="busy-calendars" data-testid="busy-calendars">
      <h2 id={headingId}>Busy calendars</h2>
      <p className="availability__hint">
        Paste the address of a calendar you already keep and learners cannot book the times it is busy. In Google
        Calendar it is the calendar’s “Secret address in iCal format”; in Outlook, a published calendar’s ICS link. The
        address is a secret: we keep it sealed and show only its start. We read it every 10 minutes.
      </p>
      <AddCalendarForm onAdded={changed} />
      {error && !calendars && <Notice type="error" title={apiErrorMessage(error)} />}
      {!error && !calendars && <Skeleton rows={2} />}
      {calendars && calendars.length > 0 && (
        <ul className="busy-calendars__list" aria-label="Your busy calendars">
          {calendars.map((c) => (
            <CalendarRow key={c.id} calendar={c} onRemoved={changed} />
          ))}
        </ul>
      )}
      {calendars && calendars.length > 0 && <BusyWeek timeZone={timeZone} version={version} />}
    </section>
  );
}

function AddCalendarForm({ onAdded }: { onAdded: () => void }) {
  const inputId = useId();
  const { notification } = useNotify();
  const [url, setUrl] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [{ fetching }, add] = useMutation(AddBusyCalendarMutation);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = BusyCalendarUrlSchema.safeParse(url);
    if (!checked.success) {
      setMessage(checked.error.issues[0]?.message ?? 'Check the address');
      return;
    }
    setMessage(null);
    const result = await add({ url });
    const added = result.data?.addBusyCalendar;
    if (result.error || !added) {
      setMessage(apiErrorMessage(result.error));
      return;
    }
    setUrl('');
    notification.success({ title: `Calendar added: ${added.busyCount} busy times in the next 26 weeks` });
    onAdded();
  };

  return (
    <form className="busy-calendars__add" onSubmit={(event) => void submit(event)} noValidate>
      <div className={`field${message ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={inputId}>
          Calendar address
        </label>
        <div className="busy-calendars__add-row">
          <TextInput
            id={inputId}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
            value={url}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? `${inputId}-error` : undefined}
            onChange={(event) => {
              setUrl(event.target.value);
              setMessage(null);
            }}
          />
          <Button type="primary" htmlType="submit" loading={fetching}>
            Add calendar
          </Button>
        </div>
        {message && (
          <div id={`${inputId}-error`} className="field__error" role="alert">
            {message}
          </div>
        )}
      </div>
    </form>
  );
}

function CalendarRow({ calendar, onRemoved }: { calendar: BusyCalendar; onRemoved: () => void }) {
  const [{ fetching, error }, remove] = useMutation(RemoveBusyCalendarMutation);
  const [confirming, setConfirming] = useState(false);
  const confirm = async () => {
    setConfirming(false);
    const result = await remove({ id: calendar.id });
    if (!result.error) onRemoved();
  };
  return (
    <li className="busy-calendars__item" data-testid="busy-calendar">
      <div className="busy-calendars__url">{calendar.url}</div>
      <div className="busy-calendars__facts">
        <span data-testid="busy-count">
          {calendar.busyCount} busy {calendar.busyCount === 1 ? 'time' : 'times'}
        </span>
        <span>Last read {fetchedLabel(calendar.lastFetchedAt)}</span>
      </div>
      {calendar.lastError && <Notice type="warning" title="The last read failed" description={calendar.lastError} />}
      {error && <Notice type="error" title={apiErrorMessage(error)} />}
      {/* The Google calendar's row goes with its connection: Disconnect, in the Google Calendar section. */}
      {calendar.kind !== 'GOOGLE' && (
        <Button size="small" danger loading={fetching} onClick={() => setConfirming(true)}>
          Remove
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Remove this calendar?"
        content="Its busy times stop being kept out of your bookable times."
        okText="Remove"
        cancelText="Keep it"
        danger
        onOk={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
