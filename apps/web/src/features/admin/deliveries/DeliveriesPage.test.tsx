import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { DeliveriesPage } from './DeliveriesPage';

const created = new Date().toISOString();
const delivery = (id: string, to: string, status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'NotificationDelivery',
  id,
  channel: 'SMS',
  to,
  template: 'session-reminder',
  text: `Reminder for ${to}`,
  status,
  attempts: status === 'FAILED' ? 1 : 2,
  providerMessageId: status === 'FAILED' ? null : `termii-${id}`,
  lastError: status === 'FAILED' ? 'Termii 400: Invalid phone number' : null,
  createdAt: created,
  sentAt: null,
  ...extra,
});

describe('the WhatsApp and SMS deliveries page (issue 24)', () => {
  it('asks for the failed messages first, pages with the next token, and retries one', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<DeliveriesPage />, {
      path: '/admin-dashboard/deliveries',
      respond: (call) => {
        calls.push(call);
        if (call.query.includes('notificationDeliveries')) {
          const second = call.variables.nextToken === 'page-2';
          return {
            data: {
              notificationDeliveries: {
                __typename: 'NotificationDeliveryPage',
                nextToken: second ? null : 'page-2',
                items: [
                  second ? delivery('d2', '+2348030000002', 'FAILED') : delivery('d1', '+2348030000001', 'FAILED'),
                ],
              },
            },
          };
        }
        if (call.query.includes('retryNotificationDelivery')) {
          return {
            data: {
              retryNotificationDelivery: {
                __typename: 'NotificationDelivery',
                id: 'd1',
                status: 'PENDING',
                attempts: 0,
                lastError: null,
              },
            },
          };
        }
        return undefined;
      },
    });
    const row = (await screen.findByText('+2348030000001')).closest('tr')!;
    expect(within(row).getByText('Termii 400: Invalid phone number')).toBeTruthy();
    expect(calls[0]?.variables).toEqual({ limit: 20, nextToken: null, channel: null, status: 'FAILED', to: null });

    fireEvent.click(screen.getByRole('button', { name: 'Load more messages' }));
    await screen.findByText('+2348030000002');
    // The first page stays: "Load more" adds the next one below it.
    expect(screen.getByText('+2348030000001')).toBeTruthy();
    expect(calls.some((c) => c.variables.nextToken === 'page-2')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Retry the message to +2348030000001' }));
    await waitFor(() =>
      expect(calls.some((c) => c.query.includes('retryNotificationDelivery') && c.variables.id === 'd1')).toBe(true),
    );
  });

  it('shows the provider id of a sent message and offers no retry', async () => {
    renderPage(<DeliveriesPage />, {
      path: '/admin-dashboard/deliveries',
      respond: (call) =>
        call.query.includes('notificationDeliveries')
          ? {
              data: {
                notificationDeliveries: {
                  __typename: 'NotificationDeliveryPage',
                  nextToken: null,
                  items: [delivery('d3', '+2348030000003', 'DELIVERED', { channel: 'WHATSAPP' })],
                },
              },
            }
          : undefined,
    });
    const row = (await screen.findByText('+2348030000003')).closest('tr')!;
    expect(within(row).getByText('termii-d3')).toBeTruthy();
    expect(within(row).getByText('WhatsApp')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Retry/ })).toBeNull();
  });
});
