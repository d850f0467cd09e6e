// What other features may use from accounts: the signed-in person, the private-route guard, the light-form rules
// and a few shapes and messages. Pages stay behind their routes (lazily loaded), never exported here.
export { useAuth, AuthProvider } from './auth-context';
export { PrivateOutlet } from './PrivateRoute';
export { schemaRule, showFieldErrors } from './form-rules';
export type { AuthMentor, Me } from './queries';
export { IN_REVIEW } from './account-messages';
// Signing out the way /logout does, for a deleted account (data-rights): the client, the flag, a full page load.
export { authApi } from './auth-api';
export { LOGGED_OUT_FLAG } from './logged-out-flag';
export { hardNavigate } from './hard-navigate';
