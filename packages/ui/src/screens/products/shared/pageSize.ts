/** Page size of the paged product lists. */
export const PRODUCT_PAGE_SIZE = 10;
