import { useId, useRef, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { PRODUCT_NAME } from '@eazy2con/shared/brand';
import { apiErrorMessage } from '../../core/graphql/errors';
import { buttonClass, Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextInput } from '../../ui/inputs';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { CalendarFeedUrlQuery, RenewCalendarFeedMutation } from './calendar-feed.queries';
import { subscribeLinks } from './subscribe-links';
import './calendar-feed.css';

export const COPIED = 'Copied';
export const RENEWED = 'A new address is ready. Subscribe to it again in your calendar apps.';

/**
 * "Your calendar" on /account and the mentor's availability page (issue 37): the secret address of the person's
 * calendar feed (their sessions, camp classes, advisory calls and webinars), to copy or open in Google Calendar,
 * Apple Calendar or Outlook, and "Make a new address", which stops the old one at once (a leaked address).
 */
export function CalendarFeedSection() {
  const headingId = useId();
  const [{ data, error }, refetch] = useQuery({ query: CalendarFeedUrlQuery, requestPolicy: 'cache-and-network' });
  const [renewal, renew] = useMutation(RenewCalendarFeedMutation);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const url = renewal.data?.renewCalendarFeed ?? data?.me.calendarFeedUrl ?? null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setNote(COPIED);
    } catch {
      // No clipboard (an insecure page, a refused permission): the address is selected for the person to copy.
      input.current?.select();
    }
  };

  const makeNew = async () => {
    setConfirming(false);
    const answer = await renew({});
    if (!answer.error) {
      setNote(RENEWED);
      refetch({ requestPolicy: 'network-only' });
    }
  };

  const links = url ? subscribeLinks(url, PRODUCT_NAME) : null;
  return (
    <section aria-labelledby={headingId} className="calendar-feed" data-testid="calendar-feed">
      <h2 id={headingId} className="account__heading">
        Your calendar
      </h2>
      <p>
        Your sessions, camp classes, advisory calls and webinars in the calendar you already use. Calendar apps check
        the address themselves: Google every few hours, others more often.
      </p>
      {error && !url && <Notice type="error" title={apiErrorMessage(error)} />}
      {!error && !url && <Skeleton rows={2} />}
      {url && links && (
        <>
          <div className="calendar-feed__address">
            <TextInput
              ref={input}
              readOnly
              value={url}
              aria-label="Your calendar address"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => void copy()}>Copy</Button>
          </div>
          <div className="calendar-feed__apps">
            <a className={buttonClass({})} href={links.google} target="_blank" rel="noopener noreferrer">
              Add to Google Calendar
            </a>
            <a className={buttonClass({})} href={links.apple}>
              Apple
            </a>
            <a className={buttonClass({})} href={links.outlook} target="_blank" rel="noopener noreferrer">
              Outlook
            </a>
          </div>
          <p className="calendar-feed__private">
            Anyone with this address can read your calendar. If it was shared by mistake, make a new one.
          </p>
          <Button danger loading={renewal.fetching} onClick={() => setConfirming(true)}>
            Make a new address
          </Button>
        </>
      )}
      {renewal.error && <Notice type="error" title={apiErrorMessage(renewal.error)} />}
      {note && <Notice type="success" role="status" title={note} />}
      <Dialog
        open={confirming}
        title="Make a new calendar address?"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button onClick={() => setConfirming(false)}>Cancel</Button>
            <Button type="primary" danger onClick={() => void makeNew()}>
              Make a new address
            </Button>
          </>
        }
      >
        <p>
          The current address stops working at once: calendars subscribed to it stop updating until you add the new one.
        </p>
      </Dialog>
    </section>
  );
}
