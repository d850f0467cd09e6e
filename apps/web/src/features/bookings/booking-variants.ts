import { courseTopicOptions, kidAgeOptions, kidCourseSuggestions } from '@eazy2con/shared/options';
import { adultPlans, kidPlans, type BookablePlan } from '@eazy2con/shared/plans';
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
