import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The sessions' slot picker (issue 22, features/sessions/SlotPicker.tsx) as a person uses it: a mentor's free times
 * one week at a time, each a toggle button labelled with its Lagos time ('10:00 WAT', the viewer's own beside it when
 * it differs), grouped under day headings, with 'Previous week' and 'Next week'. The tests take whatever times the
 * picker offers, never fixed dates.
 */

/** A free time's button: its label starts with the Lagos time. */
export const SLOT_LABEL = /^\d{2}:\d{2} WAT\b/;
export const NO_FREE_TIMES = 'No free times this week';

/** The time buttons of the week shown in `picker`. */
export const timeButtons = (picker: Locator) => picker.getByRole('button', { name: SLOT_LABEL });

/** The picker of the booking form: the 'Your session times' step. */
export const bookingTimes = (scope: Page | Locator) => scope.getByRole('region', { name: 'Your session times' });

/** Waits until the week shown has loaded: its times, or the line saying it has none. */
async function weekLoaded(picker: Locator): Promise<void> {
  await expect(
    timeButtons(picker)
      .first()
      .or(picker.getByText(NO_FREE_TIMES, { exact: true })),
  ).toBeVisible();
}

/**
 * Chooses a free time of each day the picker offers, until `count` are chosen, paging to later weeks when
 * the one shown has too few days (the picker's own upper bound ends the paging). One a day, as a learner spreads
 * calls over the week: the picker offers a start every 30 minutes, and two chosen times closer than a session and
 * the mentor's buffer would not both be booked. Returns each time as the app writes it elsewhere, the day heading
 * and the button's label: 'Tuesday 1 December, 10:00 WAT · 09:00 UTC' (success screen, My sessions). `skipDay`
 * passes over the days whose heading it accepts.
 */
export async function chooseFreeTimes(
  picker: Locator,
  count: number,
  options: { skipDay?: (heading: string) => boolean } = {},
): Promise<string[]> {
  const chosen: string[] = [];
  const nextWeek = picker.getByRole('button', { name: 'Next week', exact: true });
  for (;;) {
    await weekLoaded(picker);
    const days = picker.getByRole('group').filter({ has: picker.page().getByRole('button', { name: SLOT_LABEL }) });
    for (let i = 0, n = await days.count(); i < n && chosen.length < count; i += 1) {
      const day = days.nth(i);
      const free = day.getByRole('button', { name: SLOT_LABEL, pressed: false, disabled: false });
      const offered = await free.count();
      if (offered === 0) continue;
      const heading = (await day.getByRole('heading').textContent())?.trim() ?? '';
      if (options.skipDay?.(heading)) continue;
      // Any of the day's free times, not always the first: tests on the other worker book the same demo mentors,
      // and two taking the first time of the same day raced for it (one was refused 'not free').
      const time = free.nth(Math.floor(Math.random() * offered));
      const label = `${heading}, ${(await time.textContent())?.trim()}`;
      await time.click();
      chosen.push(label);
      await picker.getByText(new RegExp(`^You have chosen ${chosen.length} of \\d+$`)).waitFor();
    }
    if (chosen.length === count) return chosen;
    if (!(await nextWeek.isEnabled())) {
      throw new Error(`the slot picker offered free times on ${chosen.length} days, not ${count}`);
    }
    // The picker swaps the old week's times for its loading state as the label moves on (SlotPicker keeps no
    // answer of another week): wait for that change, then weekLoaded waits for the new week's times.
    const shown = await picker.textContent();
    await nextWeek.click();
    await expect.poll(() => picker.textContent()).not.toBe(shown);
  }
}

/** A seeded demo mentor (apps/server/src/db/seed/mentors.ts): weekdays 09:00–17:00 and Saturday 09:00–13:00 Lagos. */
export const DEMO_MENTOR = 'Adaeze Okafor';

/** The booking form's 'Your mentor' step: searches 'Find a mentor' by name and picks the mentor found. */
export async function chooseMentor(scope: Page | Locator, name: string): Promise<void> {
  const step = scope.getByRole('region', { name: 'Your mentor' });
  await step.getByLabel('Find a mentor', { exact: true }).fill(name);
  await step.getByRole('button', { name: new RegExp(`^${name}\\b`) }).click();
  await step.getByTestId('booking-mentor').getByText(name, { exact: true }).waitFor();
}
