// Its own module: the router and the private-route guard (first load) need the path, not the redirect hook's
// imports (Ant Design's App brings its notification and modal code).
/**
 * The account page: where a signed-in learner or applicant lands (it says where a mentor application stands), and
 * where a sign-in whose role is not known yet (Google's redirect) comes back to.
 */
export const DASHBOARD = '/account';

export const MENTOR_DASHBOARD = '/mentor-dashboard';

/**
 * Where a signed-in person lands: after signing in, from /home, and from /login, /signup and /forgot_password when
 * already signed in. An accepted mentor lands on their dashboard (spec 3 §2.2); anyone else on the account page,
 * since the spec's /mentor-dashboard would only send them on to /add-mentor or 'in review'.
 */
export const landingFor = (auth: { data: { status: string } | null }): string =>
  auth.data?.status === 'ACCEPTED' ? MENTOR_DASHBOARD : DASHBOARD;
