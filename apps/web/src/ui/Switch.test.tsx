import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Switch } from './Switch';

function Labelled() {
  const [on, setOn] = useState(true);
  return (
    <>
      <label htmlFor="mail">Join our mailing list</label>
      <Switch id="mail" checked={on} onChange={setOn} />
    </>
  );
}

describe('Switch', () => {
  it('is a switch named by its label, and a press on it or its label turns it over', () => {
    render(<Labelled />);
    const toggle = screen.getByRole('switch', { name: 'Join our mailing list' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(screen.getByText('Join our mailing list'));
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  it('does nothing while disabled', () => {
    render(<Switch checked={false} onChange={() => {}} disabled aria-label="Mail" />);
    const toggle = screen.getByRole('switch', { name: 'Mail' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});
