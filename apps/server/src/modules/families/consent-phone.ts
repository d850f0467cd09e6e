/** What a pseudonymised consent record's e-mail and phone start with (a deleted account's, decision 0042). */
export const HASHED = 'sha256:';

/** A consent record's phone as admins read it: E.164 with its +, or the hash a deleted account left. */
export const shownPhone = (phone: string) => (phone.startsWith(HASHED) ? phone : `+${phone}`);
