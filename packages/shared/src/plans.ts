/**
 * Membership plans (spec 1 §3 and §9, spec 2 §9, spec 3 §2.1): what the pricing pages show and, in the same
 * record, what the server charges. Prices shown are text because the spec gives ranges ('49k - 75k'); the amount
 * charged is a single figure in naira, computed on the server from the plan type, never sent by the browser.
 */
import { formatNaira } from './number-text';

export const adultPlanTypes = ['Trial', 'Team', 'Personal', 'Premium'] as const;
export type AdultPlanType = (typeof adultPlanTypes)[number];

export const kidPlanTypes = ['Trial', 'Individual', 'Family'] as const;
export type KidPlanType = (typeof kidPlanTypes)[number];

interface PlanBase {
  id: string;
  title: string;
  /** The price as the card shows it, e.g. '₦35,000' or the range of the plan's options ('₦49k - ₦75k'). */
  price: string;
  /** What the price is for, e.g. 'per month'. */
  period: string;
  /** Accent colour of the card (dark enough for white text on it). */
  colour: string;
  perks: string[];
}

/** How a plan's sessions are held: one learner (or one family) with the mentor, or a mentor's group. */
export const sessionFormats = ['ONE_ON_ONE', 'GROUP'] as const;
export type SessionFormat = (typeof sessionFormats)[number];

/** A cycle is four weeks: what a plan gives is counted per cycle, and one payment buys one cycle. */
export const CYCLE_DAYS = 28;

/**
 * One point of a plan's price range and what it buys per cycle (issue 22). A plan with one price has one option.
 * The booking form shows `label` beside the amount, so the learner sees which point of the range is charged and why.
 */
export interface PlanOption {
  id: string;
  label: string;
  amountNaira: number;
  /** Sessions per 4-week cycle. */
  sessions: number;
  /** Length of each session. */
  minutes: number;
}

/** What every option of a plan shares: how the sessions are held and the rules for changing them. */
export interface Entitlement {
  format: SessionFormat;
  /** Learners in one session: 1 for one-on-one, at most 6 in a group. */
  seats: number;
  /** Kids plans sell weekend classes: their sessions start on a Saturday or Sunday (the mentor's calendar). */
  weekendsOnly: boolean;
  /** Until this many hours before the start a learner may cancel or move a session at no cost. */
  freeChangeHours: number;
}

/** A plan a learner books through a form; `amountNaira` is its first option's charge (0: free). */
export interface BookablePlan<T extends string> extends PlanBase {
  type: T;
  amountNaira: number;
  entitlement: Entitlement;
  options: readonly [PlanOption, ...PlanOption[]];
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

/** '₦49k' for 49,000; amounts that are not whole thousands are written out ('₦34,999'). */
const shortNaira = (amount: number) => (amount % 1000 === 0 && amount > 0 ? `₦${amount / 1000}k` : formatNaira(amount));

/** The card's price: one figure, or the range of the options. */
function priceOf(options: readonly PlanOption[]): string {
  const amounts = options.map((o) => o.amountNaira);
  const low = Math.min(...amounts);
  const high = Math.max(...amounts);
  return low === high ? shortNaira(low) : `${shortNaira(low)} - ${shortNaira(high)}`;
}

const range = (values: number[]) => {
  const low = Math.min(...values);
  const high = Math.max(...values);
  return low === high ? `${low}` : `${low}-${high}`;
};

/**
 * The card's line about sessions, written from the same figures the server allows, so the words cannot promise
 * more than the product books (e.g. 'One-on-one video calls 2-3 times a week, 60 minutes each').
 */
export function sessionsPerk(entitlement: Entitlement, options: readonly PlanOption[]): string {
  const minutes = range(options.map((o) => o.minutes));
  const total = options.map((o) => o.sessions);
  const kind = entitlement.format === 'GROUP' ? 'Group video calls' : 'One-on-one video calls';
  const seats = entitlement.format === 'GROUP' ? ` with up to ${entitlement.seats} mentees` : '';
  if (Math.max(...total) === 1) return `One ${minutes}-minute one-on-one video call with a mentor of your choice`;
  if (entitlement.weekendsOnly) {
    return `${kind} on weekends, ${range(total.map((n) => n / 4))} a weekend, ${minutes} minutes each`;
  }
  return `${kind} ${range(total.map((n) => n / 4))} times a week, ${minutes} minutes each${seats}`;
}

type PlanDraft<T extends string> = Omit<BookablePlan<T>, 'price' | 'amountNaira' | 'perks'> & { perks: string[] };

/** A bookable plan whose price, charge and sessions perk all come from its options. */
function bookable<T extends string>(draft: PlanDraft<T>): BookablePlan<T> {
  return {
    ...draft,
    price: priceOf(draft.options),
    amountNaira: draft.options[0].amountNaira,
    perks: [sessionsPerk(draft.entitlement, draft.options), ...draft.perks],
  };
}

/** A mentor's group session (Team plan) holds at most this many learners. */
export const GROUP_SEATS = 6;

const oneOnOne: Entitlement = { format: 'ONE_ON_ONE', seats: 1, weekendsOnly: false, freeChangeHours: 24 };
const weekends: Entitlement = { ...oneOnOne, weekendsOnly: true };

export const trialPlan: BookablePlan<'Trial'> = bookable({
  id: 'trial',
  type: 'Trial',
  title: 'Trial Plan',
  period: 'per month',
  colour: '#0f766e',
  entitlement: oneOnOne,
  options: [{ id: 'trial', label: 'One free 45-minute session', amountNaira: 0, sessions: 1, minutes: 45 }],
  perks: [
    'A career guide for a start in tech',
    'Start your software development journey',
    'Free learning documents',
    'Upgrade at any time',
  ],
  to: '/book-mentor',
});

/** The desktop pricing panel quotes the trial per week (spec 1 §9); the card quotes it per month. */
export const trialPanel = {
  title: 'Start with a free trial',
  price: '₦0',
  period: 'per week',
  perks: trialPlan.perks,
} as const;

export const adultPlans: readonly AdultPlan[] = [
  trialPlan,
  bookable({
    id: 'team',
    type: 'Team',
    title: 'Team Plan',
    period: 'per month',
    colour: '#1d4ed8',
    entitlement: { format: 'GROUP', seats: GROUP_SEATS, weekendsOnly: false, freeChangeHours: 24 },
    options: [{ id: 'standard', label: '2 group calls a week', amountNaira: 35_000, sessions: 8, minutes: 90 }],
    perks: ['Evaluation of your projects', 'Learn together with other mentees'],
    to: '/book-mentor',
  }),
  bookable({
    id: 'personal',
    type: 'Personal',
    title: 'Personal Plan',
    period: 'per month',
    colour: '#3730a3',
    entitlement: oneOnOne,
    options: [
      { id: '2-per-week', label: '2 calls a week', amountNaira: 49_000, sessions: 8, minutes: 60 },
      { id: '3-per-week', label: '3 calls a week', amountNaira: 75_000, sessions: 12, minutes: 60 },
    ],
    perks: ['A learning path built around you', 'Chat with your mentor between calls'],
    to: '/book-mentor',
  }),
  bookable({
    id: 'premium',
    type: 'Premium',
    title: 'Premium Plan',
    period: 'per month, until your first job',
    colour: '#9d174d',
    entitlement: oneOnOne,
    options: [
      { id: '3-per-week', label: '3 one-hour calls a week', amountNaira: 99_000, sessions: 12, minutes: 60 },
      { id: 'daily', label: '2 hours every weekday', amountNaira: 299_000, sessions: 20, minutes: 120 },
    ],
    perks: ['Hands-on projects for your portfolio', 'An internship opportunity'],
    to: '/book-mentor',
  }),
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
  bookable({
    id: 'kid-trial',
    type: 'Trial',
    title: 'Free Trial',
    period: 'one class',
    colour: '#0f766e',
    entitlement: oneOnOne,
    options: [{ id: 'trial', label: 'One free live class', amountNaira: 0, sessions: 1, minutes: 45 }],
    perks: ['A learning plan for your child', 'No payment needed'],
    to: '/kid-book-mentor',
  }),
  bookable({
    id: 'kid-individual',
    type: 'Individual',
    title: 'Individual',
    period: 'per month',
    colour: '#1d4ed8',
    entitlement: weekends,
    options: [{ id: 'standard', label: 'A class every weekend', amountNaira: 34_999, sessions: 4, minutes: 60 }],
    perks: ['One child, one mentor', 'Weekend classes at a time that suits you', 'Monthly progress report'],
    to: '/kid-book-mentor',
  }),
  bookable({
    id: 'kid-family',
    type: 'Family',
    title: 'Family',
    period: 'per month',
    colour: '#9d174d',
    entitlement: weekends,
    options: [{ id: 'standard', label: 'Two classes every weekend', amountNaira: 99_999, sessions: 8, minutes: 60 }],
    perks: ['Siblings learn together, up to 5 children', 'One mentor who knows your family', 'Monthly progress report'],
    to: '/kid-book-mentor',
  }),
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

export type PlanAudience = 'adult' | 'kids';

/** The bookable plan of this type for this audience, or null (Organisation and unknown types are not booked online). */
export function bookablePlan(audience: PlanAudience, type: unknown): BookablePlan<AdultPlanType | KidPlanType> | null {
  const plans: readonly (AdultPlan | KidPlan)[] = audience === 'kids' ? kidPlans : adultPlans;
  const plan = plans.find((p) => p.type === type);
  return plan && plan.amountNaira !== null ? plan : null;
}

/** The option chosen for a booking: the one named, or the plan's first (the cheapest) when none is named. */
export function planOption(plan: BookablePlan<string>, optionId?: string | null): PlanOption | null {
  if (!optionId) return plan.options[0];
  return plan.options.find((o) => o.id === optionId) ?? null;
}

/** Naira the server charges for an adult booking on this plan and option (0 for the free trial). */
export function adultPlanAmount(type: AdultPlanType, optionId?: string | null): number {
  const plan = bookablePlan('adult', type);
  const option = plan && planOption(plan, optionId);
  if (!option) throw new Error(`unknown adult plan '${type}' option '${optionId ?? ''}'`);
  return option.amountNaira;
}

/** Naira the server charges for a kids booking on this plan and option (0 for the free trial). */
export function kidPlanAmount(type: KidPlanType, optionId?: string | null): number {
  const plan = bookablePlan('kids', type);
  const option = plan && planOption(plan, optionId);
  if (!option) throw new Error(`unknown kid plan '${type}' option '${optionId ?? ''}'`);
  return option.amountNaira;
}

/** Flutterwave and our payment records count kobo (1 naira = 100 kobo). */
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);
