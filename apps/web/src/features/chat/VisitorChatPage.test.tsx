import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAT_NOT_FOUND, NO_SELECTED_CHAT } from '@eazy2con/shared/validation/chat';
import { renderPage, type GraphQLCall } from '../../test/render-page';
import { VisitorChatPage } from './VisitorChatPage';
import { readVisitor, saveVisitor } from './visitor-store';

const ada = {
  id: 'v1',
  email: 'ada@example.com',
  fullName: 'Ada Obi',
  phone: '+234 803 000 1111',
  token: 'secret-token',
};

const visitorChats = (call: GraphQLCall) =>
  call.query.includes('query VisitorChats')
    ? {
        data: {
          getVisitor: {
            __typename: 'Visitor',
            id: 'v1',
            chats: [
              {
                __typename: 'Chat',
                id: 'c1',
                updatedAt: '2026-11-24T10:00:00.000Z',
                unreadCount: 2,
                mentor: { __typename: 'ChatMentor', id: 'm1', firstname: 'Chidi', lastname: 'Okafor' },
              },
            ],
          },
        },
      }
    : undefined;

afterEach(() => localStorage.clear());

describe('/chat for a visitor', () => {
  it("asks 'Help us reach you' with the spec's messages, then keeps the visitor and opens the chat with ?mentor", async () => {
    const page = renderPage(<VisitorChatPage />, {
      path: '/chat?mentor=m1',
      route: '/chat',
      respond: (call) => {
        if (call.query.includes('mutation CreateVisitor')) {
          return {
            data: {
              createVisitor: {
                __typename: 'CreatedVisitor',
                token: ada.token,
                visitor: {
                  __typename: 'Visitor',
                  id: ada.id,
                  email: ada.email,
                  fullName: ada.fullName,
                  phone: ada.phone,
                },
              },
            },
          };
        }
        if (call.query.includes('mutation CreateChat'))
          return { data: { createChat: { __typename: 'Chat', id: 'c1' } } };
        return visitorChats(call);
      },
    });
    await screen.findByRole('heading', { name: 'Help us reach you' });
    expect(screen.getByRole('heading', { name: 'Chats' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('button', { name: "Let's Chat" }));
    await screen.findByText('Email is required');
    expect(screen.getByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Phone is required')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: ada.email } });
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: ada.fullName } });
    fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: ada.phone } });
    // Unticked until the visitor asks for WhatsApp (issue 24).
    const whatsapp = screen.getByLabelText<HTMLInputElement>('WhatsApp');
    expect(whatsapp.checked).toBe(false);
    fireEvent.click(whatsapp);
    fireEvent.click(screen.getByRole('button', { name: "Let's Chat" }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/chat/c1'));
    expect(page.calls.find((c) => c.query.includes('mutation CreateVisitor'))?.variables).toMatchObject({
      channels: ['WHATSAPP'],
    });
    expect(readVisitor()).toEqual(ada);
    expect(page.calls.find((c) => c.query.includes('mutation CreateChat'))?.variables).toEqual({ mentorId: 'm1' });
  });

  it("lists a known visitor's chats with their unread counts, and 'No selected chat'", async () => {
    saveVisitor(ada);
    renderPage(<VisitorChatPage />, { path: '/chat', respond: visitorChats });
    await screen.findByText('Chidi Okafor');
    expect(screen.getByLabelText('2 unread').textContent).toBe('2');
    expect(screen.getByText(NO_SELECTED_CHAT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Forget me on this device' })).toBeTruthy();
    expect(screen.queryByText(/No chats yet/)).toBeNull();
  });

  it('says how to start a chat when a known visitor has none yet', async () => {
    saveVisitor(ada);
    renderPage(<VisitorChatPage />, {
      path: '/chat',
      respond: (call) =>
        call.query.includes('query VisitorChats')
          ? { data: { getVisitor: { __typename: 'Visitor', id: 'v1', chats: [] } } }
          : undefined,
    });
    expect(await screen.findByText("No chats yet: open a mentor's profile and choose Send Message.")).toBeTruthy();
  });

  it('forgets the stored visitor when the server returns none (spec 1 §8)', async () => {
    saveVisitor(ada);
    renderPage(<VisitorChatPage />, {
      path: '/chat',
      respond: (call) => (call.query.includes('query VisitorChats') ? { data: { getVisitor: null } } : undefined),
    });
    await screen.findByRole('heading', { name: 'Help us reach you' });
    expect(readVisitor()).toBeNull();
  });

  it("says 'Chat does not exist' and goes to /chat for a chat that is not the visitor's", async () => {
    saveVisitor(ada);
    renderPage(<VisitorChatPage />, {
      path: '/chat/c9',
      route: '/chat/:id',
      respond: (call) =>
        call.query.includes('query Chat(')
          ? { data: { getChat: null }, errors: [{ message: CHAT_NOT_FOUND, extensions: { code: 'NOT_FOUND' } }] }
          : visitorChats(call),
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/chat'));
    expect((await screen.findAllByText(CHAT_NOT_FOUND)).length).toBeGreaterThan(0);
  });
});
