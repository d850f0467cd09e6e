/**
 * Membership plans (spec 1 §3 and §9, spec 2 §9, spec 3 §2.1): what the pricing pages show and, in the same
 * record, what the server charges. Prices shown are text because the spec gives ranges ('49k - 75k'); the amount
 * charged is a single figure in naira, computed on the server from the plan type, never sent by the browser.
 */

export const adultPlanTypes = ['Trial', 'Team', 'Personal', 'Premium'] as const;
export type AdultPlanType = (typeof adultPlanTypes)[number];

export const kidPlanTypes = ['Trial', 'Individual', 'Family'] as const;
export type KidPlanType = (typeof kidPlanTypes)[number];

interface PlanBase {
  id: string;
  title: string;
  /** The price as the card shows it, e.g. '₦35,000'. */
  price: string;
  /** What the price is for, e.g. 'per month'. */
  period: string;
  /** Accent colour of the card (dark enough for white text on it). */
  colour: string;
  perks: string[];
}

/** A plan a learner books through a form; `amountNaira` is what the booking is charged (0: free). */
export interface BookablePlan<T extends string> extends PlanBase {
  type: T;
  amountNaira: number;
  /** The form that takes this plan (with `state: { type }`). */
  to: string;
}

/** A plan arranged by talking to us, not booked online. */
export interface ContactPlan extends PlanBase {
  type: 'Organisation';
  amountNaira: null;
  to: '/contact-us';
}

export type AdultPlan = BookablePlan<AdultPlanType> | ContactPlan;
export type KidPlan = BookablePlan<KidPlanType> | ContactPlan;

const ONE_ON_ONE_DAILY = '2 hours daily one-on-one with your mentor';

export const trialPlan: BookablePlan<'Trial'> = {
  id: 'trial',
  type: 'Trial',
  title: 'Trial Plan',
  price: '₦0',
  period: 'per month',
  colour: '#0f766e',
  perks: [
    'A career guide for a start in tech',
    'Start your software development journey',
    'One day one-on-one with a mentor of your choice',
    'Free learning documents',
    'Upgrade at any time',
  ],
  amountNaira: 0,
  to: '/book-mentor',
};

/** The desktop pricing panel quotes the trial per week (spec 1 §9); the card quotes it per month. */
export const trialPanel = {
  title: 'Start with a free trial',
  price: '₦0',
  period: 'per week',
  perks: trialPlan.perks,
} as const;

export const adultPlans: readonly AdultPlan[] = [
  trialPlan,
  {
    id: 'team',
    type: 'Team',
    title: 'Team Plan',
    price: '₦35k',
    period: 'per month',
    colour: '#1d4ed8',
    perks: [ONE_ON_ONE_DAILY, 'Evaluation of your projects', 'Learn together with other mentees'],
    amountNaira: 35_000,
    to: '/book-mentor',
  },
  {
    id: 'personal',
    type: 'Personal',
    title: 'Personal Plan',
    price: '₦49k - ₦75k',
    period: 'per month',
    colour: '#3730a3',
    perks: [ONE_ON_ONE_DAILY, 'One-on-one video calls 2-3 times a week', 'A learning path built around you'],
    amountNaira: 50_000,
    to: '/book-mentor',
  },
  {
    id: 'premium',
    type: 'Premium',
    title: 'Premium Plan',
    price: '₦99k - ₦299k',
    period: 'per month, until your first job',
    colour: '#9d174d',
    perks: [ONE_ON_ONE_DAILY, 'Hands-on projects for your portfolio', 'An internship opportunity'],
    amountNaira: 200_000,
    to: '/book-mentor',
  },
  {
    id: 'organisation',
    type: 'Organisation',
    title: 'Organisation',
    price: 'Custom',
    period: 'for your team or school',
    colour: '#374151',
    perks: ['Mentors for a whole team or class', 'A programme shaped around your goals', 'Progress reports for you'],
    amountNaira: null,
    to: '/contact-us',
  },
];

/**
 * Kids plans. Spec 2 §9 gives two readings (booking form: Individual 34,999 and Family 99,999; kids page:
 * Individual 45,000 and Small Group 35,000). We show and charge the booking form's reading, so the price on the
 * page is the price paid (docs/decisions/0005-plans-and-public-content.md).
 */
export const kidPlans: readonly KidPlan[] = [
  {
    id: 'kid-trial',
    type: 'Trial',
    title: 'Free Trial',
    price: '₦0',
    period: 'one class',
    colour: '#0f766e',
    perks: ['One live class with a kids mentor', 'A learning plan for your child', 'No payment needed'],
    amountNaira: 0,
    to: '/kid-book-mentor',
  },
  {
    id: 'kid-individual',
    type: 'Individual',
    title: 'Individual',
    price: '₦34,999',
    period: 'per month',
    colour: '#1d4ed8',
    perks: ['One child, one mentor', 'Weekend classes at a time that suits you', 'Monthly progress report'],
    amountNaira: 34_999,
    to: '/kid-book-mentor',
  },
  {
    id: 'kid-family',
    type: 'Family',
    title: 'Family',
    price: '₦99,999',
    period: 'per month',
    colour: '#9d174d',
    perks: ['Siblings learn together, up to 5 children', 'One mentor who knows your family', 'Monthly progress report'],
    amountNaira: 99_999,
    to: '/kid-book-mentor',
  },
  {
    id: 'kid-organisation',
    type: 'Organisation',
    title: 'Organisation',
    price: 'Custom',
    period: 'for schools and clubs',
    colour: '#374151',
    perks: ['Coding classes for a school or club', 'A programme shaped around your pupils', 'Contact us to plan it'],
    amountNaira: null,
    to: '/contact-us',
  },
];

export const isAdultPlanType = (value: unknown): value is AdultPlanType =>
  typeof value === 'string' && (adultPlanTypes as readonly string[]).includes(value);

export const isKidPlanType = (value: unknown): value is KidPlanType =>
  typeof value === 'string' && (kidPlanTypes as readonly string[]).includes(value);

/** Naira the server charges for an adult booking on this plan (spec 2 §9); 0 for the free trial. */
export function adultPlanAmount(type: AdultPlanType): number {
  const plan = adultPlans.find((p): p is BookablePlan<AdultPlanType> => p.type === type);
  if (!plan) throw new Error(`unknown adult plan '${type}'`);
  return plan.amountNaira;
}

/** Naira the server charges for a kids booking on this plan; 0 for the free trial. */
export function kidPlanAmount(type: KidPlanType): number {
  const plan = kidPlans.find((p): p is BookablePlan<KidPlanType> => p.type === type);
  if (!plan) throw new Error(`unknown kid plan '${type}'`);
  return plan.amountNaira;
}

/** Flutterwave and our payment records count kobo (1 naira = 100 kobo). */
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);
