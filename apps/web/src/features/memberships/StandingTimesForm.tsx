import { useId, useMemo, useState, type FormEvent } from 'react';
import { DEFAULT_TIME_ZONE } from '@eazy2con/shared/sessions';
import { weekdayLabel, weekdays, type Weekday } from '@eazy2con/shared/memberships';
import {
  STANDING_TIMES_TOO_MANY,
  SetStandingTimesSchema,
  type StandingTimeInput,
} from '@eazy2con/shared/validation/memberships';
import { Button } from '../../ui/Button';
import { NativeSelect } from '../../ui/NativeSelect';
import { browserZone, weeklyTimesAllowed } from './membership-figures';
import type { StandingTime } from './memberships.queries';
import type { ActionError } from './use-membership-actions';

interface StandingTimesFormProps {
  saved: readonly StandingTime[];
  /** Sessions in the cycle in force: its sessions a week is how many weekly times may be kept. */
  allowed: number;
  /** Kids' plans hold their classes at weekends. */
  weekendsOnly: boolean;
  onSave: (times: StandingTimeInput[]) => Promise<ActionError>;
  onClose: () => void;
}

/** Starts on the hour and half hour, as the shared schema accepts them. */
const TIMES = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);

type Row = StandingTimeInput & { key: number };

/** The zones offered: the engine's list, with Lagos and the zones already chosen first when it lacks them. */
function zoneChoices(chosen: readonly string[]): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return [...new Set([...chosen, DEFAULT_TIME_ZONE])].reduce(
    (list, zone) => (list.includes(zone) ? list : [zone, ...list]),
    zones,
  );
}

/**
 * The learner's regular weekly times with the mentor ("Tuesday 18:00, Lagos"): up to the plan's sessions a week,
 * each a day, a start on the hour or half hour and a time zone (the browser's by default). The server checks them
 * against the mentor's hours and books each paid cycle's sessions at them; its refusal is shown by the panel.
 */
export function StandingTimesForm({ saved, allowed, weekendsOnly, onSave, onClose }: StandingTimesFormProps) {
  const ids = useId();
  const limit = weeklyTimesAllowed(allowed);
  const days: readonly Weekday[] = weekendsOnly ? ['SATURDAY', 'SUNDAY'] : weekdays;
  const [zone] = useState(browserZone);
  const [rows, setRows] = useState<Row[]>(() =>
    saved.length > 0
      ? saved.map((t, key) => ({ key, weekday: t.weekday, time: t.time, timeZone: t.timeZone }))
      : [{ key: 0, weekday: days[0] ?? 'MONDAY', time: '18:00', timeZone: zone }],
  );
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const zones = useMemo(() => zoneChoices([zone, ...saved.map((t) => t.timeZone)]), [zone, saved]);

  const change = (key: number, patch: Partial<StandingTimeInput>) => {
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch } : row)));
    setError(null);
  };
  const add = () => {
    const key = Math.max(-1, ...rows.map((r) => r.key)) + 1;
    setRows((all) => [...all, { key, weekday: days[0] ?? 'MONDAY', time: '18:00', timeZone: zone }]);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rows.length > limit) return setError(STANDING_TIMES_TOO_MANY);
    const parsed = SetStandingTimesSchema.shape.times.safeParse(
      rows.map(({ weekday, time, timeZone }) => ({ weekday, time, timeZone })),
    );
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    setSending(true);
    await onSave(parsed.data);
    setSending(false);
  };

  return (
    <form className="membership__form" aria-label="Weekly times" onSubmit={(e) => void submit(e)} noValidate>
      <p className="membership__note">
        {`Your plan has ${limit} session${limit === 1 ? '' : 's'} a week: choose up to ${limit} weekly time${limit === 1 ? '' : 's'}. `}
        Each paid cycle’s sessions are booked at them, and your mentor keeps them for you.
      </p>
      {rows.map((row, index) => (
        <fieldset key={row.key} className="membership__time">
          <legend>{`Weekly time ${index + 1}`}</legend>
          <label className="field__label" htmlFor={`${ids}-${row.key}-day`}>
            Day
          </label>
          <NativeSelect
            id={`${ids}-${row.key}-day`}
            options={days.map(weekdayLabel)}
            value={weekdayLabel(row.weekday)}
            onChange={(label) =>
              change(row.key, { weekday: days.find((d) => weekdayLabel(d) === label) ?? row.weekday })
            }
          />
          <label className="field__label" htmlFor={`${ids}-${row.key}-time`}>
            Time
          </label>
          <NativeSelect
            id={`${ids}-${row.key}-time`}
            options={TIMES}
            value={row.time}
            onChange={(time) => change(row.key, { time })}
          />
          <label className="field__label" htmlFor={`${ids}-${row.key}-zone`}>
            Time zone
          </label>
          <NativeSelect
            id={`${ids}-${row.key}-zone`}
            options={zones}
            value={row.timeZone}
            onChange={(timeZone) => change(row.key, { timeZone })}
          />
          <Button
            type="link"
            aria-label={`Remove weekly time ${index + 1}`}
            onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      {error && (
        <div id={`${ids}-error`} className="field__error" role="alert">
          {error}
        </div>
      )}
      <div className="membership__form-actions">
        <Button onClick={add} disabled={rows.length >= limit}>
          Add a weekly time
        </Button>
        <Button onClick={onClose} disabled={sending}>
          Not now
        </Button>
        <Button type="primary" htmlType="submit" loading={sending}>
          Save weekly times
        </Button>
      </div>
    </form>
  );
}
