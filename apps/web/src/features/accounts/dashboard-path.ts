// Its own module: the router and the private-route guard (first load) need the path, not the redirect hook's
// imports (Ant Design's App brings its notification and modal code).
/**
 * Where a signed-in person lands: after signing in, from /home and /admin, and from /login, /signup and
 * /forgot_password when already signed in. The spec names /mentor-dashboard, which does not exist yet; until it
 * does, the account page says where the person's mentor application stands (issue 7).
 */
export const DASHBOARD = '/account';
