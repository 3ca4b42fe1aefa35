/** Every "the product" in the spec is this name. */
export const PRODUCT_NAME = 'CommentSpark';
