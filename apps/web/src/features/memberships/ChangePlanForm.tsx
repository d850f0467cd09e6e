import { useId, useState, type FormEvent } from 'react';
import { formatNaira } from '@eazy2con/shared/number-text';
import type { PlanOption } from '@eazy2con/shared/plans';
import { Button } from '../../ui/Button';
import { NativeSelect } from '../../ui/NativeSelect';
import type { ActionError } from './use-membership-actions';

interface ChangePlanFormProps {
  /** The plan's options (packages/shared plans.ts); the server checks the one chosen is the plan's. */
  options: readonly [PlanOption, ...PlanOption[]];
  /** The option the cycle in force was bought on, if it can be told. */
  current: PlanOption | null;
  onChange: (option: PlanOption) => Promise<ActionError>;
  onClose: () => void;
}

/** 'Personal Plan: 3 calls a week · ₦75,000 a cycle' style choices, each naming what it costs and buys. */
export const optionText = (option: PlanOption) =>
  `${option.label} · ${formatNaira(option.amountNaira)} a cycle (${option.sessions} sessions of ${option.minutes} minutes)`;

/** Another option of the same plan, from the next cycle on: this cycle's sessions and price stay as they are. */
export function ChangePlanForm({ options, current, onChange, onClose }: ChangePlanFormProps) {
  const ids = useId();
  const [choice, setChoice] = useState(() => (options.find((o) => o.id !== current?.id) ?? options[0]).id);
  const [sending, setSending] = useState(false);
  const chosen = options.find((o) => o.id === choice);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!chosen) return;
    setSending(true);
    await onChange(chosen);
    setSending(false);
  };

  return (
    <form className="membership__form" aria-label="Change plan" onSubmit={(e) => void submit(e)} noValidate>
      <p className="membership__note">
        {current ? `Now: ${optionText(current)}. ` : ''}A change takes effect from your next cycle.
      </p>
      <div className="field">
        <label className="field__label" htmlFor={`${ids}-option`}>
          Plan from the next cycle
        </label>
        <NativeSelect
          id={`${ids}-option`}
          options={options.map(optionText)}
          value={chosen ? optionText(chosen) : undefined}
          onChange={(text) => setChoice(options.find((o) => optionText(o) === text)?.id ?? choice)}
        />
      </div>
      <div className="membership__form-actions">
        <Button onClick={onClose} disabled={sending}>
          Not now
        </Button>
        <Button type="primary" htmlType="submit" loading={sending} disabled={!chosen}>
          Change from next cycle
        </Button>
      </div>
    </form>
  );
}
