/** The Cognito group whose members are admins (GET /api/me reports the caller's groups). */
export const ADMIN_GROUP = 'admin';
/** The Cognito group of approved ambassadors (it opens their portal); added when an admin approves. */
export const AMBASSADOR_GROUP = 'ambassador';
