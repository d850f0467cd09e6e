import { app, baseUrl, expect, goto, type NewPage, test } from './support/fixtures';
import type { Page } from '@playwright/test';
import { expectAccessible } from './support/browser';
import { logInAsMentor, sampleApplication, signUpAsMentor, toast, uniqueEmail } from './support/accounts';
import { waitForMail } from './support/mail';
import { uniqueLetters } from './support/mentor-onboarding';

async function adminPage(newPage: NewPage): Promise<Page> {
  const page = await newPage();
  const { email, password } = app.admin;
  await logInAsMentor(page, email, password);
  return page;
}

/** Opens an admin list and searches it (the search is sent to the server after typing stops). */
async function openList(page: Page, path: string, heading: string, search?: string) {
  await goto(page, `${baseUrl}/admin-dashboard/${path}`);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  if (search) await page.getByRole('searchbox').fill(search);
}

const rowWith = (page: Page, text: string) => page.locator('tr.admin-table__row', { hasText: text });

test.describe('the admin back office', () => {
  test('lets the admin approve an application; the mentor is then listed publicly and still sees COMING SOON', async ({
    newPage,
  }) => {
    // A mentor's sign-up, an admin's review, a profile edit and two accessibility checks: 50–60 s on a busy two-core
    // machine.
    test.slow();
    const applicant = await newPage();
    const email = uniqueEmail('applicant');
    const lastname = `Q${uniqueLetters()}`;
    const name = `Ife ${lastname}`;
    await signUpAsMentor(applicant, email, 'a-Strong-passw0rd', { ...sampleApplication, firstname: 'Ife', lastname });

    // A mentor who is not an admin: the area says COMING SOON (and the server refuses its data whatever it shows).
    await goto(applicant, `${baseUrl}/admin-dashboard`);
    await applicant.getByRole('heading', { level: 1, name: 'COMING SOON' }).waitFor();
    expect(await applicant.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/mentor-dashboard');
    await expectAccessible(applicant);

    const admin = await adminPage(newPage);
    await goto(admin, `${baseUrl}/admin-dashboard`);
    await expect.poll(() => new URL(admin.url()).pathname).toBe('/admin-dashboard/kid-mentees-application');
    await admin.getByTestId('admin-name').waitFor();
    await openList(admin, 'mentors-application', 'Mentor applications', email);
    const row = rowWith(admin, email);
    await row.getByText('REVIEW').waitFor();
    await expect.poll(() => admin.locator('tr.admin-table__row').count()).toBe(1);
    await expectAccessible(admin);
    const approvedAt = Date.now();
    // One actions menu per row (issue 20 §9).
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await admin.getByRole('menuitem', { name: 'Approve' }).click();
    await row.getByText('ACCEPTED').waitFor();
    // The register-success mail, queued with the approval.
    await waitForMail(email, { after: approvedAt - 1000 });

    // Accepted, but the directory lists complete profiles only (issue 20): not yet, without a bio.
    const listed = async () => {
      const res = await fetch(`${baseUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'query ($q: String) { listMentors(filter: { q: $q }) { items { lastname } } }',
          variables: { q: lastname },
        }),
      });
      return ((await res.json()) as { data: { listMentors: { items: unknown[] } } }).data.listMentors.items.length;
    };
    expect(await listed()).toBe(0);

    // The new mentor writes a bio on Edit Profile; from then on learners find them.
    await goto(applicant, `${baseUrl}/edit-profile`);
    await applicant.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    await applicant.getByRole('textbox', { name: 'Bio' }).click();
    await applicant.keyboard.type('I build shops and chat apps, and I love teaching them.');
    await applicant.getByRole('button', { name: 'Save' }).click();
    await toast(applicant, 'Profile Updated').waitFor();
    expect(await listed()).toBe(1);
    const visitor = await newPage();
    await goto(visitor, `${baseUrl}/discover-mentors`);
    await visitor.getByLabel('Search mentors').fill(lastname);
    await visitor.getByTestId('mentor-card').filter({ hasText: name }).waitFor();

    await goto(applicant, `${baseUrl}/admin-dashboard/mentors-application`);
    await applicant.getByRole('heading', { level: 1, name: 'COMING SOON' }).waitFor();
  });

  test("sends mail from the Send Mail modal: 'Validation Error' until filled, then the SMTP peer has it", async ({
    newPage,
  }) => {
    const admin = await adminPage(newPage);
    await openList(admin, 'contact-us', 'Contact us');
    await admin.getByRole('button', { name: 'Send Mail', exact: true }).click();
    const dialog = admin.getByRole('dialog', { name: 'Send Mail' });
    await dialog.waitFor();
    const to = uniqueEmail('mailed');
    const subject = `Your class ${uniqueLetters()}`;
    await dialog.getByLabel('Email').fill(to);
    await dialog.getByLabel('Subject').fill(subject);
    await dialog.getByLabel('Message').fill('Too short');
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await admin.locator('.ant-notification').getByText('Validation Error').waitFor();
    await dialog.getByLabel('Message').fill('Your first class is on Monday at 10:00.');
    const before = Date.now();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await admin.getByText('Mail Sent Successfully').waitFor();
    await expectAccessible(admin);
    const mail = await waitForMail(to, { subjectIncludes: subject, after: before - 1000 });
    expect(mail.text).toContain('Your first class is on Monday at 10:00.');
  });

  test('lists a new contact-us request, with its message in the detail', async ({ newPage }) => {
    const visitor = await newPage();
    const fullName = `Ngozi ${uniqueLetters()}`;
    const message = 'We would like mentors for a team of six developers in Abuja.';
    await goto(visitor, `${baseUrl}/contact-us`);
    await visitor.getByLabel('Name').fill(fullName);
    await visitor.getByLabel('Email').fill(uniqueEmail('contact'));
    await visitor.getByLabel('Message').fill(message);
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByText('THANKS FOR CONTACTING US, WE WILL GET BACK TO YOU AS SOON AS POSSIBLE.').waitFor();

    const admin = await adminPage(newPage);
    await openList(admin, 'contact-us', 'Contact us', fullName);
    const row = rowWith(admin, fullName);
    await row.getByText('Today').waitFor();
    await row.click();
    const detail = admin.getByRole('dialog', { name: fullName });
    await detail.getByText(message).waitFor();
    await expectAccessible(admin);

    // Export CSV: the same rows as the list with its search, UTF-8 with a byte-order mark.
    const href = await admin.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toBe(`/api/admin/export/contact-us.csv?search=${encodeURIComponent(fullName).replace(/%20/g, '+')}`);
    const csv = await admin.evaluate(async (url) => {
      const res = await fetch(url);
      return {
        status: res.status,
        type: res.headers.get('content-type'),
        bytes: Array.from(new Uint8Array(await res.arrayBuffer())),
      };
    }, href!);
    expect(csv.status).toBe(200);
    expect(csv.bytes.slice(0, 3)).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(new Uint8Array(csv.bytes)).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(fullName);
  });

  test('refreshes the webinar list live when someone registers, without a reload', async ({ newPage }) => {
    const admin = await adminPage(newPage);
    await openList(admin, 'webinar', 'Webinar');
    await admin.locator('.ant-table-tbody').waitFor();
    const navigations: string[] = [];
    admin.on('framenavigated', (frame) => {
      if (frame === admin.mainFrame()) navigations.push(frame.url());
    });

    const visitor = await newPage();
    const fullName = `Kemi ${uniqueLetters()}`;
    await goto(visitor, `${baseUrl}/webinar`);
    await visitor.getByLabel('Full Name').fill(fullName);
    await visitor.getByLabel('Phone Number').fill('08030001111');
    await visitor.getByLabel('Email').fill(uniqueEmail('webinar-live'));
    await visitor.getByLabel('How did you hear about us?').selectOption('Google Search');
    await visitor.getByRole('button', { name: 'Register' }).click();
    await visitor.getByRole('heading', { name: 'Thank you for registering!' }).waitFor();

    // Newest first: the new attendee tops the open list, brought by the admin-only live event.
    await rowWith(admin, fullName).getByText('Today').waitFor();
    expect(navigations).toEqual([]);
  });

  test('invites a mentor by e-mail: the invitee gets the mail to set a password', async ({ newPage }) => {
    const admin = await adminPage(newPage);
    await openList(admin, 'add-mentors', 'Add Mentors');
    const email = uniqueEmail('invited');
    await admin.getByLabel('Email', { exact: true }).fill(email);
    await admin.getByLabel('First Name', { exact: true }).fill('Bisi');
    await admin.getByLabel('Last Name', { exact: true }).fill(`Q${uniqueLetters()}`);
    const before = Date.now();
    await admin.getByRole('button', { name: 'Invite mentor' }).click();
    await admin.locator('.ant-notification').getByText('Mentor invited').waitFor();
    await expectAccessible(admin);
    const mail = await waitForMail(email, { after: before - 1000 });
    expect(mail.text).toContain('/forgot_password');
  });

  test('opens every admin page for the admin, accessibly', async ({ newPage }) => {
    test.setTimeout(180_000);
    const admin = await adminPage(newPage);
    const pages: [string, string][] = [
      ['kid-mentees-application', 'Kids bookings'],
      ['mentees-application', 'Mentor bookings'],
      ['bookings', 'Custom bookings'],
      ['bootcamp', 'Boot Camp'],
      ['webinar', 'Webinar'],
      ['advisory', 'Advisory'],
      ['add-courses', 'Add courses'],
      ['add-mentors', 'Add Mentors'],
      ['reviews', 'Reviews'],
      ['outbox', 'Mail outbox'],
      ['audit', 'Audit log'],
    ];
    for (const [path, heading] of pages) {
      await openList(admin, path, heading);
      // A list has loaded when its pager or its empty text shows; the invite page is a form.
      if (path !== 'add-mentors') await admin.locator('.ant-table-tbody').waitFor();
      expect(await admin.locator('.ant-notification').count(), path).toBe(0);
      await expectAccessible(admin);
    }
    // The add-course modal, with the real accepted mentors to choose from.
    await openList(admin, 'add-courses', 'Add courses');
    await admin.getByRole('button', { name: 'Add New' }).click();
    await admin.getByRole('dialog', { name: 'Add New Course' }).waitFor();
    await expectAccessible(admin);
  });
});
