import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { ChannelsField, type TextChannel } from './ChannelsField';

/** The WhatsApp/SMS boxes with the form's phone field beside them, as every booking form has them. */
function Form() {
  const [phone, setPhone] = useState('0803 123 4567');
  const [channels, setChannels] = useState<TextChannel[]>([]);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="phone">Phone</label>
      <input id="phone" value={phone} onChange={(event) => setPhone(event.target.value)} />
      <ChannelsField idPrefix="t" value={channels} onChange={setChannels} phone={phone} />
    </form>
  );
}

const WRONG = 'That code is not right. Check the last message we sent to your phone.';
const respond = (call: GraphQLCall) => {
  if (call.query.includes('mutation RequestPhoneCode')) {
    return {
      data: {
        requestPhoneCode: {
          __typename: 'PhoneCodeSent',
          phone: '+2348031234567',
          channel: call.variables.channel ?? 'WHATSAPP',
          minutes: 10,
        },
      },
    };
  }
  if (call.query.includes('mutation ConfirmPhone')) {
    return call.variables.code === '123456'
      ? { data: { confirmPhone: '+2348031234567' } }
      : { data: null, errors: [{ message: WRONG, extensions: { code: 'BAD_USER_INPUT' } }] };
  }
  return undefined;
};

describe('confirm your number (issue 34)', () => {
  it('shows nothing until a channel is ticked, then sends a code and confirms the number with it', async () => {
    const page = renderPage(<Form />, { respond });
    await screen.findByLabelText('WhatsApp');
    expect(screen.queryByRole('button', { name: 'Send me a code' })).toBeNull();
    fireEvent.click(screen.getByLabelText('WhatsApp'));
    expect(screen.getByText(/texts start once the number is confirmed/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    await screen.findByText('We sent a 6-digit code by WhatsApp to +2348031234567. It works for 10 minutes.');
    expect(page.calls.find((c) => c.query.includes('RequestPhoneCode'))?.variables).toMatchObject({
      phone: '0803 123 4567',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send it by SMS instead' }));
    await screen.findByText(/by SMS to \+2348031234567/);

    fireEvent.change(screen.getByLabelText('Code from your phone'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm number' }));
    expect((await screen.findByRole('alert')).textContent).toBe(WRONG);
    fireEvent.change(screen.getByLabelText('Code from your phone'), { target: { value: '123456' } });
    fireEvent.keyDown(screen.getByLabelText('Code from your phone'), { key: 'Enter' });
    await screen.findByText('Number confirmed: our messages will come to +2348031234567.');

    // Another number starts again: the confirmation was for the old one.
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '0803 765 4321' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send me a code' })).toBeTruthy());
  });
});
