import { useId } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { graphql } from '../../core/graphql/graphql';
import { buttonClass, Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';

const GoogleCalendarQuery = graphql(`
  query GoogleCalendar {
    me {
      googleCalendar {
        available
        connected
        connectPath
        lastSyncAt
        lastError
      }
    }
  }
`);

const DisconnectGoogleCalendarMutation = graphql(`
  mutation DisconnectGoogleCalendar {
    disconnectGoogleCalendar
  }
`);

/** What the server's redirect back from Google says (google-calendar.routes.ts). */
const OUTCOMES: Record<string, { type: 'success' | 'error' | 'info'; text: string }> = {
  connected: { type: 'success', text: 'Google Calendar is connected.' },
  denied: { type: 'info', text: 'Google Calendar was not connected: access was not given.' },
  refused: { type: 'error', text: 'That Google link had expired or was for another account. Try again.' },
  failed: { type: 'error', text: 'Google could not be reached. Try again in a few minutes.' },
};

/**
 * The mentor's Google Calendar (issue 37): connect it (a plain navigation to the server, which sends the browser to
 * Google), see how it stands, disconnect it. Shown only when the site has Google keys.
 */
export function GoogleCalendarSection() {
  const headingId = useId();
  const outcome = OUTCOMES[new URLSearchParams(useLocation().search).get('google') ?? ''];
  const [{ data }, refetch] = useQuery({ query: GoogleCalendarQuery, requestPolicy: 'cache-and-network' });
  const [disconnecting, disconnect] = useMutation(DisconnectGoogleCalendarMutation);
  const google = data?.me.googleCalendar;
  if (!google?.available) return null;
  return (
    <section aria-labelledby={headingId} className="calendar-feed" data-testid="google-calendar">
      <h2 id={headingId} className="account__heading">
        Google Calendar
      </h2>
      {outcome && <Notice type={outcome.type} role="status" title={outcome.text} />}
      {google.connected ? (
        <>
          <p>
            Your busy times are kept out of your bookable hours, and your sessions are written to your calendar, every
            10 minutes.
          </p>
          {google.lastError && <Notice type="warning" title={google.lastError} />}
          <Button
            loading={disconnecting.fetching}
            onClick={() => void disconnect({}).then(() => refetch({ requestPolicy: 'network-only' }))}
          >
            Disconnect Google Calendar
          </Button>
          {disconnecting.error && <Notice type="error" title={apiErrorMessage(disconnecting.error)} />}
        </>
      ) : (
        <>
          <p>Connect it to keep your busy times out of your bookable hours and to see your sessions there.</p>
          <a className={buttonClass({ type: 'primary' })} href={google.connectPath}>
            Connect Google Calendar
          </a>
        </>
      )}
    </section>
  );
}
