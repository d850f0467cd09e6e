import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Example() {
  const [active, setActive] = useState('a');
  return (
    <Tabs
      activeKey={active}
      onChange={setActive}
      items={[
        { key: 'a', label: 'General', children: <p>General answers</p> },
        { key: 'b', label: 'Pricing', children: <p>Pricing answers</p> },
        { key: 'c', label: 'Mentors', children: <p>Mentor answers</p> },
      ]}
    />
  );
}

const selected = () =>
  screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true')?.textContent;

describe('Tabs', () => {
  it('shows the active tab’s panel only, labelled by its tab', () => {
    render(<Example />);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toBe('General answers');
    expect(panel.getAttribute('aria-labelledby')).toBe(screen.getByRole('tab', { name: 'General' }).id);
    expect(screen.queryByText('Pricing answers')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Pricing' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Pricing answers');
  });

  it('is one tab stop; arrows, Home and End move between tabs and wrap around', () => {
    render(<Example />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe('Mentors');
    expect(document.activeElement?.textContent).toBe('Mentors');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe('General');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe('Mentors');
    fireEvent.keyDown(list, { key: 'Home' });
    expect(selected()).toBe('General');
  });
});
