import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { readZip } from '../../test/zip-reader';

/** API-test helpers for the data rights: the mailed link and code, the archive's download, read back. */

export const REQUEST_MY_DATA = `mutation RequestMyData { requestMyData { id status requestedAt readyAt } }`;
export const REQUEST_CODE = `mutation { requestAccountDeletionCode }`;
export const DELETE_ACCOUNT = `mutation ($code: String!) { deleteMyAccount(code: $code) }`;

/** The newest mail of `template` to `email`, its data. */
export async function mailData(t: TestApp, email: string, template: string): Promise<Record<string, unknown>> {
  const page = await t.app.services.mail.list({ to: email, limit: 50 });
  const mail = page.items.find((m) => m.template === template);
  if (!mail) throw new Error(`no ${template} mail for ${email}`);
  return mail.data;
}

/** The path and query of the archive's mailed link. */
export async function mailedLink(t: TestApp, email: string): Promise<string> {
  const link = (await mailData(t, email, 'data-export-ready')).link;
  if (typeof link !== 'string') throw new Error('no link');
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export async function download(t: TestApp, path: string, cookie?: string) {
  return t.app.http.inject({ method: 'GET', url: path, headers: cookie ? { cookie } : {} });
}

/** The archive's data.json and file names. */
export function unpack(zip: Buffer): {
  json: { sections: Record<string, Record<string, unknown>[]> };
  files: string[];
} {
  const entries = readZip(zip);
  const data = entries.find((e) => e.name === 'data.json');
  expect(data).toBeDefined();
  return {
    json: JSON.parse(data?.data.toString('utf8') ?? '{}') as { sections: Record<string, Record<string, unknown>[]> },
    files: entries.map((e) => e.name),
  };
}
