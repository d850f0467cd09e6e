import { HELD_MAIL_KEEP_DAYS, SANDBOX_CHECKOUT_KEEP_DAYS } from '@eazy2con/shared/retention';
import { CAMP_UNPAID_KEEP_DAYS } from '@eazy2con/shared/weekend-camp';

/**
 * The privacy policy's text, section by section. It describes what the product actually stores; when a feature
 * starts keeping something new, add it here.
 */

export const PRIVACY_UPDATED = '27 November 2026';

export interface PolicySection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
}

export const privacySections: PolicySection[] = [
  {
    id: 'collect',
    title: 'What we collect',
    paragraphs: ['We only collect what we need to run the service. Depending on how you use it, that is:'],
    items: [
      'Accounts (mentors and staff): your email address, a password that we store only as a one-way hash, sign-in sessions, and, if you sign in with Google, the name, email and picture Google shares with us.',
      'Mentor profiles: name, phone number, country, specialization, years of experience, biography, project and social links, profile picture, intro video, the courses you publish and your earnings balance.',
      'Bookings: the name, phone number and email of the learner, the course, plan, preferred start and end dates and any notes you add. Bootcamp, webinar and advisory call sign-ups keep similar details and how you heard about us. A weekend camp registration keeps the parent’s name, email and phone, the number of children, the first child’s name, age and interests, and when the parent gave consent.',
      'Payments: card and mobile-money payments are processed by Flutterwave. We never see or store your card number or PIN; we keep the transaction reference, amount, currency, status and date so we can confirm your payment and issue invoices. If you tick "Save this card for renewals" when paying while signed in, we also keep the token Flutterwave gives for that card (encrypted), its brand, last four digits and expiry, to charge your plan’s renewals; it is kept until you remove the card on your account page or delete your account.',
      'Chats: the name, email and phone number you give before chatting, and the messages exchanged with mentors.',
      'Emails: copies of the emails we send you (booking confirmations, sign-up and password-reset codes, replies from our team) and whether they were delivered.',
      'WhatsApp and SMS: the phone number you confirmed with a code, copies of the messages we sent it and whether they were delivered, and any STOP you sent us. On your account page: whether WhatsApp and SMS are on for you and your quiet hours, when we send no messages.',
      'Uploads: pictures and files you upload, such as a profile picture.',
      'Course reviews: the rating you give a course with the email you give for it, and comments with the name you sign them with (shown next to the comment) and your email (never shown).',
      'Course progress: when you are signed in, which topics of a paid course you have marked as done.',
      'Contact form and newsletter: your name, email and message when you contact us, and your email when you subscribe to the newsletter.',
      'Technical data: a session cookie that keeps you signed in, items saved in your browser to remember a booking awaiting payment or your chat, and server logs (IP address, browser, time) kept for security.',
    ],
  },
  {
    id: 'children',
    title: "Children's data",
    paragraphs: [
      'Kid Tech, the weekend camp and kids mentoring are booked by a parent or guardian, never by the child. We collect children’s details only from that adult: the child’s first name, age or age group, and what they would like to learn, together with the parent’s name, email and phone number.',
      'We use a child’s details only to place them in the right class and to help their mentor teach them. We do not ask children for contact details, we do not show children’s details publicly, and we never use them for advertising. Only our team and the child’s mentor can see them. A parent can ask us at any time to see, correct or delete their child’s details.',
    ],
  },
  {
    id: 'why',
    title: 'Why we use it',
    items: [
      'To provide what you asked for: match you or your child with a mentor, run classes and camps, answer messages and process payments (performance of our agreement with you).',
      'To keep accounts and payments secure and to prevent fraud and abuse (our legitimate interest).',
      'To send the newsletter, only if you subscribed (your consent, which you can withdraw at any time).',
      'To keep payment and accounting records the law requires (legal obligation).',
    ],
  },
  {
    id: 'who',
    title: 'Who sees it',
    paragraphs: [
      'Our staff see what they need to review applications and bookings and to answer you. Your mentor sees your booking and your messages. We use a small number of service providers who process data on our behalf and only on our instructions:',
    ],
    items: [
      'Flutterwave, to take payments.',
      'Our email delivery provider, to send emails.',
      'Our hosting and file storage providers, to run the service and store uploads.',
      'Mailchimp, to send the newsletter, if you subscribed.',
      'Google, only if you choose to sign in with Google.',
    ],
  },
  {
    id: 'retention',
    title: 'How long we keep it',
    items: [
      'Accounts and mentor profiles: while the account is open, and deleted within 30 days after you ask us to close it.',
      'Bookings and payment records: 6 years after the booking, as Nigerian tax and accounting rules require. A course booking whose e-mail was never confirmed is deleted once its confirmation link expires (7 days).',
      'Advisory calls and webinar registrations (nothing is paid for them): 12 months after the call, or after your last registration for a webinar.',
      'Chats: 2 years after the last message.',
      'Course ratings and comments: while the course is listed, or until you ask us to remove them. Course progress: while the account is open.',
      'Contact messages: 2 years. Newsletter addresses: until you unsubscribe.',
      'Copies of sent emails: 12 months; emails carrying a one-time code: 24 hours. Server logs: 90 days.',
      `Emails held because no mail server is set up: ${HELD_MAIL_KEEP_DAYS} days, then deleted whether or not they were sent; test payments made on the practice checkout: ${SANDBOX_CHECKOUT_KEEP_DAYS} days. Old data is checked for deletion every 6 hours.`,
      'Children’s details: deleted 12 months after the child’s last class, or sooner if a parent asks.',
      `Weekend camp registrations: one never paid is deleted after ${CAMP_UNPAID_KEEP_DAYS} days; a paid one loses the child’s name, age and interests 12 months after registering and is kept as a booking record for 6 years.`,
    ],
  },
  {
    id: 'security',
    title: 'How we protect it',
    paragraphs: [
      'Data travels over encrypted connections. Passwords are stored only as hashes. Access to bookings, applications, chats and payment records is limited to the people who need it, and every private page is checked by our server, not just hidden in the browser. We do not sell personal data to anyone.',
    ],
  },
  {
    id: 'rights',
    title: 'Your rights',
    paragraphs: [
      'Under the Nigeria Data Protection Act 2023 you can ask us for a copy of your data, ask us to correct or delete it, object to or restrict how we use it, and withdraw consent you gave (for example, unsubscribe from the newsletter). Parents exercise these rights for their children. We answer within 30 days. If you are not satisfied with our answer, you can complain to the Nigeria Data Protection Commission.',
      'Two of these you can do yourself, signed in, on your account page (/account): "Download my data" e-mails you a link to an archive of everything we hold about you (your account, bookings, sessions, messages and payments, as JSON and CSV files; the link works for 7 days, for your account only), and "Delete my account", confirmed by a code we e-mail you, erases your account and the names, e-mails, phone numbers and messages on your bookings and chats. Records of payments stay, as the law asks, without your name or contact details.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    paragraphs: [
      'If we change what we collect or how we use it, we update this page and its date, and tell account holders by email before the change takes effect.',
    ],
  },
];
