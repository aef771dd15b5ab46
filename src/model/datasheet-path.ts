/**
 * Where the build puts a product's generated datasheet (scripts/datasheets.ts) and the product
 * page links it: one PDF per active model and language, made from the page's own data.
 */
export const datasheetPath = (slug: string, locale: string): string => `/datasheets/${slug}-${locale}.pdf`;

/**
 * Where the build puts a generated download (a series manual, the catalogue, the declaration of
 * conformity: a downloads entry with `document`), one PDF per language, made from the content.
 */
export const documentPath = (slug: string, locale: string): string => `/downloads/${slug}-${locale}.pdf`;

/**
 * Where the build puts a certificate's record (an honor of kind `certification`: its issuing body,
 * number, scope and validity, printed as a one-page PDF per language) and About links it.
 */
export const certificatePath = (slug: string, locale: string): string => `/certificates/${slug}-${locale}.pdf`;

/**
 * Where the build puts an active model's outline drawing for CAD (src/documents/outline-dxf.ts):
 * one DXF per language (its notes and titles), made from the same figures as the datasheet's drawing.
 */
export const drawingPath = (slug: string, locale: string): string => `/drawings/${slug}-${locale}.dxf`;

/**
 * Where the build puts an application note's PDF (src/documents/note.tsx): one per note and
 * language, made from the same content as its page. Not under /notes/, which holds the pages.
 */
export const notePath = (slug: string, locale: string): string => `/application-notes/${slug}-${locale}.pdf`;
