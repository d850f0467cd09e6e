import { courseTopicOptions, kidAgeOptions, kidCourseSuggestions } from '@eazy2con/shared/options';
import { adultPlans, kidPlans, planOption, type BookablePlan, type PlanOption } from '@eazy2con/shared/plans';
import { formatNaira } from '@eazy2con/shared/weekend-camp';
import type { PendingBookingKind } from '@eazy2con/shared/bookings';
import type { MentorBookingAudience } from '@eazy2con/shared/validation/mentor-booking';

/**
 * What differs between the adult (/book-mentor) and the kids (/kid-book-mentor) booking: the plans and their
 * default, the course field, where the pending booking is kept and which failure notice applies (spec 2 §4, §8).
 * One form serves both, and the course pages' booking modal.
 */
export interface BookingVariant {
  audience: MentorBookingAudience;
  pendingKind: Extract<PendingBookingKind, 'mentor' | 'kidMentor'>;
  plans: readonly BookablePlan<string>[];
  defaultPlan: string;
  /** Adults pick a course topic ('Other' opens a field for its name); parents type one, with suggestions. */
  course: { kind: 'select'; options: readonly string[] } | { kind: 'suggest'; suggestions: readonly string[] };
  ageLabel: string;
  ageOptions: readonly string[];
  /** The page the Cancel and result links lead back to. */
  path: string;
}

const bookable = <T extends string>(plans: readonly (BookablePlan<T> | { amountNaira: null })[]) =>
  plans.filter((plan): plan is BookablePlan<T> => plan.amountNaira !== null);

export const adultVariant: BookingVariant = {
  audience: 'adult',
  pendingKind: 'mentor',
  plans: bookable(adultPlans),
  defaultPlan: 'Personal',
  course: { kind: 'select', options: courseTopicOptions },
  ageLabel: 'Age bracket (when booking for a child)',
  ageOptions: kidAgeOptions,
  path: '/book-mentor',
};

export const kidsVariant: BookingVariant = {
  audience: 'kids',
  pendingKind: 'kidMentor',
  plans: bookable(kidPlans),
  defaultPlan: 'Family',
  course: { kind: 'suggest', suggestions: kidCourseSuggestions },
  ageLabel: "Child's age",
  ageOptions: kidAgeOptions,
  path: '/kid-book-mentor',
};

export const variantFor = (audience: MentorBookingAudience): BookingVariant =>
  audience === 'kids' ? kidsVariant : adultVariant;

/** The plan named in navigation state (`{ type }`, as the pricing cards send it) when this variant has it. */
export function planFromState(variant: BookingVariant, state: unknown): string {
  const type = typeof state === 'object' && state !== null && 'type' in state ? state.type : undefined;
  return variant.plans.some((plan) => plan.type === type) ? String(type) : variant.defaultPlan;
}

export const planOf = (variant: BookingVariant, type: string) => variant.plans.find((plan) => plan.type === type);

/** The option chosen by its id, or the plan's first (the cheapest) when the id is not one of this plan's. */
export const optionOf = (plan: BookablePlan<string>, optionId: string): PlanOption =>
  planOption(plan, optionId) ?? plan.options[0];

/** What an option buys: '8 sessions of 60 minutes every 4 weeks' ('One session of 45 minutes' for the trial). */
export function sessionsLine(plan: BookablePlan<string>, option: PlanOption): string {
  if (option.amountNaira === 0 && option.sessions === 1) return `One session of ${option.minutes} minutes`;
  const count = option.sessions === 1 ? '1 session' : `${option.sessions} sessions`;
  const when = plan.entitlement.weekendsOnly ? ', on weekends' : '';
  return `${count} of ${option.minutes} minutes every 4 weeks${when}`;
}

/** The line under the plan: what the chosen option costs and what it buys. */
export function amountLine(plan: BookablePlan<string>, option: PlanOption): string {
  const price = option.amountNaira === 0 ? 'Free: no payment needed.' : `Amount: ${formatNaira(option.amountNaira)}.`;
  return `${price} ${sessionsLine(plan, option)}. `;
}

/** A radio's label for an option: its words, its price and why ('2 calls a week — ₦49,000 per month'). */
export const optionLabel = (plan: BookablePlan<string>, option: PlanOption): string =>
  `${option.label} — ${formatNaira(option.amountNaira)} ${plan.period}`;
