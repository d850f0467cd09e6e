import type { Faq } from '@eazy2con/shared/faqs';
import {
  CAMP_EXTRA_CHILD_NAIRA,
  CAMP_FIRST_CHILD_NAIRA,
  formatNaira,
  weekendClasses,
} from '@eazy2con/shared/weekend-camp';

/** The copy of /kid-tech (spec 2 §2). Prices and class times come from packages/shared, never typed twice. */

export const whatIsNeeded = [
  'A laptop or desktop computer (a tablet is fine for Scratch and animation)',
  'A stable internet connection for live video classes',
  'A quiet corner and headphones with a microphone',
  'A parent or guardian nearby for the first class',
  'Curiosity: no coding experience is needed',
];

export const kidsFaqs: readonly Faq[] = [
  {
    question: 'What age can my child start?',
    answer:
      'From 7 years. Younger children start with Scratch and animation; from about 12 they move on to web development, graphic design and the basics of machine learning.',
  },
  {
    question: 'When are the classes?',
    answer: `Weekend classes run on ${weekendClasses.join(' and ')}, West Africa Time, live online with a mentor.`,
  },
  {
    question: 'Does my child need to know anything before starting?',
    answer:
      'No. Every course starts from the beginning, and the mentor adapts the pace to your child. A free trial class helps us place your child in the right course.',
  },
  {
    question: 'How much does the weekend camp cost?',
    answer: `${formatNaira(CAMP_FIRST_CHILD_NAIRA)} for one child, and ${formatNaira(CAMP_EXTRA_CHILD_NAIRA)} for each brother or sister who joins.`,
  },
  {
    question: "How do I follow my child's progress?",
    answer:
      'The mentor sends you a progress report every month and you are welcome to join the last minutes of a class to see what your child built.',
  },
  {
    question: 'How is my child’s data handled?',
    answer:
      'We only keep what we need to run the classes and contact you, the parent. Read our privacy policy for what we store and how to have it removed.',
  },
];
