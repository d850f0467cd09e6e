import { describe, expect, it } from 'vitest';
import {
  adultPlanAmount,
  adultPlans,
  bookablePlan,
  isAdultPlanType,
  isKidPlanType,
  kidPlanAmount,
  kidPlans,
  nairaToKobo,
} from './plans';

describe('plans', () => {
  it('lists Trial, Team, Personal, Premium and Organisation for adults', () => {
    expect(adultPlans.map((p) => p.type)).toEqual(['Trial', 'Team', 'Personal', 'Premium', 'Organisation']);
    expect(adultPlans.find((p) => p.type === 'Organisation')?.to).toBe('/contact-us');
  });

  it('charges the amounts of spec 2 §9 for adult bookings', () => {
    expect(adultPlanAmount('Trial')).toBe(0);
    expect(adultPlanAmount('Team')).toBe(35_000);
    expect(adultPlanAmount('Personal')).toBe(49_000);
    expect(adultPlanAmount('Personal', '3-per-week')).toBe(75_000);
    expect(adultPlanAmount('Premium')).toBe(99_000);
    expect(adultPlanAmount('Premium', 'daily')).toBe(299_000);
    expect(() => adultPlanAmount('Personal', 'daily')).toThrow();
  });

  it('writes each card from the figures the server allows', () => {
    const personal = bookablePlan('adult', 'Personal');
    expect(personal?.price).toBe('₦49k - ₦75k');
    expect(personal?.perks[0]).toBe('One-on-one video calls 2-3 times a week, 60 minutes each');
    expect(bookablePlan('adult', 'Team')?.perks[0]).toBe(
      'Group video calls 2 times a week, 90 minutes each with up to 6 mentees',
    );
    expect(bookablePlan('adult', 'Team')?.entitlement).toMatchObject({ format: 'GROUP', seats: 6 });
    expect(bookablePlan('adult', 'Trial')?.perks[0]).toBe(
      'One 45-minute one-on-one video call with a mentor of your choice',
    );
    expect(bookablePlan('kids', 'Individual')?.perks[0]).toBe(
      'One-on-one video calls on weekends, 1 a weekend, 60 minutes each',
    );
    expect(bookablePlan('kids', 'Individual')?.price).toBe('₦34,999');
    expect(bookablePlan('adult', 'Organisation')).toBeNull();
    // A cycle's sessions fill its four weeks evenly.
    for (const plan of [...adultPlans, ...kidPlans]) {
      if (plan.amountNaira === null) continue;
      for (const option of plan.options) expect(option.sessions === 1 || option.sessions % 4 === 0).toBe(true);
    }
  });

  it('charges the kids booking form prices', () => {
    expect(kidPlanAmount('Trial')).toBe(0);
    expect(kidPlanAmount('Individual')).toBe(34_999);
    expect(kidPlanAmount('Family')).toBe(99_999);
    expect(kidPlans.map((p) => p.type)).toEqual(['Trial', 'Individual', 'Family', 'Organisation']);
  });

  it('recognises plan types from navigation state and converts naira to kobo', () => {
    expect(isAdultPlanType('Team')).toBe(true);
    expect(isAdultPlanType('Organisation')).toBe(false);
    expect(isAdultPlanType(undefined)).toBe(false);
    expect(isKidPlanType('Family')).toBe(true);
    expect(nairaToKobo(34_999)).toBe(3_499_900);
  });
});
