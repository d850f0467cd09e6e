import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { apiErrorMessage } from '../../../core/graphql/errors';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { LoadingBlock } from '../../../ui/Skeleton';
import { BUCKET_LABELS, entryDate, nairaOf, signedNaira } from './format';
import { MentorEarningsHistoryQuery, MentorEarningsQuery, type EarningsEntry, type MentorEarnings } from './queries';
import './earnings.css';

const HISTORY_PAGE = 10;

/**
 * The mentor's earnings on their dashboard (issue 23): what paid bookings owe them and is not earned yet (pending),
 * what held sessions earned (available, paid out weekly), and what reached their bank, with the history behind
 * the figures. Every figure is the server's sum of its ledger; nothing is computed here.
 */
export function EarningsSection() {
  const [{ data, error, fetching }] = useQuery({
    query: MentorEarningsQuery,
    variables: { limit: HISTORY_PAGE },
    // A session held or a payout sent changes the figures: asked again on every visit.
    requestPolicy: 'cache-and-network',
  });
  const earnings = data?.mentorEarnings;

  return (
    <section aria-labelledby="earnings-heading" className="mentor-earnings">
      <h2 id="earnings-heading">Earnings</h2>
      {error && <Notice type="error" title="Your earnings could not be loaded" description={apiErrorMessage(error)} />}
      {fetching && !earnings && <LoadingBlock rows={3} />}
      {earnings && <EarningsFigures earnings={earnings} />}
    </section>
  );
}

function EarningsFigures({ earnings }: { earnings: MentorEarnings }) {
  return (
    <>
      <ul className="mentor-dashboard__tiles" aria-label="Your earnings">
        <Figure label="Pending" value={earnings.pendingKobo} hint="Paid bookings, earned as each session is held" />
        <Figure label="Available" value={earnings.availableKobo} hint="Earned, paid out in the weekly payout" />
        <Figure label="Paid out" value={earnings.paidKobo} hint="Received by your bank" />
      </ul>
      {earnings.inFlightKobo > 0 && (
        <p className="mentor-earnings__in-flight">{nairaOf(earnings.inFlightKobo)} is on its way to your bank.</p>
      )}
      <h3>History</h3>
      <EarningsHistory first={earnings.history} />
    </>
  );
}

function Figure({ label, value, hint }: { label: string; value: number; hint: string }) {
  return (
    <li className="mentor-dashboard__tile" data-testid="earnings-figure">
      <span className="mentor-dashboard__tile-value">{nairaOf(value)}</span>
      <span className="mentor-dashboard__tile-label">{label}</span>
      <span className="mentor-earnings__hint">{hint}</span>
    </li>
  );
}

/** The first page came with the figures; 'Load more' reads the next from the server (paged in the database). */
function EarningsHistory({ first }: { first: { items: EarningsEntry[]; nextToken: string | null } }) {
  const client = useClient();
  const [more, setMore] = useState<EarningsEntry[]>([]);
  const [next, setNext] = useState(first.nextToken);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const loadMore = async () => {
    setLoading(true);
    const result = await client
      .query(MentorEarningsHistoryQuery, { limit: HISTORY_PAGE, nextToken: next }, { requestPolicy: 'network-only' })
      .toPromise();
    setLoading(false);
    const page = result.data?.mentorEarnings.history;
    if (!page) {
      setFailure(apiErrorMessage(result.error));
      return;
    }
    setMore((current) => [...current, ...page.items]);
    setNext(page.nextToken);
    setFailure(null);
  };

  const all = [...first.items, ...more];
  if (all.length === 0) return <p>Nothing yet: your share shows here once a booking with you is paid.</p>;
  return (
    <>
      <div className="mentor-dashboard__table-wrap">
        <table className="mentor-dashboard__table">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">What</th>
              <th scope="col">Balance</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {all.map((entry) => (
              <tr key={entry.id} data-testid="earnings-row">
                <td>{entryDate(entry.createdAt)}</td>
                <td>{entry.memo}</td>
                <td>{BUCKET_LABELS[entry.bucket]}</td>
                <td className={entry.amountKobo < 0 ? 'mentor-earnings__out' : 'mentor-earnings__in'}>
                  {signedNaira(entry.amountKobo)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {failure && <Notice type="error" title="More history could not be loaded" description={failure} />}
      {next && (
        <Button onClick={() => void loadMore()} loading={loading}>
          Load more
        </Button>
      )}
    </>
  );
}
