// The one zod-issues helper, shared with the server (which sends the same map with BAD_USER_INPUT).
export { fieldErrors } from '@eazy2con/shared/validation/issues';
