/** Contact details and the footer year, shared by the footer and the structured data. */
export const CONTACT_EMAIL = 'hello@commentspark.app';
export const SOCIAL_URL = 'https://www.tiktok.com/@commentspark';
/** Fixed, not `new Date()`: the prerendered HTML and the hydrated page must say the same. */
export const COPYRIGHT_YEAR = 2026;
