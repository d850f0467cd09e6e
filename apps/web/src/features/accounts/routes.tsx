import type { RouteObject } from 'react-router';
import { lazyPage } from '../../core/lazy-page';
import { AdminRedirect, HomeRedirect, PrivateOutlet } from './PrivateRoute';

export const accountsRoutes: RouteObject[] = [
  {
    path: '/signup',
    ...lazyPage(
      () => import('./SignUpPage'),
      (m) => m.SignUpPage,
    ),
  },
  {
    path: '/login',
    ...lazyPage(
      () => import('./LoginPage'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: '/forgot_password',
    ...lazyPage(
      () => import('./ForgotPasswordPage'),
      (m) => m.ForgotPasswordPage,
    ),
  },
  {
    path: '/logout',
    ...lazyPage(
      () => import('./LogoutPage'),
      (m) => m.LogoutPage,
    ),
  },
  {
    path: '/add-mentor',
    ...lazyPage(
      () => import('./AddMentorPage'),
      (m) => m.AddMentorPage,
    ),
  },
  {
    element: <PrivateOutlet />,
    children: [
      {
        path: '/account',
        ...lazyPage(
          () => import('./AccountPage'),
          (m) => m.AccountPage,
        ),
      },
      { path: '/home', element: <HomeRedirect /> },
      { path: '/admin', element: <AdminRedirect /> },
    ],
  },
];
