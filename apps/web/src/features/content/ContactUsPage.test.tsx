import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, siteInfoData, type GraphQLCall } from '../../test/render-page';
import { ContactUsPage } from './ContactUsPage';

const respondOk = (call: GraphQLCall) =>
  call.query.includes('createContactUs')
    ? { data: { createContactUs: { id: 'c1', __typename: 'ContactUs' } } }
    : { data: siteInfoData() };

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const send = () => screen.getByRole('button', { name: 'Send' });

describe('ContactUsPage', () => {
  it('offers a mailto link to the configured address', async () => {
    renderPage(<ContactUsPage />, { path: '/contact-us', respond: respondOk });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us Today' })).toBeTruthy();
    const mail = await screen.findByRole('link', { name: 'hello@eazy2con.com' });
    expect(mail.getAttribute('href')).toBe('mailto:hello@eazy2con.com');
  });

  it('keeps Send disabled until name, email and message are all filled', async () => {
    renderPage(<ContactUsPage />, { path: '/contact-us', respond: respondOk });
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    fill('Name', 'Ngozi');
    fill('Email', 'ngozi@example.com');
    expect((send() as HTMLButtonElement).disabled).toBe(true);
    fill('Message', 'x');
    await waitFor(() => expect((send() as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows the validation notice and sends nothing for a short message', async () => {
    const { calls } = renderPage(<ContactUsPage />, { path: '/contact-us', respond: respondOk });
    fill('Name', 'Ngozi');
    fill('Email', 'ngozi@example.com');
    fill('Message', 'Too short');
    await waitFor(() => expect((send() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send());
    await screen.findByText('filled the inputs very well, write a valid message!!!');
    expect(calls.some((c) => c.query.includes('createContactUs'))).toBe(false);
  });

  it('sends the message, thanks the visitor and clears the form', async () => {
    const { calls } = renderPage(<ContactUsPage />, { path: '/contact-us', respond: respondOk });
    fill('Name', 'Ngozi');
    fill('Email', 'ngozi@example.com');
    fill('Message', 'Please tell me about the team plan for six people.');
    await waitFor(() => expect((send() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send());
    await screen.findByText('THANKS FOR CONTACTING US, WE WILL GET BACK TO YOU AS SOON AS POSSIBLE.');
    const mutation = calls.find((c) => c.query.includes('createContactUs'));
    expect(mutation?.variables).toEqual({
      input: {
        fullName: 'Ngozi',
        email: 'ngozi@example.com',
        message: 'Please tell me about the team plan for six people.',
      },
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(''));
  });

  it('says an error occured when the server fails', async () => {
    renderPage(<ContactUsPage />, {
      path: '/contact-us',
      respond: (call) =>
        call.query.includes('createContactUs')
          ? { errors: [{ message: 'Unexpected error.' }], data: null }
          : { data: siteInfoData() },
    });
    fill('Name', 'Ngozi');
    fill('Email', 'ngozi@example.com');
    fill('Message', 'Please tell me about the team plan for six people.');
    await waitFor(() => expect((send() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send());
    await screen.findByText('AN ERROR OCCURED, PLEASE TRY AGAIN.');
  });

  it('says when to try again after too many messages from one connection', async () => {
    const limited = 'Too many attempts from your connection. Please try again in 10 minutes.';
    renderPage(<ContactUsPage />, {
      path: '/contact-us',
      respond: (call) =>
        call.query.includes('createContactUs')
          ? { errors: [{ message: limited, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 } }], data: null }
          : { data: siteInfoData() },
    });
    fill('Name', 'Ngozi');
    fill('Email', 'ngozi@example.com');
    fill('Message', 'Please tell me about the team plan for six people.');
    await waitFor(() => expect((send() as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(send());
    await screen.findByText(limited);
    expect(screen.queryByText('AN ERROR OCCURED, PLEASE TRY AGAIN.')).toBeNull();
  });
});
