import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHILD_MESSAGE_REQUIRED } from '@eazy2con/shared/validation/families';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { PARENTS_READ } from './ChildThread';
import { CHILDREN_I_TEACH, ChildrenPage, NO_CHILDREN } from './ChildrenPage';

const CHILDREN = [
  { __typename: 'TaughtChild', id: 'c1', firstName: 'Ada', ageBand: '7 - 12 years' },
  { __typename: 'TaughtChild', id: 'c2', firstName: 'Tobi', ageBand: '12 - 17 years' },
];
const message = (id: string, text: string) => ({
  __typename: 'ChildMessage',
  id,
  from: 'Chidi Eze',
  text,
  at: '2026-11-28T09:00:00.000Z',
});

/** A mentor's server: the children they teach, their messages with Ada (none with Tobi), and a new message. */
function server(calls: GraphQLCall[], children = CHILDREN) {
  const thread = { c1: [message('x1', 'Well done on your game, Ada!')], c2: [] as ReturnType<typeof message>[] };
  return (call: GraphQLCall) => {
    calls.push(call);
    if (call.query.includes('childrenITeach')) return { data: { childrenITeach: children } };
    if (call.query.includes('messageChild')) {
      const sent = message('x2', String(call.variables.text));
      thread.c1 = [...thread.c1, sent];
      return { data: { messageChild: sent } };
    }
    if (call.query.includes('childActivity')) {
      const childId = call.variables.childId as keyof typeof thread;
      return { data: { childActivity: { __typename: 'ChildActivity', messages: thread[childId] } } };
    }
    return undefined;
  };
}

const open = (calls: GraphQLCall[], children = CHILDREN) =>
  renderPage(<ChildrenPage />, { path: '/mentor-dashboard/children', respond: server(calls, children) });

describe('Children I teach (issue 35)', () => {
  it('lists each child by first name and age band only, with the mentor’s messages to them', async () => {
    open([]);
    expect(screen.getByRole('heading', { level: 1, name: CHILDREN_I_TEACH })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('taught-child')).toHaveLength(2));
    const [ada, tobi] = screen.getAllByTestId('taught-child');
    expect(within(ada!).getByRole('heading', { level: 2 }).textContent).toBe('Ada 7 - 12 years');
    expect(await within(ada!).findByText('Well done on your game, Ada!')).toBeTruthy();
    expect(await within(tobi!).findByText('No messages yet.')).toBeTruthy();
    expect(within(tobi!).getByLabelText('Message Tobi')).toBeTruthy();
    expect(within(tobi!).getByText(PARENTS_READ)).toBeTruthy();
  });

  it('sends a message with Send and shows it in the thread', async () => {
    const calls: GraphQLCall[] = [];
    open(calls);
    const box = await screen.findByLabelText('Message Ada');
    fireEvent.change(box, { target: { value: '  See you on Saturday!  ' } });
    const ada = screen.getAllByTestId('taught-child')[0]!;
    fireEvent.click(within(ada).getByRole('button', { name: 'Send' }));
    expect(await within(ada).findByText('See you on Saturday!')).toBeTruthy();
    expect(calls.find((c) => c.query.includes('messageChild'))?.variables).toEqual({
      childId: 'c1',
      text: 'See you on Saturday!',
    });
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
  });

  it('refuses an empty message with the shared message, sending nothing', async () => {
    const calls: GraphQLCall[] = [];
    open(calls);
    await screen.findByLabelText('Message Ada');
    const ada = screen.getAllByTestId('taught-child')[0]!;
    fireEvent.click(within(ada).getByRole('button', { name: 'Send' }));
    expect(await within(ada).findByText(CHILD_MESSAGE_REQUIRED)).toBeTruthy();
    expect(calls.some((c) => c.query.includes('messageChild'))).toBe(false);
  });

  it('says so when the mentor teaches no children', async () => {
    open([], []);
    expect(await screen.findByText(NO_CHILDREN)).toBeTruthy();
  });
});
