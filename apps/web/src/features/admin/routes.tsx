import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

// The admin back office behind AdminArea's gate; each list page is its own chunk.
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin-dashboard',
    // Guarded by AdminArea itself: not a public page, not held to the first-load budget.
    handle: { private: true },
    ...lazyPage(
      () => import('./AdminArea'),
      (m) => m.AdminArea,
    ),
    children: [
      {
        index: true,
        ...lazyPage(
          () => import('./AdminArea'),
          (m) => m.AdminHome,
        ),
      },
      {
        path: 'mentors-application',
        ...lazyPage(
          () => import('./pages/MentorApplicationsPage'),
          (m) => m.MentorApplicationsPage,
        ),
      },
      {
        path: 'mentees-application',
        ...lazyPage(
          () => import('./pages/MentorBookingsPage'),
          (m) => m.MentorBookingsPage,
        ),
      },
      {
        path: 'kid-mentees-application',
        ...lazyPage(
          () => import('./pages/KidsBookingsPage'),
          (m) => m.KidsBookingsPage,
        ),
      },
      {
        path: 'bookings',
        ...lazyPage(
          () => import('./pages/MentorBookingsPage'),
          (m) => m.CustomBookingsPage,
        ),
      },
      {
        path: 'sessions',
        ...lazyPage(
          () => import('./pages/SessionsPage'),
          (m) => m.SessionsPage,
        ),
      },
      {
        path: 'bootcamp',
        ...lazyPage(
          () => import('./pages/BootcampPage'),
          (m) => m.BootcampPage,
        ),
      },
      {
        path: 'webinar',
        ...lazyPage(
          () => import('./pages/WebinarPage'),
          (m) => m.WebinarPage,
        ),
      },
      {
        path: 'advisory',
        ...lazyPage(
          () => import('./pages/AdvisoryPage'),
          (m) => m.AdvisoryPage,
        ),
      },
      {
        path: 'contact-us',
        ...lazyPage(
          () => import('./pages/ContactUsPage'),
          (m) => m.ContactUsPage,
        ),
      },
      {
        path: 'add-courses',
        ...lazyPage(
          () => import('./pages/CoursesPage'),
          (m) => m.CoursesPage,
        ),
      },
      {
        path: 'add-mentors',
        ...lazyPage(
          () => import('./pages/InviteMentorPage'),
          (m) => m.InviteMentorPage,
        ),
      },
      {
        path: 'reviews',
        ...lazyPage(
          () => import('./pages/ReviewsPage'),
          (m) => m.ReviewsPage,
        ),
      },
      {
        path: 'outbox',
        ...lazyPage(
          () => import('./pages/OutboxPage'),
          (m) => m.OutboxPage,
        ),
      },
      {
        path: 'deliveries',
        ...lazyPage(
          () => import('./deliveries/DeliveriesPage'),
          (m) => m.DeliveriesPage,
        ),
      },
      {
        path: 'payouts',
        ...lazyPage(
          () => import('./payouts/PayoutsPage'),
          (m) => m.PayoutsPage,
        ),
      },
      {
        path: 'refunds',
        ...lazyPage(
          () => import('./refunds/RefundsPage'),
          (m) => m.RefundsPage,
        ),
      },
      {
        path: 'bank-transfers',
        ...lazyPage(
          () => import('./transfers/BankTransfersPage'),
          (m) => m.BankTransfersPage,
        ),
      },
      {
        path: 'consents',
        ...lazyPage(
          () => import('./consents/ConsentsPage'),
          (m) => m.ConsentsPage,
        ),
      },
      {
        path: 'memberships',
        ...lazyPage(
          () => import('./memberships/MembershipsPage'),
          (m) => m.MembershipsPage,
        ),
      },
      {
        path: 'audit',
        ...lazyPage(
          () => import('./pages/AuditPage'),
          (m) => m.AuditPage,
        ),
      },
      {
        path: '*',
        ...lazyPage(
          () => import('../../core/NotFoundPage'),
          (m) => m.NotFoundPage,
        ),
      },
    ],
  },
];
