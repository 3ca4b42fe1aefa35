/** The product's name, wherever a page, an email or a message names the product. */
export const PRODUCT_NAME = 'CommentSpark';
