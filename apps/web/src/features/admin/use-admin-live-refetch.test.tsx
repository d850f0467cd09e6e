import { act, render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Client, Provider, subscriptionExchange, type ExecutionResult } from 'urql';
import { OnChangeBookKidmentor, OnCreateWebinarAttendee } from './booking-queries';
import { LiveRefetch } from './use-admin-live-refetch';

/** A client whose subscriptions are answered by the test: `push` sends the next event to every open one. */
function liveClient() {
  const sinks: { next(value: ExecutionResult): void }[] = [];
  const opened: string[] = [];
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe(sink) {
            opened.push(request.query ?? '');
            sinks.push(sink);
            return { unsubscribe: () => sinks.splice(sinks.indexOf(sink), 1) };
          },
        }),
      }),
    ],
  });
  const push = (data: Record<string, unknown>) => sinks.forEach((sink) => sink.next({ data }));
  return { client, push, opened, sinks };
}

describe('useAdminLiveRefetch', () => {
  it('asks the list again after every event, and closes the subscription with the page', async () => {
    const { client, push, opened, sinks } = liveClient();
    const refetch = vi.fn();
    const view = render(
      <Provider value={client}>
        <LiveRefetch subscription={OnCreateWebinarAttendee} refetch={refetch} />
      </Provider>,
    );
    await waitFor(() => expect(opened[0]).toContain('onCreateWebinarAttendee'));
    expect(refetch).not.toHaveBeenCalled();
    act(() => push({ onCreateWebinarAttendee: 'w1' }));
    act(() => push({ onCreateWebinarAttendee: 'w2' }));
    expect(refetch).toHaveBeenCalledTimes(2);
    view.unmount();
    await waitFor(() => expect(sinks).toHaveLength(0));
  });

  it('asks again when the same row changes twice (a kids booking created, then paid)', async () => {
    const { client, push, opened } = liveClient();
    const refetch = vi.fn();
    render(
      <Provider value={client}>
        <LiveRefetch subscription={OnChangeBookKidmentor} refetch={refetch} />
      </Provider>,
    );
    await waitFor(() => expect(opened[0]).toContain('onChangeBookKidmentor'));
    act(() => push({ onChangeBookKidmentor: 'k1' }));
    act(() => push({ onChangeBookKidmentor: 'k1' }));
    expect(refetch).toHaveBeenCalledTimes(2);
  });
});
