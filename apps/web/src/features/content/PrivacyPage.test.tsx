import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELD_MAIL_KEEP_DAYS, SANDBOX_CHECKOUT_KEEP_DAYS } from '@eazy2con/shared/retention';
import { renderPage } from '../../test/render-page';
import { PrivacyPage } from './PrivacyPage';

describe('PrivacyPage', () => {
  it('states how long held mail and sandbox test payments are kept, as the retention purge deletes them', async () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'How long we keep it' })).closest('section');
    const text = section?.textContent ?? '';
    expect(text).toContain(`Emails held because no mail server is set up: ${HELD_MAIL_KEEP_DAYS} days`);
    expect(text).toContain(`test payments made on the practice checkout: ${SANDBOX_CHECKOUT_KEEP_DAYS} days`);
    // The spec's own lines stay.
    expect(text).toContain('Copies of sent emails: 12 months; emails carrying a one-time code: 24 hours.');
  });

  it('names the two rights a person exercises on /account: Download my data and Delete my account (issue 35)', async () => {
    renderPage(<PrivacyPage />, { path: '/privacy' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Your rights' })).closest('section');
    const text = section?.textContent ?? '';
    expect(text).toContain('you can ask us for a copy of your data');
    expect(text).toContain('on your account page (/account): "Download my data"');
    expect(text).toContain('"Delete my account", confirmed by a code');
  });
});
