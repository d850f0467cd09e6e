import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, type GraphQLCall } from '../../../test/render-page';
import { ADMIN_PAGES } from '../admin-pages';
import { CONSENT_RECORDS, ConsentsPage } from './ConsentsPage';

const record = (id: string, overrides: Record<string, unknown> = {}) => ({
  __typename: 'ConsentRecord',
  id,
  childFirstName: 'Ada',
  parentEmail: 'ngozi@example.com',
  phone: '+2348030000001',
  relationship: 'Parent',
  method: 'EMAIL_AND_PHONE_CODE',
  noticeVersion: '2026-12-01',
  status: 'GIVEN',
  givenAt: '2026-12-01T09:00:00.000Z',
  withdrawnAt: null,
  ...overrides,
});

function server(calls: GraphQLCall[]) {
  return (call: GraphQLCall) => {
    calls.push(call);
    if (!call.query.includes('childConsents')) return undefined;
    const second = call.variables.nextToken === 'page-2';
    const items = second
      ? [record('k2', { childFirstName: null, status: 'WITHDRAWN', withdrawnAt: '2026-12-02T10:00:00.000Z' })]
      : [record('k1')];
    return {
      data: { childConsents: { __typename: 'ConsentRecordPage', nextToken: second ? null : 'page-2', items } },
    };
  };
}

describe('the consent records page (issue 35)', () => {
  it('lists the records with their columns, pages by the next token and links the CSV', async () => {
    const calls: GraphQLCall[] = [];
    renderPage(<ConsentsPage />, { path: '/admin-dashboard/consents', respond: server(calls) });
    expect(screen.getByRole('heading', { level: 1, name: CONSENT_RECORDS })).toBeTruthy();
    const row = (await screen.findByText('ngozi@example.com')).closest('tr')!;
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Child',
      'Parent Email',
      'Phone',
      'Relationship',
      'Verified By',
      'Notice Version',
      'Status',
      'Given At',
      'Withdrawn At',
    ]);
    expect(within(row).getByText('Ada')).toBeTruthy();
    expect(within(row).getByText('+2348030000001')).toBeTruthy();
    expect(within(row).getByText('Confirmed e-mail and phone code')).toBeTruthy();
    expect(within(row).getByText('GIVEN')).toBeTruthy();
    expect(calls[0]?.variables).toEqual({ limit: 20, nextToken: null });
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/export/consent-records.csv',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Load more records' }));
    const erased = (await screen.findByText('(erased)')).closest('tr')!;
    expect(within(erased).getByText('WITHDRAWN')).toBeTruthy();
    // The first page stays: "Load more" adds the next one below it.
    expect(screen.getByText('Ada')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more records' })).toBeNull();
  });

  it('is in the admin menu', () => {
    expect(ADMIN_PAGES.find((page) => page.path === 'consents')?.label).toBe(CONSENT_RECORDS);
  });
});
