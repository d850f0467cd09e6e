import { useId } from 'react';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/inputs';
import { NEW_RANGE, type DraftErrors, type Range } from './availability-draft';

interface HoursRangesProps {
  /** What the ranges are for ('Monday', 'the date'): names each row for screen readers. */
  label: string;
  ranges: Range[];
  /** Shown when there are no ranges: 'Unavailable', 'Unavailable all day'. */
  emptyText: string;
  /** Where the rows' messages are: `${rowKey}.${row}.start` / `.end`. */
  rowKey: string;
  /** The message about all the ranges together (they overlap). */
  groupError?: string;
  errors: DraftErrors;
  onChange: (ranges: Range[]) => void;
}

/** A day's hours: zero or more from–until ranges, each with Remove, and Add hours. */
export function HoursRanges({ label, ranges, emptyText, rowKey, groupError, errors, onChange }: HoursRangesProps) {
  const id = useId();
  const update = (row: number, change: Partial<Range>) =>
    onChange(ranges.map((r, i) => (i === row ? { ...r, ...change } : r)));
  return (
    <div className="hours-ranges">
      {ranges.length === 0 && <p className="hours-ranges__empty">{emptyText}</p>}
      {ranges.map((r, row) => {
        const startError = errors[`${rowKey}.${row}.start`];
        const endError = errors[`${rowKey}.${row}.end`];
        const errorId = `${id}-${row}-error`;
        return (
          // Row positions are the ranges' identities: a range has no id of its own.
          <div key={row} className="hours-ranges__row" role="group" aria-label={`${label} hours ${row + 1}`}>
            <label className="hours-ranges__time">
              <span>From</span>
              <TextInput
                type="time"
                value={r.start}
                required
                aria-invalid={Boolean(startError)}
                aria-describedby={startError || endError ? errorId : undefined}
                onChange={(event) => update(row, { start: event.target.value })}
              />
            </label>
            <label className="hours-ranges__time">
              <span>until</span>
              <TextInput
                type="time"
                value={r.end}
                required
                aria-invalid={Boolean(endError)}
                aria-describedby={startError || endError ? errorId : undefined}
                onChange={(event) => update(row, { end: event.target.value })}
              />
            </label>
            <Button type="link" onClick={() => onChange(ranges.filter((_, i) => i !== row))}>
              Remove
            </Button>
            {(startError || endError) && (
              <p id={errorId} className="field__error hours-ranges__error" role="alert">
                {startError ?? endError}
              </p>
            )}
          </div>
        );
      })}
      {groupError && (
        <p className="field__error" role="alert">
          {groupError}
        </p>
      )}
      <Button size="small" onClick={() => onChange([...ranges, { ...NEW_RANGE }])}>
        Add hours
      </Button>
    </div>
  );
}
