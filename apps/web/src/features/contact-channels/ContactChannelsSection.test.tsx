import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QUIET_HOURS_SAME, TEXTS_NEED_CONFIRMED_PHONE } from '@eazy2con/shared/validation/contact-channels';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { SAVED } from './ContactChannelsForm';
import { ContactChannelsSection } from './ContactChannelsSection';

const saved = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ContactChannels',
  email: 'ada@example.com',
  phone: null,
  phoneConfirmed: false,
  whatsapp: false,
  sms: false,
  quietHours: { __typename: 'QuietHours', from: '21:00', to: '07:00' },
  stopped: [],
  ...overrides,
});

/** The server: the saved channels, the code step (123456 is right), and a save that answers what it stored. */
function server(start = saved()) {
  let current = start;
  return (call: GraphQLCall) => {
    if (call.query.includes('query MyContactChannels')) return { data: { me: { contactChannels: current } } };
    if (call.query.includes('mutation RequestPhoneCode')) {
      const sent = { __typename: 'PhoneCodeSent', phone: '+2348075550001', channel: 'SMS', minutes: 10 };
      return { data: { requestPhoneCode: sent } };
    }
    if (call.query.includes('mutation ConfirmPhone')) return { data: { confirmPhone: '+2348075550001' } };
    if (call.query.includes('mutation SetContactChannels')) {
      const input = call.variables.input as { whatsapp: boolean; sms: boolean; quietHours: object };
      current = saved({
        phone: '+2348075550001',
        phoneConfirmed: true,
        whatsapp: input.whatsapp,
        sms: input.sms,
        quietHours: { __typename: 'QuietHours', ...input.quietHours },
      });
      return { data: { setContactChannels: current } };
    }
    return undefined;
  };
}

const open = (respond: (call: GraphQLCall) => unknown) =>
  renderPage(<ContactChannelsSection />, { path: '/account', me: USER_ME, respond });

describe('How we reach you on /account (issue 35)', () => {
  it('confirms a number with a code, turns WhatsApp on, sets quiet hours and saves', async () => {
    const page = open(server());
    const section = (await screen.findByRole('heading', { name: 'How we reach you' })).closest('section');
    expect(section?.textContent).toContain('E-mail: ada@example.com');
    const whatsapp = await screen.findByRole('switch', { name: 'WhatsApp' });
    // No confirmed number: the switches cannot be turned on yet.
    expect(whatsapp.hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByLabelText('Phone for WhatsApp and SMS'), { target: { value: '0807 555 0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    fireEvent.change(await screen.findByLabelText('Code from your phone'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm number' }));
    await screen.findByText('Number confirmed: our messages will come to +2348075550001.');

    fireEvent.click(screen.getByRole('switch', { name: 'WhatsApp' }));
    expect(screen.getByRole('switch', { name: 'WhatsApp' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '22:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(SAVED)).toBeTruthy();
    expect(page.calls.find((c) => c.query.includes('SetContactChannels'))?.variables).toEqual({
      input: { phone: '0807 555 0001', whatsapp: true, sms: false, quietHours: { from: '22:30', to: '07:00' } },
    });
    // The form now shows what the server stored: the number as it keeps it.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Phone for WhatsApp and SMS').value).toBe('+2348075550001'),
    );
  });

  it('refuses quiet hours that start and end together, without asking the server', async () => {
    const page = open(server());
    fireEvent.change(await screen.findByLabelText('until'), { target: { value: '21:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(QUIET_HOURS_SAME);
    expect(page.calls.some((c) => c.query.includes('SetContactChannels'))).toBe(false);
  });

  it("shows the server's refusal under the phone", async () => {
    const refusing = (call: GraphQLCall) =>
      call.query.includes('mutation SetContactChannels')
        ? {
            data: null,
            errors: [
              {
                message: TEXTS_NEED_CONFIRMED_PHONE,
                extensions: { code: 'BAD_USER_INPUT', fields: { phone: TEXTS_NEED_CONFIRMED_PHONE } },
              },
            ],
          }
        : server(saved({ phone: '+2348075550001', phoneConfirmed: true }))(call);
    open(refusing);
    fireEvent.click(await screen.findByRole('switch', { name: 'SMS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const phone = screen.getByLabelText('Phone for WhatsApp and SMS');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(within(phone.parentElement ?? document.body).getByRole('alert').textContent).toBe(
      TEXTS_NEED_CONFIRMED_PHONE,
    );
  });

  it('says how to have WhatsApp again after a STOP, and offers a new code after an SMS stop', async () => {
    open(
      server(
        saved({
          phone: '+2348075550001',
          phoneConfirmed: true,
          whatsapp: true,
          sms: true,
          stopped: ['WHATSAPP', 'SMS'],
        }),
      ),
    );
    expect(await screen.findByText(/Send us START on WhatsApp/)).toBeTruthy();
    expect(screen.getByText(/You stopped our SMS to this number/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a code' })).toBeTruthy();
  });
});
