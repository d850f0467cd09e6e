import { useId } from 'react';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import { Switch } from '../../ui/Switch';
import {
  DAY_NAMES,
  WEEK_ORDER,
  type Draft,
  type DraftErrors,
  type NumberField,
  type Range,
} from './availability-draft';
import { HoursRanges } from './HoursRanges';

interface SectionProps {
  draft: Draft;
  errors: DraftErrors;
  change: (change: Partial<Draft>) => void;
}

function SectionError({ message }: { message?: string }) {
  return message ? (
    <p className="field__error" role="alert">
      {message}
    </p>
  ) : null;
}

/** One row a day, Monday to Sunday, each with its ranges. */
export function WeeklyHoursSection({ draft, errors, change }: SectionProps) {
  const setDay = (day: number, ranges: Range[]) =>
    change({ days: draft.days.map((current, d) => (d === day ? ranges : current)) });
  return (
    <section className="availability__section" aria-labelledby="weekly-heading">
      <h2 id="weekly-heading">Weekly hours</h2>
      <SectionError message={errors.weekly} />
      <ul className="availability__days">
        {WEEK_ORDER.map((day) => (
          <li key={day} className="availability__day" data-testid="weekly-day">
            <span className="availability__day-name">{DAY_NAMES[day]}</span>
            <HoursRanges
              label={DAY_NAMES[day]}
              ranges={draft.days[day] ?? []}
              emptyText="Unavailable"
              rowKey={`day.${day}`}
              groupError={errors[`day.${day}`]}
              errors={errors}
              onChange={(ranges) => setDay(day, ranges)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Dates whose hours differ from the week's (or that are off altogether). */
export function OverridesSection({ draft, errors, change }: SectionProps) {
  const set = (index: number, next: Draft['overrides'][number] | null) =>
    change({
      overrides: next
        ? draft.overrides.map((o, i) => (i === index ? next : o))
        : draft.overrides.filter((_, i) => i !== index),
    });
  return (
    <section className="availability__section" aria-labelledby="overrides-heading">
      <h2 id="overrides-heading">Date overrides</h2>
      <p className="availability__hint">Different hours on a particular date. Without hours, the date is off.</p>
      <SectionError message={errors.overrides} />
      <ul className="availability__days">
        {draft.overrides.map((override, i) => (
          // Position is the override's identity: the date itself may be empty or repeated while being typed.
          <li key={i} className="availability__day" data-testid="date-override">
            <DateInput
              label="Date"
              value={override.date}
              error={errors[`overrides.${i}.date`]}
              onChange={(date) => set(i, { ...override, date })}
            />
            <HoursRanges
              label={override.date || 'The date'}
              ranges={override.hours}
              emptyText="Unavailable all day"
              rowKey={`overrides.${i}.hours`}
              groupError={errors[`overrides.${i}`] ?? errors[`overrides.${i}.hours`]}
              errors={errors}
              onChange={(hours) => set(i, { ...override, hours })}
            />
            <Button type="link" danger onClick={() => set(i, null)}>
              Remove this date
            </Button>
          </li>
        ))}
      </ul>
      <Button onClick={() => change({ overrides: [...draft.overrides, { date: '', hours: [] }] })}>
        Add a date override
      </Button>
    </section>
  );
}

/** Whole days off, first to last day included. */
export function TimeOffSection({ draft, errors, change }: SectionProps) {
  const set = (index: number, next: Draft['timeOff'][number] | null) =>
    change({
      timeOff: next
        ? draft.timeOff.map((t, i) => (i === index ? next : t))
        : draft.timeOff.filter((_, i) => i !== index),
    });
  return (
    <section className="availability__section" aria-labelledby="time-off-heading">
      <h2 id="time-off-heading">Time off</h2>
      <SectionError message={errors.timeOff} />
      {draft.timeOff.length === 0 && <p className="availability__hint">No time off planned.</p>}
      <ul className="availability__days">
        {draft.timeOff.map((period, i) => (
          // Position is the period's identity: it has no id of its own.
          <li key={i} className="availability__time-off" data-testid="time-off">
            <DateInput
              label="From"
              value={period.from}
              error={errors[`timeOff.${i}.from`]}
              onChange={(from) => set(i, { ...period, from })}
            />
            <DateInput
              label="To"
              value={period.to}
              error={errors[`timeOff.${i}.to`]}
              onChange={(to) => set(i, { ...period, to })}
            />
            <Button type="link" danger onClick={() => set(i, null)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button onClick={() => change({ timeOff: [...draft.timeOff, { from: '', to: '' }] })}>Add time off</Button>
    </section>
  );
}

const RULES: { name: NumberField; label: string; unit: string; max: number }[] = [
  { name: 'minNoticeHours', label: 'Minimum notice', unit: 'hours', max: 168 },
  { name: 'bufferMinutes', label: 'Buffer between sessions', unit: 'minutes', max: 120 },
  { name: 'horizonWeeks', label: 'How far ahead learners can book', unit: 'weeks', max: 26 },
];

/** Notice, buffer, horizon and whether new mentees may book. */
export function BookingRulesSection({ draft, errors, change }: SectionProps) {
  const id = useId();
  return (
    <section className="availability__section" aria-labelledby="rules-heading">
      <h2 id="rules-heading">Booking rules</h2>
      <div className="availability__rules">
        {RULES.map(({ name, label, unit, max }) => (
          <div key={name} className={`field${errors[name] ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor={`${id}-${name}`}>
              {label} ({unit})
            </label>
            <TextInput
              id={`${id}-${name}`}
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              step={1}
              value={draft[name]}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
              onChange={(event) => change({ [name]: event.target.value })}
            />
            {errors[name] && (
              <div id={`${id}-${name}-error`} className="field__error" role="alert">
                {errors[name]}
              </div>
            )}
          </div>
        ))}
      </div>
      <div className="availability__switch">
        <Switch
          id={`${id}-accepting`}
          checked={draft.acceptingNewMentees}
          onChange={(acceptingNewMentees) => change({ acceptingNewMentees })}
        />
        <label htmlFor={`${id}-accepting`}>Taking new mentees</label>
      </div>
    </section>
  );
}

function DateInput(props: { label: string; value: string; error?: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={`field availability__date${props.error ? ' field--error' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
      </label>
      <TextInput
        id={id}
        type="date"
        value={props.value}
        required
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error && (
        <div id={`${id}-error`} className="field__error" role="alert">
          {props.error}
        </div>
      )}
    </div>
  );
}
