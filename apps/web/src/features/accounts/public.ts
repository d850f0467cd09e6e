// What other features may use from accounts: the signed-in person, the private-route guard, the light-form rules
// and a few shapes and messages. Pages stay behind their routes (lazily loaded), never exported here.
export { useAuth, AuthProvider } from './auth-context';
export { PrivateOutlet } from './PrivateRoute';
export { schemaRule, showFieldErrors } from './form-rules';
export type { AuthMentor, Me } from './queries';
export { IN_REVIEW } from './account-messages';
