/** The admin area's pages under /admin-dashboard (spec 3 §2.3 and issue 13's additions), in the side menu's order. */
export const ADMIN_PAGES = [
  { path: 'kid-mentees-application', label: 'Kids bookings' },
  { path: 'mentees-application', label: 'Mentor bookings' },
  { path: 'mentors-application', label: 'Mentor applications' },
  { path: 'bookings', label: 'Custom Bookings' },
  { path: 'sessions', label: 'Sessions' },
  { path: 'bootcamp', label: 'Boot Camp' },
  { path: 'webinar', label: 'Webinar' },
  { path: 'advisory', label: 'Advisory' },
  { path: 'contact-us', label: 'Contact us' },
  { path: 'add-courses', label: 'Add courses' },
  { path: 'add-mentors', label: 'Add Mentors' },
  { path: 'reviews', label: 'Reviews' },
  { path: 'outbox', label: 'Mail outbox' },
  { path: 'deliveries', label: 'WhatsApp and SMS' },
  { path: 'payouts', label: 'Payouts' },
  { path: 'refunds', label: 'Refunds' },
  { path: 'bank-transfers', label: 'Bank transfers' },
  { path: 'memberships', label: 'Memberships' },
  { path: 'consents', label: 'Consent records' },
  { path: 'audit', label: 'Audit log' },
] as const;

export type AdminPagePath = (typeof ADMIN_PAGES)[number]['path'];

export const adminPath = (path: AdminPagePath) => `/admin-dashboard/${path}`;

/** The side menu's ways out of the admin area (spec 3 §2.3). */
export const ADMIN_EXITS = [
  { to: '/', label: 'Home' },
  { to: '/mentor-dashboard', label: 'Mentor dashboard' },
  { to: '/logout', label: 'Logout' },
] as const;
