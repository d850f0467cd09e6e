import { describe, expect, it } from 'vitest';
import { navItems, showsFooter, showsTopNav } from './shell-rules';

describe('shell rules', () => {
  it('hides the top navigation in the mentor, chat and admin areas only', () => {
    expect(showsTopNav('/')).toBe(true);
    expect(showsTopNav('/edit-profile')).toBe(true);
    expect(showsTopNav('/mentor-dashboard/add-course')).toBe(false);
    expect(showsTopNav('/chat/123')).toBe(false);
    expect(showsTopNav('/admin-dashboard/webinar')).toBe(false);
  });

  it('hides the footer also on the profile editor', () => {
    expect(showsFooter('/pricing')).toBe(true);
    expect(showsFooter('/edit-profile')).toBe(false);
    expect(showsFooter('/mentor-dashboard')).toBe(false);
    expect(showsFooter('/chat')).toBe(false);
    expect(showsFooter('/admin-dashboard')).toBe(false);
  });

  it('offers sign-up actions when signed out and Dashboard/Logout when signed in', () => {
    const out = navItems(false, 'https://blog.example').map((i) => i.label);
    expect(out).toEqual([
      'Home',
      'Kid Tech',
      'Kids Weekend Camp',
      'Pricing',
      'Blog',
      'Apply as a Mentor',
      'Book a mentor',
    ]);
    const signedIn = navItems(true, 'https://blog.example').map((i) => i.label);
    expect(signedIn.slice(-2)).toEqual(['Dashboard', 'Logout']);
    expect(signedIn).not.toContain('Book a mentor');
  });

  it('shows no account items while the session is being checked', () => {
    const loading = navItems(false, 'https://blog.example', true).map((i) => i.label);
    expect(loading).toEqual(['Home', 'Kid Tech', 'Kids Weekend Camp', 'Pricing', 'Blog']);
  });

  it('leaves the Blog item out until the configured blog address is known', () => {
    expect(navItems(false, undefined).map((i) => i.label)).not.toContain('Blog');
    expect(navItems(false, 'https://blog.example').find((i) => i.label === 'Blog')).toEqual({
      label: 'Blog',
      to: 'https://blog.example',
      external: true,
    });
  });
});
