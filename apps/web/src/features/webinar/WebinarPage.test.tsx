import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { WEBINAR_FAILURE, WebinarPage } from './WebinarPage';

const SUCCESS = 'You are now registered, Please check your email for webinar information';
const registered = (call: GraphQLCall) =>
  call.query.includes('createWebinarAttendee')
    ? {
        data: {
          createWebinarAttendee: {
            __typename: 'WebinarAttendee',
            id: 'w1',
            fullName: 'Tola',
            email: 'tola@example.com',
          },
        },
      }
    : undefined;

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }));

describe('WebinarPage', () => {
  it("says '{label} is required!' for each empty field and sends nothing", async () => {
    const { calls } = renderPage(<WebinarPage />, { path: '/webinar', respond: registered });
    submit();
    for (const message of ['Full Name is required!', 'Phone Number is required!', 'Email is required!']) {
      await screen.findByText(message);
    }
    fill('Email', 'tola.example.com');
    await screen.findByText('Email is not a valid email!');
    expect(calls.some((c) => c.query.includes('createWebinarAttendee'))).toBe(false);
  });

  it('registers with the source defaulting to Other Medium and the mailing list on, then thanks the visitor', async () => {
    const { calls } = renderPage(<WebinarPage />, { path: '/webinar', respond: registered });
    expect(screen.getByRole('switch').getAttribute('aria-checked')).toBe('true');
    fill('Full Name', 'Tola Adeyemi');
    fill('Phone Number', '08030001111');
    fill('Email', 'tola@example.com');
    submit();
    await screen.findByRole('heading', { name: 'Thank you for registering!' });
    expect(screen.getAllByText(SUCCESS).length).toBeGreaterThan(0);
    const call = calls.find((c) => c.query.includes('createWebinarAttendee'));
    expect(call?.variables).toEqual({
      input: {
        fullName: 'Tola Adeyemi',
        phone: '08030001111',
        email: 'tola@example.com',
        source: 'Other Medium',
        joinMailList: true,
        channels: ['EMAIL'],
      },
    });
  });

  it('sends WhatsApp and SMS besides e-mail when the visitor ticks them (issue 24)', async () => {
    const { calls } = renderPage(<WebinarPage />, { path: '/webinar', respond: registered });
    const whatsapp = screen.getByRole<HTMLInputElement>('checkbox', { name: 'WhatsApp' });
    expect(whatsapp.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'SMS' }).checked).toBe(false);
    fill('Full Name', 'Tola Adeyemi');
    fill('Phone Number', '08030001111');
    fill('Email', 'tola@example.com');
    fireEvent.click(whatsapp);
    submit();
    await screen.findByRole('heading', { name: 'Thank you for registering!' });
    expect(calls.find((c) => c.query.includes('createWebinarAttendee'))?.variables).toMatchObject({
      input: { channels: ['EMAIL', 'WHATSAPP'] },
    });
  });

  it('sends the switch turned off', async () => {
    const { calls } = renderPage(<WebinarPage />, { path: '/webinar', respond: registered });
    fill('Full Name', 'Tola Adeyemi');
    fill('Phone Number', '08030001111');
    fill('Email', 'tola@example.com');
    fireEvent.click(screen.getByRole('switch'));
    submit();
    await screen.findByRole('heading', { name: 'Thank you for registering!' });
    expect(calls.find((c) => c.query.includes('createWebinarAttendee'))?.variables).toMatchObject({
      input: { joinMailList: false },
    });
  });

  it('says something went wrong when the server fails, and keeps the form', async () => {
    renderPage(<WebinarPage />, {
      path: '/webinar',
      respond: (call) =>
        call.query.includes('createWebinarAttendee')
          ? { errors: [{ message: 'Unexpected error.' }], data: null }
          : undefined,
    });
    fill('Full Name', 'Tola Adeyemi');
    fill('Phone Number', '08030001111');
    fill('Email', 'tola@example.com');
    submit();
    await screen.findByText(WEBINAR_FAILURE);
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Register' }).disabled).toBe(false),
    );
    expect(screen.queryByRole('heading', { name: 'Thank you for registering!' })).toBeNull();
  });

  it("changes the registration through the owner's link (?change=…) instead of registering again", async () => {
    const changed = (call: GraphQLCall) =>
      call.query.includes('changeWebinarAttendee')
        ? {
            data: {
              changeWebinarAttendee: {
                __typename: 'WebinarAttendee',
                id: 'w1',
                fullName: 'Tola A.',
                email: 'tola@example.com',
              },
            },
          }
        : undefined;
    const { calls } = renderPage(<WebinarPage />, {
      path: '/webinar?change=w1.signature',
      route: '/webinar',
      respond: changed,
    });
    await screen.findByRole('heading', { name: 'Change your registration' });
    fill('Full Name', 'Tola A.');
    fill('Phone Number', '08030001111');
    fill('Email', 'tola@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('heading', { name: 'Your registration is updated' });
    expect(calls.some((c) => c.query.includes('createWebinarAttendee'))).toBe(false);
    const call = calls.find((c) => c.query.includes('changeWebinarAttendee'));
    expect(call?.variables).toMatchObject({
      change: 'w1.signature',
      input: { fullName: 'Tola A.', email: 'tola@example.com' },
    });
  });
});
