import { Suspense, useId, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { DEFAULT_TIME_ZONE } from '@eazy2con/shared/sessions';
import { apiErrorMessage, apiFieldErrors } from '../../core/graphql/errors';
import { PageSpinner } from '../../ui/PageSpinner';
import { useNotify } from '../../core/use-notify';
import { usePageTitle } from '../../core/use-page-title';
import { Button } from '../../ui/Button';
import { NativeSelect } from '../../ui/NativeSelect';
import { Notice } from '../../ui/Notice';
import { BusyCalendarsSection } from '../busy-calendars/public';
import { CalendarFeedSection, GoogleCalendarSection } from '../calendar-feed/public';
import { draftErrors, draftOf, inputOf, type Draft } from './availability-draft';
import { BookingRulesSection, OverridesSection, TimeOffSection, WeeklyHoursSection } from './AvailabilitySections';
import { MentorAvailabilityQuery, SaveMentorAvailabilityMutation, type MentorAvailability } from './queries';
import './mentor-sessions.css';

/** /mentor-dashboard/availability: the hours learners can book the signed-in mentor, saved with saveMentorAvailability. */
export function AvailabilityPage() {
  usePageTitle('Availability');
  const [{ data, error }] = useQuery({ query: MentorAvailabilityQuery, requestPolicy: 'network-only' });
  return (
    <div className="availability">
      <h1>Availability</h1>
      <p className="availability__hint">Changes apply to times not yet booked; booked sessions keep their times.</p>
      {error ? (
        <Notice type="error" title="Your availability could not be loaded" description={apiErrorMessage(error)} />
      ) : data ? (
        <AvailabilityForm saved={data.mentorAvailability} />
      ) : (
        <PageSpinner />
      )}
      {data && (
        <Suspense fallback={null}>
          <BusyCalendarsSection timeZone={data.mentorAvailability.timeZone} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <GoogleCalendarSection />
        <CalendarFeedSection />
      </Suspense>
    </div>
  );
}

function zoneChoices(current: string): string[] {
  // Engines list canonical zones only ('UTC' may be missing): the saved one is always offered.
  const zones = Intl.supportedValuesOf('timeZone');
  return [current, DEFAULT_TIME_ZONE].reduce((list, zone) => (list.includes(zone) ? list : [zone, ...list]), zones);
}

function AvailabilityForm({ saved }: { saved: MentorAvailability }) {
  const { notification } = useNotify();
  const zoneId = useId();
  const [, save] = useMutation(SaveMentorAvailabilityMutation);
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  // The schema's messages show from the first attempt to save on, then follow every change.
  const [checking, setChecking] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zones = useMemo(() => zoneChoices(saved.timeZone), [saved.timeZone]);

  const errors = checking ? { ...serverErrors, ...draftErrors(draft) } : serverErrors;
  const change = (next: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...next }));
    setServerErrors({});
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecking(true);
    setFailure(null);
    if (Object.keys(draftErrors(draft)).length > 0) return;
    setSaving(true);
    const result = await save({ input: inputOf(draft) });
    setSaving(false);
    const stored = result.data?.saveMentorAvailability;
    if (result.error || !stored) {
      const message = apiErrorMessage(result.error);
      setServerErrors(apiFieldErrors(result.error));
      setFailure(message);
      notification.error({ title: message, duration: 10 });
      return;
    }
    setDraft(draftOf(stored));
    setChecking(false);
    notification.success({ title: 'Availability saved' });
  };

  return (
    <form className="availability__form" onSubmit={(event) => void submit(event)} noValidate>
      <div className={`field availability__zone${errors.timeZone ? ' field--error' : ''}`}>
        <label className="field__label" htmlFor={zoneId}>
          Time zone
        </label>
        <NativeSelect
          id={zoneId}
          options={zones}
          value={draft.timeZone}
          aria-invalid={Boolean(errors.timeZone)}
          aria-describedby={errors.timeZone ? `${zoneId}-error` : undefined}
          onChange={(timeZone) => change({ timeZone })}
        />
        {errors.timeZone && (
          <div id={`${zoneId}-error`} className="field__error" role="alert">
            {errors.timeZone}
          </div>
        )}
      </div>
      <WeeklyHoursSection draft={draft} errors={errors} change={change} />
      <OverridesSection draft={draft} errors={errors} change={change} />
      <TimeOffSection draft={draft} errors={errors} change={change} />
      <BookingRulesSection draft={draft} errors={errors} change={change} />
      {failure && <Notice type="error" title="Your availability was not saved" description={failure} />}
      <div className="course-form__actions">
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          Save availability
        </Button>
      </div>
    </form>
  );
}
