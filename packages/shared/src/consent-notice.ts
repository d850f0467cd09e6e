/**
 * The notice a parent reads before adding a child (issue 35, decision 0042). Its version is part of every consent
 * record, so a change to the words below must come with a new version: a consent only counts for the notice the
 * parent actually read, and `addChild` refuses a version that is not the current one.
 */
export const CONSENT_NOTICE_VERSION = '2026-12-02';

export interface NoticeSection {
  heading: string;
  text: string;
}

export const CONSENT_NOTICE_TITLE = "Your consent for your child's profile";

export const CONSENT_NOTICE: readonly NoticeSection[] = [
  {
    heading: 'What we collect',
    text: "Your child's first name, age band (or year of birth if you give it) and interests. We never ask for a child's e-mail, photo or full birthday.",
  },
  {
    heading: 'Why',
    text: "To book classes, sessions and the weekend camp for your child, to match them with a mentor, and to show you your child's schedule, attendance, messages and progress reports.",
  },
  {
    heading: 'Who sees it',
    text: "You. Your child's mentor sees the first name and age band only, and only while they teach your child. Our admins see it when they handle a booking or a consent record. We never sell it or share it with advertisers.",
  },
  {
    heading: 'How long we keep it',
    text: "While your consent stands. If you withdraw it or delete your account, we erase the child's profile, messages and the mentor's notes within 30 days. Payment records stay, without the child's details, because the law asks us to keep them.",
  },
  {
    heading: 'How to withdraw',
    text: 'At any time, on your account page: choose Withdraw consent beside the child. New bookings for the child stop at once.',
  },
];
