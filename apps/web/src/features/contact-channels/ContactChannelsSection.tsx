import { useQuery } from 'urql';
import { apiErrorMessage } from '../../core/graphql/errors';
import { Notice } from '../../ui/Notice';
import { Skeleton } from '../../ui/Skeleton';
import { ContactChannelsForm } from './ContactChannelsForm';
import { MyContactChannelsQuery } from './contact-channels.queries';
import './contact-channels.css';

/**
 * "How we reach you" on /account (issue 35, decision 0044): the account's e-mail, which always gets everything, and
 * the phone, WhatsApp and SMS switches and quiet hours that the booking forms start from and the account's own
 * messages (renewal reminders) use.
 */
export function ContactChannelsSection() {
  const [{ data, error }] = useQuery({ query: MyContactChannelsQuery, requestPolicy: 'cache-and-network' });
  const saved = data?.me.contactChannels;
  return (
    <section id="contact-channels" aria-labelledby="contact-channels-heading" className="contact-channels">
      <h2 id="contact-channels-heading" className="account__heading">
        How we reach you
      </h2>
      {error && !saved && <Notice type="error" title={apiErrorMessage(error)} />}
      {!error && !saved && <Skeleton rows={3} />}
      {saved && <ContactChannelsForm saved={saved} />}
    </section>
  );
}
