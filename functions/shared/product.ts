/** The product's name, wherever a page, an email or a message names the product. */
export const PRODUCT_NAME = 'CommentSpark';

/** The product's own domain, as the public site and its addresses use it. */
export const PRODUCT_DOMAIN = 'commentspark.app';

/**
 * Where subscribers write for help: shown in the public footer and the dashboard, and the Reply-To
 * of every support answer, so a reply by email reaches the same team as the in-app form.
 */
export const SUPPORT_EMAIL = `support@${PRODUCT_DOMAIN}`;
