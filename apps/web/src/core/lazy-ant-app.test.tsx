import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { describe, expect, it } from 'vitest';
import { LazyAntApp } from './lazy-ant-app';

function Notifier() {
  const { notification, message } = App.useApp();
  return (
    <>
      <button
        type="button"
        onClick={() => notification.success({ title: 'Saved!', description: 'Your changes are kept.' })}
      >
        notify
      </button>
      <button
        type="button"
        onClick={() => {
          const close = message.info('Short-lived');
          close(); // closed before the real message exists: it must never stay on screen
          message.info('Still here', 0);
        }}
      >
        messages
      </button>
    </>
  );
}

describe('LazyAntApp', () => {
  it("shows a page's notification once Ant Design's App has loaded, without it on the first render", async () => {
    const { container } = render(
      <LazyAntApp>
        <Notifier />
      </LazyAntApp>,
    );
    expect(container.querySelector('.ant-app')).toBeNull();
    expect(document.querySelector('.ant-notification')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'notify' }));
    await screen.findByText('Saved!', undefined, { timeout: 10_000 }); // the first use loads the chunk
    expect(screen.getByText('Your changes are kept.')).toBeTruthy();
  });

  it('honours a message closed before it could be shown', async () => {
    render(
      <LazyAntApp>
        <Notifier />
      </LazyAntApp>,
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'messages' }));
    });
    await screen.findByText('Still here', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.queryByText('Short-lived')).toBeNull());
  });
});
