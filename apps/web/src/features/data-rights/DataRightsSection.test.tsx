import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_EXPORT_PREPARING, DELETION_CODE_WRONG } from '@eazy2con/shared/validation/data-rights';
import { renderPage, USER_ME, type GraphQLCall } from '../../test/render-page';
import { DataRightsSection } from './DataRightsSection';

// The deletion ends with a full page load of the home page: recorded here instead of leaving jsdom's page.
const hardNavigate = vi.hoisted(() => vi.fn());
vi.mock('../accounts/hard-navigate', () => ({ hardNavigate }));
afterEach(() => hardNavigate.mockReset());

const request = (status: string) => ({
  __typename: 'DataExportRequest',
  id: 'r1',
  status,
  requestedAt: '2026-12-02T10:00:00.000Z',
  readyAt: status === 'READY' ? '2026-12-02T10:01:00.000Z' : null,
  expiresAt: status === 'READY' ? '2026-12-09T10:01:00.000Z' : null,
});

function server() {
  let requested = false;
  return (call: GraphQLCall) => {
    if (call.query.includes('query MyDataExports')) {
      return { data: { myDataExports: requested ? [request('PENDING')] : [] } };
    }
    if (call.query.includes('mutation RequestMyData')) {
      requested = true;
      return { data: { requestMyData: request('PENDING') } };
    }
    if (call.query.includes('mutation RequestAccountDeletionCode'))
      return { data: { requestAccountDeletionCode: true } };
    if (call.query.includes('mutation DeleteMyAccount')) {
      return call.variables.code === '123456'
        ? { data: { deleteMyAccount: true } }
        : {
            data: null,
            errors: [
              {
                message: DELETION_CODE_WRONG,
                extensions: { code: 'BAD_USER_INPUT', fields: { code: DELETION_CODE_WRONG } },
              },
            ],
          };
    }
    return undefined;
  };
}

describe('Your data on /account (issue 35)', () => {
  it('asks for the archive, says it is being prepared, and lists the request with its status', async () => {
    const page = renderPage(<DataRightsSection />, { me: USER_ME, respond: server() });
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect((await screen.findByRole('status')).textContent).toContain(DATA_EXPORT_PREPARING);
    const list = await screen.findByRole('list', { name: 'Your data downloads' });
    await waitFor(() => expect(within(list).getByText('Being prepared')).toBeTruthy());
    expect(page.calls.filter((c) => c.query.includes('RequestMyData'))).toHaveLength(1);
  });

  it('shows a ready archive as ready, pointing to the mailed link and when it stops working', async () => {
    renderPage(<DataRightsSection />, {
      me: USER_ME,
      respond: (call) =>
        call.query.includes('query MyDataExports') ? { data: { myDataExports: [request('READY')] } } : undefined,
    });
    expect(await screen.findByText('Ready: use the link we e-mailed you')).toBeTruthy();
    expect(screen.getByText(/the link works until 9 December 2026/)).toBeTruthy();
  });

  it('deletes the account with the mailed code: explains what stays, refuses a wrong code, then signs out to home', async () => {
    const page = renderPage(<DataRightsSection />, { me: USER_ME, respond: server() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Records of payments stay');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send me a code' }));
    const field = await within(dialog).findByLabelText('Code from the e-mail');

    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(DELETION_CODE_WRONG);
    expect(hardNavigate).not.toHaveBeenCalled();

    fireEvent.change(field, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(page.authCalls.map((c) => c.path)).toContain('/sign-out');
  });

  it('checks the code has six digits before asking the server', async () => {
    const page = renderPage(<DataRightsSection />, { me: USER_ME, respond: server() });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send me a code' }));
    fireEvent.change(await within(dialog).findByLabelText('Code from the e-mail'), { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Enter the 6-digit code we e-mailed you');
    expect(page.calls.some((c) => c.query.includes('DeleteMyAccount'))).toBe(false);
  });
});
