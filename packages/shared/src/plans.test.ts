import { describe, expect, it } from 'vitest';
import {
  adultPlanAmount,
  adultPlans,
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
    expect(adultPlanAmount('Personal')).toBe(50_000);
    expect(adultPlanAmount('Premium')).toBe(200_000);
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
