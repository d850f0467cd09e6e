// What the account page says to a mentor or an admin; the mentor area shows the in-review line too.
export const ACCOUNT_TITLE = 'Your account';
export const APPLY_LINK = 'apply to become a mentor';
export const IN_REVIEW = 'Your account is in review';
export const DECLINED = 'Your mentor application was not accepted.';
export const DASHBOARD_COMING = 'Your mentor application is accepted.';
export const OPEN_DASHBOARD = 'Open your mentor dashboard';
export const ADMIN_DASHBOARD_COMING = 'You are an admin. The admin dashboard is coming soon: it will open from here.';
