/**
 * Frequently asked questions of the home and pricing pages. The pricing FAQ carries the policies of spec 1 §9
 * (refunds, course switch, mentor change, monthly payment, grace period, referral discount and gifts); the
 * answers are the product's policy text, so keep them in this one place.
 */
import { AUTO_REFUND_DAYS, REFUND_TERMS } from './refund-terms';
import { DEFAULT_GRACE_DAYS, PAUSE_DAYS, RENEWAL_REMINDER_DAYS } from './memberships';

export interface Faq {
  question: string;
  answer: string;
}

export interface FaqTab {
  /** The spec numbers the tabs: 1 General, 2 Pricing, 3 Mentors. */
  key: '1' | '2' | '3';
  label: string;
  faqs: Faq[];
}

export const DEFAULT_FAQ_TAB: FaqTab['key'] = '1';

export const pricingFaqTabs: readonly FaqTab[] = [
  {
    key: '1',
    label: 'General Enquiries',
    faqs: [
      {
        question: 'How do I get started?',
        answer:
          'Pick a plan on this page and fill in the book-mentor form. We match you with a mentor for the course you chose and get in touch by email or phone to agree your start date. You can also start with the free trial and upgrade later.',
      },
      {
        question: 'Are the classes online?',
        answer:
          'Yes. Every session happens online, one-on-one or in a small group depending on your plan, so you can learn from anywhere in Nigeria or abroad with a laptop and a stable internet connection.',
      },
      {
        question: 'Can I switch to another course after I start?',
        answer:
          'Yes, within one week of starting, as long as the new course costs the same as the one you paid for. Write to us through the Contact Us page and we will move you and your payment across.',
      },
      {
        question: 'What if I do not finish my course in time?',
        answer:
          'If your course is not finished at the end of your paid period, you get a free two-week grace period to complete it with your mentor, at no extra cost.',
      },
      {
        question: 'Do you reward referrals?',
        answer:
          'Yes. Bring two students who register fully and you get a 10% discount on your next payment. Every year, the three people who refer the most students also receive gifts from us.',
      },
    ],
  },
  {
    key: '2',
    label: 'Pricing',
    faqs: [
      {
        question: 'How and when do I pay?',
        answer:
          'Training is paid monthly, before each month of training starts. You can pay online by card, mobile money or USSD, or pay later by bank transfer using the invoice we give you.',
      },
      {
        // Issue 36: a plan continues cycle after cycle; the figures are the server's rules (memberships.ts).
        question: 'What happens at the end of my month?',
        answer: `Your plan continues: ${RENEWAL_REMINDER_DAYS} days before each 4-week cycle ends we remind you of the amount and how it will be paid (your saved card, or bank transfer against an invoice). If a renewal is not paid, your weekly times are kept for ${DEFAULT_GRACE_DAYS} more days. Unused sessions carry over up to one week's worth; sessions your mentor cancelled or missed always carry over. You can pause once a cycle for ${PAUSE_DAYS.min} to ${PAUSE_DAYS.max} days, or cancel at any time: the cycle you paid for runs to its end and nothing more is charged, and a cycle you paid ahead and have not begun is refunded in full.`,
      },
      {
        question: 'Can I get a refund?',
        answer:
          // Issue 23: a full refund within the first days replaces the spec's "no refunds" (decision 0028).
          `${REFUND_TERMS} Please use the free trial to make sure a plan and mentor are right for you before you pay.`,
      },
      {
        question: 'Is the trial really free?',
        answer:
          'Yes. The trial costs nothing and needs no card. It includes a career guide, a start in software development, one day one-on-one with a mentor of your choice and free learning documents. You can upgrade at any time.',
      },
      {
        question: 'What is the difference between the Personal and Team plans?',
        answer:
          'Both give you 2 hours of daily one-on-one time with a mentor. The Personal plan adds one-on-one video calls 2-3 times a week; the Team plan adds evaluation of your projects and lets you learn with other mentees.',
      },
      {
        question: 'What does the Premium plan include?',
        answer:
          'Everything in the Personal plan plus hands-on projects for your portfolio and an internship opportunity. The Premium plan runs monthly until you get your first job.',
      },
    ],
  },
  {
    key: '3',
    label: 'Mentors',
    faqs: [
      {
        question: 'Who are the mentors?',
        answer:
          'Working professionals from the top 5% of experts in their field. Every mentor applies, and we review their experience, projects and references before they can take learners.',
      },
      {
        question: 'Can I change my mentor?',
        answer:
          'Yes, if you have a genuine reason, for example your schedules do not match or the teaching style does not suit you. Tell us why through the Contact Us page and we will assign you another mentor.',
      },
      {
        question: 'How often will I meet my mentor?',
        answer:
          'On the Personal, Team and Premium plans you get 2 hours of one-on-one time daily. Personal plan learners also get video calls 2-3 times a week. You and your mentor agree the exact times.',
      },
      {
        question: 'How do I become a mentor?',
        answer:
          'Create an account and fill in the mentor application with your experience, specialization and links to your projects. We review every application and email you when you are accepted.',
      },
    ],
  },
];

export const homeFaqs: readonly Faq[] = [
  {
    question: 'What is Eazy2con?',
    answer:
      'A marketplace that connects learners, adults and kids, with experienced tech mentors for one-on-one and small-group training in web development, design, data, cloud, security, marketing and more.',
  },
  {
    question: 'How do I book a mentor?',
    answer:
      'Fill in the book-mentor form with the course you want, your plan and your preferred start date. We confirm your booking, match you with a mentor and get in touch about payment and next steps.',
  },
  {
    question: 'Do you teach children?',
    answer:
      'Yes. Kid Tech offers coding, animation, graphic design and more for ages 7 to 17, with weekend classes and holiday camps. A parent books and pays for the child.',
  },
  {
    question: 'How much does it cost?',
    answer:
      'You can start for free with the trial. Paid plans start from ₦35,000 a month; see the Pricing page for every plan and what it includes.',
  },
  {
    question: 'Can I get a refund?',
    answer: `A full refund if you cancel within ${AUTO_REFUND_DAYS} days of paying, before any session has been held; after that, payments are not refundable, which is why we offer a free trial first. See the Pricing page FAQ for our full policies.`,
  },
];
