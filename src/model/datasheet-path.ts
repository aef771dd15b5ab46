/**
 * Where the build puts a product's generated datasheet (scripts/datasheets.ts) and the product
 * page links it: one PDF per active model and language, made from the page's own data.
 */
export const datasheetPath = (slug: string, locale: string): string => `/datasheets/${slug}-${locale}.pdf`;
