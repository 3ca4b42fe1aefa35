/**
 * The Cognito group whose members are admins. The API's access check and the web's landing rule
 * read it from here (the id token and GET /api/me carry the groups).
 */
export const ADMIN_GROUP = 'admin';
