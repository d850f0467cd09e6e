import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@eazy2con/shared/validation/admin';
import { chooseRowAction } from './row-menu.test-helpers';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { KidsBookingsPage } from './pages/KidsBookingsPage';
import { OutboxPage } from './pages/OutboxPage';

const created = new Date().toISOString();

const camp = (paid: boolean) => ({
  __typename: 'AdminBookKidmentor',
  id: 'k1',
  kind: 'CAMP',
  parentName: 'Funke Bello',
  parentEmail: 'funke@example.com',
  parentPhone: '+234 803 000 0002',
  noOfKids: 2,
  childAge: '8',
  interest: 'Scratch',
  plan: null,
  paid,
  transferOption: true,
  cancelledAt: null,
  createdAt: created,
});

describe('the kids bookings page', () => {
  it('marks a bank transfer paid with its reference, after the reference is given', async () => {
    const sent: GraphQLCall[] = [];
    let paid = false;
    renderPage(<KidsBookingsPage />, {
      path: '/admin-dashboard/kid-mentees-application',
      respond: (call) => {
        if (call.query.includes('listBookKidmentors')) {
          return {
            data: { listBookKidmentors: { __typename: 'AdminBookKidmentorPage', items: [camp(paid)], total: 1 } },
          };
        }
        if (call.query.includes('markTransferPaid')) {
          sent.push(call);
          paid = true;
          return { data: { markTransferPaid: true } };
        }
        return undefined;
      },
    });
    const row = (await screen.findByText('Funke Bello')).closest('tr')!;
    expect(within(row).getByText('Not Paid')).toBeTruthy();
    expect(within(row).getByText('Weekend camp')).toBeTruthy();
    await chooseRowAction('Funke Bello', 'Mark paid');
    const ok = await screen.findByRole('button', { name: 'Mark paid' });
    fireEvent.click(ok);
    expect(await screen.findByText(ADMIN_MESSAGES.reference)).toBeTruthy();
    expect(sent).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Transfer reference'), { target: { value: ' GTB-2026-0042 ' } });
    fireEvent.click(ok);
    await waitFor(() => expect(sent[0]?.variables).toEqual({ kind: 'CAMP', id: 'k1', reference: 'GTB-2026-0042' }));
    // The list is asked again: the row now reads Paid and offers no second marking.
    await waitFor(() => expect(within(screen.getByText('Funke Bello').closest('tr')!).getByText('Paid')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Actions for Funke Bello' }));
    await screen.findByRole('menuitem', { name: 'Send mail' });
    expect(screen.queryByRole('menuitem', { name: 'Mark paid' })).toBeNull();
  });
});

describe('the outbox page', () => {
  it('asks for the failed mails first and retries one', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<OutboxPage />, {
      path: '/admin-dashboard/outbox',
      respond: (call) => {
        if (call.query.includes('listOutboxMails')) {
          calls.push(call);
          const mail = {
            __typename: 'OutboxMail',
            id: 'o1',
            to: 'ada@example.com',
            subject: 'Your booking',
            template: 'booking',
            status: 'FAILED',
            attempts: 5,
            lastError: 'connection refused',
            createdAt: created,
          };
          return { data: { listOutboxMails: { __typename: 'AdminMailPage', items: [mail], total: 1 } } };
        }
        if (call.query.includes('retryMail')) {
          calls.push(call);
          return { data: { retryMail: { __typename: 'OutboxMail', id: 'o1', status: 'PENDING' } } };
        }
        return undefined;
      },
    });
    const row = (await screen.findByText('connection refused')).closest('tr')!;
    expect(calls[0]?.variables).toEqual({ list: { offset: 0, limit: 10 }, status: 'FAILED' });
    expect(row).toBeTruthy();
    await chooseRowAction('Your booking', 'Retry sending');
    await waitFor(() => expect(calls.some((c) => c.query.includes('retryMail') && c.variables.id === 'o1')).toBe(true));
  });
});
