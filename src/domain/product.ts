/** The product's name, in one place: the spec leaves it open. */
export const PRODUCT_NAME = 'Retail Ops AI';
