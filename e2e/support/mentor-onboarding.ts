import { expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { goto, reload, type NewPage } from './fixtures';
import { logInAsMentor, sampleApplication, signUpAsMentor, toast } from './accounts';

/**
 * A new mentor made ready to be booked, as a person does it: signs up and applies, the admin approves the application
 * from its row's actions menu, and the mentor writes a bio (the directory lists complete profiles only). Used by the
 * files that start an app of their own (sessions, money path).
 */

/** Letters only (a name field refuses digits), different on every run. */
export function uniqueLetters(length = 6): string {
  let n = Date.now() * 1000 + Math.floor(Math.random() * 1000);
  let out = '';
  for (let i = 0; i < length; i += 1) {
    out += String.fromCharCode(97 + (n % 26));
    n = Math.floor(n / 26);
  }
  return out;
}

/** A new page whose clock runs `offsetMinutes` ahead, as a restarted app's sessions' clock does. */
export async function pageAhead(newPage: NewPage, offsetMinutes: number): Promise<Page> {
  const page = await newPage();
  if (offsetMinutes) await page.clock.install({ time: Date.now() + offsetMinutes * 60_000 });
  return page;
}

/** Signs in the demo admin of an app started with its own data folder (the password is kept there). */
export async function adminOfApp(
  newPage: NewPage,
  app: { url: string; dataDir: string; adminEmail: string },
  offsetMinutes = 0,
): Promise<Page> {
  const page = await pageAhead(newPage, offsetMinutes);
  const password = readFileSync(path.join(app.dataDir, 'demo-admin-password'), 'utf8').trim();
  await logInAsMentor(page, app.adminEmail, password, app.url);
  return page;
}

/** The mentor area's menu. */
export const mentorMenu = (page: Page) => page.getByRole('navigation', { name: 'Mentor menu' });

export interface NewMentor {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  bio: string;
}

/** Sign-up and application, the admin's approval, the bio; answers the mentor's page, signed in. */
export async function approvedMentorWithBio(mentorPage: Page, admin: Page, siteUrl: string, m: NewMentor) {
  const name = `${m.firstname} ${m.lastname}`;
  await signUpAsMentor(
    mentorPage,
    m.email,
    m.password,
    { ...sampleApplication, firstname: m.firstname, lastname: m.lastname },
    siteUrl,
  );
  await goto(admin, `${siteUrl}/admin-dashboard/mentors-application`);
  await admin.getByRole('heading', { level: 1, name: 'Mentor applications' }).waitFor();
  await admin.getByRole('searchbox').fill(m.email);
  const row = admin.locator('tr.admin-table__row', { hasText: m.email });
  // The search's answer redraws the table: a menu opened on the row drawn before it closes with it. Wait for the
  // search to have answered (its one row), and open the menu again if a late redraw closed it.
  await expect(admin.locator('tr.admin-table__row')).toHaveCount(1);
  // One actions menu per row (issue 20 §9).
  const approve = admin.getByRole('menuitem', { name: 'Approve' });
  await expect(async () => {
    if (!(await approve.isVisible())) await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await approve.click({ timeout: 2_000 });
  }).toPass();
  await row.getByText('ACCEPTED').waitFor();
  await goto(mentorPage, `${siteUrl}/edit-profile`);
  await mentorPage.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
  await mentorPage.getByRole('textbox', { name: 'Bio' }).click();
  await mentorPage.keyboard.type(m.bio);
  await mentorPage.getByRole('button', { name: 'Save' }).click();
  await toast(mentorPage, 'Profile Updated').waitFor();
  return mentorPage;
}

/**
 * A new mentor has no hours: every day gets 09:00 until 17:00 (the default of Add hours) on the Availability page,
 * saved and read back.
 */
export async function openEveryDay(mentorPage: Page, siteUrl: string): Promise<void> {
  await goto(mentorPage, `${siteUrl}/mentor-dashboard`);
  await mentorMenu(mentorPage).getByRole('link', { name: 'Availability' }).click();
  await mentorPage.getByRole('heading', { level: 1, name: 'Availability' }).waitFor();
  const days = mentorPage.getByTestId('weekly-day');
  await expect(days).toHaveCount(7);
  await expect(days.getByText('Unavailable', { exact: true })).toHaveCount(7);
  for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
    await days.filter({ hasText: day }).getByRole('button', { name: 'Add hours' }).click();
    const hours = mentorPage.getByRole('group', { name: `${day} hours 1` });
    await expect(hours.getByLabel('From')).toHaveValue('09:00');
    await expect(hours.getByLabel('until')).toHaveValue('17:00');
  }
  await expect(mentorPage.getByLabel('Minimum notice (hours)')).toHaveValue('12');
  await mentorPage.getByRole('button', { name: 'Save availability' }).click();
  await toast(mentorPage, 'Availability saved').waitFor();
  await reload(mentorPage);
  await expect(mentorPage.getByRole('group', { name: 'Sunday hours 1' }).getByLabel('until')).toHaveValue('17:00');
}
