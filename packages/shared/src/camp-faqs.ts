import type { Faq } from './faqs';
import { campAgeGroups } from './options';
import {
  CAMP_EXTRA_CHILD_NAIRA,
  CAMP_FIRST_CHILD_NAIRA,
  CAMP_MAX_KIDS,
  CAMP_UNPAID_KEEP_DAYS,
  campTuition,
  formatNaira,
  weekendClasses,
} from './weekend-camp';

/**
 * Frequently asked questions of the kids weekend camp page (/weekend-camp). Figures come from weekend-camp.ts, never
 * typed twice. A file of its own rather than a list in faqs.ts: its answers are computed when the module loads, so a
 * bundler cannot drop them from the pages that import faqs.ts for their own questions (the home page's first load).
 */
export const campFaqs: readonly Faq[] = [
  {
    question: 'Who can join the weekend camp?',
    answer: `Children from 7 to 17 years, in two age groups (${campAgeGroups.join(' and ')}). A parent or guardian registers them, and no coding experience is needed.`,
  },
  {
    question: 'When are the classes?',
    answer: `Every weekend, West Africa Time: ${weekendClasses.join(' and ')}. Classes are live online with a mentor.`,
  },
  {
    question: 'How much does it cost?',
    answer: `${formatNaira(CAMP_FIRST_CHILD_NAIRA)} for one child and ${formatNaira(CAMP_EXTRA_CHILD_NAIRA)} for each brother or sister, so ${formatNaira(campTuition(3))} for three children. The form shows your total as you fill it in.`,
  },
  {
    question: 'Can I register more than one child?',
    answer: `Yes: enter the number of kids (up to ${CAMP_MAX_KIDS}) and your first child's details, and we contact you for the others' names and ages. For a larger group, please contact us.`,
  },
  {
    question: 'How do I pay?',
    answer:
      'Pay from this page once you have registered: Pay Later gives you an invoice to pay by bank transfer. This browser remembers your registration, so you can come back to pay.',
  },
  {
    question: "What happens to my child's details?",
    answer: `We use them only to place your child in the right class, with your consent as their parent or guardian. A registration that is never paid is deleted after ${CAMP_UNPAID_KEEP_DAYS} days, and a paid registration's child details are removed 12 months after it; our privacy policy says more.`,
  },
];
