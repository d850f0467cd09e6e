import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Client, Provider, fetchExchange, subscriptionExchange, type ExecutionResult } from 'urql';
import { ChildActivityPanel } from './ChildActivityPanel';

const message = (id: string, text: string, at: string, from = 'Chidi Eze') => ({
  __typename: 'ChildMessage',
  id,
  from,
  text,
  at,
});

/**
 * A server for one child's activity: the activity query answered from `stored` (what a read finds), and the
 * subscriptions answered by the test (`push` sends the next event to every open one).
 */
function server(answer: 'activity' | 'not found' = 'activity') {
  const stored = [message('m1', 'Great maze today!', '2026-11-28T11:00:00.000Z')];
  const reads: string[] = [];
  const opened: { query: string; variables: unknown }[] = [];
  const sinks: { next(value: ExecutionResult): void }[] = [];
  const fetch = (_input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(_input instanceof Request ? _input.url : String(_input));
    const query = url.searchParams.get('query') ?? (typeof init?.body === 'string' ? init.body : '');
    reads.push(query);
    const body =
      answer === 'not found'
        ? { data: null, errors: [{ message: 'Child not found', extensions: { code: 'NOT_FOUND' } }] }
        : {
            data: {
              childActivity: {
                __typename: 'ChildActivity',
                sessions: [],
                messages: [...stored],
                reports: [],
              },
            },
          };
    return Promise.resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
  };
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe(sink) {
            opened.push({ query: request.query ?? '', variables: request.variables });
            sinks.push(sink);
            return { unsubscribe: () => sinks.splice(sinks.indexOf(sink), 1) };
          },
        }),
      }),
      fetchExchange,
    ],
    fetch,
  });
  const push = (m: ReturnType<typeof message>) => {
    stored.push(m);
    for (const sink of sinks) sink.next({ data: { childMessageAdded: m } });
  };
  return { client, push, opened, sinks, reads };
}

const messagesList = () => screen.getByRole('list', { name: 'Messages with Amaka' });
const liveRegion = () => screen.getByTestId('child-messages-live');

describe("a child's activity, live (issue 35)", () => {
  it("appends a mentor's new message as it is sent, once, and announces it politely", async () => {
    const s = server();
    const view = render(
      <Provider value={s.client}>
        <ChildActivityPanel childId="c1" firstName="Amaka" />
      </Provider>,
    );
    expect(await screen.findByText('Great maze today!')).toBeTruthy();
    await waitFor(() => expect(s.opened).toHaveLength(1));
    expect(s.opened[0]?.query).toContain('childMessageAdded');
    expect(s.opened[0]?.variables).toEqual({ childId: 'c1' });
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
    expect(liveRegion().textContent).toBe('');

    act(() => s.push(message('m2', 'See you on Saturday.', '2026-11-28T12:00:00.000Z')));
    const items = within(messagesList()).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Great maze today!',
      'See you on Saturday.',
    ]);
    expect(liveRegion().textContent).toBe('New message from Chidi Eze');

    // A second mentor's message is announced with their name; nothing was reloaded for either.
    const readsBefore = s.reads.length;
    act(() => s.push(message('m3', 'Welcome to the camp!', '2026-11-28T13:00:00.000Z', 'Bisi Ade')));
    expect(within(messagesList()).getByText('Welcome to the camp!')).toBeTruthy();
    expect(liveRegion().textContent).toBe('New message from Bisi Ade');
    expect(s.reads.length).toBe(readsBefore);

    // The catch-up read after subscribing finds the live ones too: each still shows once.
    await waitFor(() => expect(s.reads.length).toBeGreaterThan(readsBefore), { timeout: 3_000 });
    await waitFor(() => expect(within(messagesList()).getAllByRole('listitem')).toHaveLength(3));

    // Closing the activity ends the subscription.
    view.unmount();
    await waitFor(() => expect(s.sinks).toHaveLength(0));
  });

  it('subscribes to nothing when the activity is refused', async () => {
    const s = server('not found');
    render(
      <Provider value={s.client}>
        <ChildActivityPanel childId="c9" firstName="Amaka" />
      </Provider>,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Child not found');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(s.opened).toEqual([]);
  });
});
