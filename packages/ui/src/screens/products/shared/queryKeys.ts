/**
 * Query-key prefixes of the product lists. openapi-react-query keys are
 * `[method, path, init]`, so a prefix matches a list whatever its filters and pages.
 */
export const hotProductsKey = ['get', '/merchant/product/hot'] as const;
export const catalogueKey = ['get', '/merchant/product/product'] as const;
export const shopProductsKey = ['get', '/merchant/product/manage'] as const;

/** Page size of the infinite product lists. */
export const PAGE_SIZE = 10;
