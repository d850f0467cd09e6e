import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';

// The mentor area is for signed-in mentors only: none of it is part of a public page's first load.
export const mentorDashboardRoutes: RouteObject[] = [
  {
    path: '/mentor-dashboard',
    // Guarded by MentorArea itself (to /login when signed out): not a public page, not held to the first-load budget.
    handle: { private: true },
    ...lazyPage(
      () => import('./MentorArea'),
      (m) => m.MentorArea,
    ),
    children: [
      {
        index: true,
        ...lazyPage(
          () => import('./DashboardPage'),
          (m) => m.DashboardPage,
        ),
      },
      {
        path: 'add-course',
        ...lazyPage(
          () => import('./CourseFormPage'),
          (m) => m.AddCoursePage,
        ),
      },
      {
        path: 'edit-course/:id',
        ...lazyPage(
          () => import('./CourseFormPage'),
          (m) => m.EditCoursePage,
        ),
      },
      {
        path: 'sessions',
        ...lazyPage(
          () => import('./SessionsPage'),
          (m) => m.SessionsPage,
        ),
      },
      {
        path: 'availability',
        ...lazyPage(
          () => import('./AvailabilityPage'),
          (m) => m.AvailabilityPage,
        ),
      },
      {
        path: 'payout-account',
        ...lazyPage(
          () => import('./payout-account/PayoutAccountPage'),
          (m) => m.PayoutAccountPage,
        ),
      },
      {
        path: 'children',
        ...lazyPage(
          () => import('./children/ChildrenPage'),
          (m) => m.ChildrenPage,
        ),
      },
      {
        path: 'chat',
        ...lazyPage(
          () => import('../chat/MentorChatPage'),
          (m) => m.MentorChatPage,
        ),
      },
      {
        path: 'chat/:id',
        ...lazyPage(
          () => import('../chat/MentorChatPage'),
          (m) => m.MentorChatPage,
        ),
      },
    ],
  },
  {
    path: '/edit-profile',
    handle: { private: true },
    ...lazyPage(
      () => import('./MentorArea'),
      (m) => m.MentorArea,
    ),
    children: [
      {
        index: true,
        ...lazyPage(
          () => import('./EditProfilePage'),
          (m) => m.EditProfilePage,
        ),
      },
    ],
  },
];
