import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { graphql, type ResultOf } from '../../core/graphql/graphql';
import { useHydrated } from '../../ui/use-hydrated';
import { useAuth } from '../accounts/public';

/**
 * The signed-in person's contact channels (issue 35, decision 0044), which the forms with WhatsApp/SMS boxes start
 * from. A query of its own, asked only when someone is signed in and the page is the browser's (visitors, most people
 * on these public pages, never ask; the server renders the forms for visitors), as the forms' children are.
 */
export const ChannelsToPrefillQuery = graphql(`
  query ChannelsToPrefill {
    me {
      contactChannels {
        phone
        phoneConfirmed
        whatsapp
        sms
      }
    }
  }
`);

export type AccountChannels = NonNullable<ResultOf<typeof ChannelsToPrefillQuery>['me']['contactChannels']>;

export function useAccountChannels(): AccountChannels | null {
  const hydrated = useHydrated();
  const auth = useAuth();
  const ask = hydrated && auth.isAuthenticated;
  const [{ data }] = useQuery({ query: ChannelsToPrefillQuery, pause: !ask, requestPolicy: 'cache-and-network' });
  return ask ? (data?.me.contactChannels ?? null) : null;
}

/** The digits of a number as written: '+234 803 123 4567' and '2348031234567' are the same number. */
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

/** Whether the form's phone is the account's confirmed number (then no code is asked for again). */
export const isAccountNumber = (account: AccountChannels | null, phone: string | undefined): boolean =>
  Boolean(account?.phoneConfirmed && account.phone && phone && digitsOf(phone) === digitsOf(account.phone));

/**
 * Once, when the account's channels arrive: an empty phone field takes the account's phone, and the boxes the channels
 * that are on for its confirmed number. A phone already typed is the person's choice: it and the boxes stay.
 */
export function usePrefilledChannels(
  account: AccountChannels | null,
  form: { phone: string | undefined; setPhone?: (phone: string) => void; setChannels: (next: TextOn[]) => void },
): void {
  const done = useRef(false);
  const { phone, setPhone, setChannels } = form;
  useEffect(() => {
    if (done.current || !account) return;
    done.current = true;
    if (!account.phone || !setPhone || phone?.trim()) return;
    setPhone(account.phone);
    if (!account.phoneConfirmed) return;
    const on: TextOn[] = [...(account.whatsapp ? ['WHATSAPP' as const] : []), ...(account.sms ? ['SMS' as const] : [])];
    if (on.length > 0) setChannels(on);
  }, [account, phone, setPhone, setChannels]);
}

type TextOn = 'WHATSAPP' | 'SMS';
