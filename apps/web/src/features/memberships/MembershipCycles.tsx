import { koboToNaira } from '@eazy2con/shared/bookings';
import { formatNaira } from '@eazy2con/shared/number-text';
import { CYCLE_STATUS_LABEL, cycleDates, sessionsText } from './membership-figures';
import type { MembershipCycle } from './memberships.queries';

/** Every cycle of the membership, latest first: its days, whether it is paid, its amount and its sessions. */
export function MembershipCycles({
  cycles,
  currentNumber,
}: {
  cycles: readonly MembershipCycle[];
  currentNumber: number | null;
}) {
  const latestFirst = [...cycles].sort((a, b) => b.number - a.number);
  return (
    <>
      <h4 className="membership__heading">Cycles</h4>
      <ul className="membership__cycles" aria-label="Cycles">
        {latestFirst.map((cycle) => (
          <li key={cycle.number} className="membership__cycle">
            <strong>
              {`Cycle ${cycle.number}`}
              {cycle.number === currentNumber ? ' (this cycle)' : ''}
            </strong>
            <span>{cycleDates(cycle)}</span>
            <span className={`membership__cycle-status membership__cycle-status--${cycle.status.toLowerCase()}`}>
              {CYCLE_STATUS_LABEL[cycle.status]}
            </span>
            <span>{formatNaira(koboToNaira(cycle.amountKobo))}</span>
            <span>{`Sessions: ${sessionsText(cycle)}`}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
