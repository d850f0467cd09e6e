import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage, USER_ME, VISITOR_ME, type GraphQLCall } from '../../test/render-page';
import { ChannelsField, type TextChannel } from './ChannelsField';

/** A booking form's phone field and WhatsApp/SMS boxes, the phone starting as `typed`. */
function Form({ typed = '' }: { typed?: string }) {
  const [phone, setPhone] = useState(typed);
  const [channels, setChannels] = useState<TextChannel[]>([]);
  return (
    <form>
      <label htmlFor="phone">Phone</label>
      <input id="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <ChannelsField idPrefix="t" value={channels} onChange={setChannels} phone={phone} onPhonePrefill={setPhone} />
    </form>
  );
}

const account = (call: GraphQLCall) =>
  call.query.includes('query ChannelsToPrefill')
    ? {
        data: {
          me: {
            contactChannels: {
              __typename: 'ContactChannels',
              phone: '+2348075550001',
              phoneConfirmed: true,
              whatsapp: true,
              sms: false,
            },
          },
        },
      }
    : undefined;

const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

describe("a booking form starts from the signed-in person's channels (decision 0044)", () => {
  it('fills the phone and ticks the channels on for the confirmed number, shown as confirmed without a code', async () => {
    renderPage(<Form />, { me: USER_ME, respond: account });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+2348075550001'));
    expect(box('WhatsApp').checked).toBe(true);
    expect(box('SMS').checked).toBe(false);
    expect(screen.getByText('Number confirmed: our messages will come to +2348075550001.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
  });

  it('leaves a phone already typed, and its boxes, as the person left them', async () => {
    const page = renderPage(<Form typed="0803 123 4567" />, { me: USER_ME, respond: account });
    await waitFor(() => expect(page.calls.some((c) => c.query.includes('ChannelsToPrefill'))).toBe(true));
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('0803 123 4567');
    expect(box('WhatsApp').checked).toBe(false);
  });

  it('asks nothing for a visitor: both boxes start unticked', async () => {
    const page = renderPage(<Form />, { me: VISITOR_ME, respond: account });
    await screen.findByLabelText('WhatsApp');
    expect(box('WhatsApp').checked).toBe(false);
    expect(page.calls.some((c) => c.query.includes('ChannelsToPrefill'))).toBe(false);
  });
});
