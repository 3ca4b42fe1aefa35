/** The Cognito group whose members are admins (GET /api/me reports the caller's groups). */
export const ADMIN_GROUP = 'admin';
