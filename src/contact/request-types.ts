/**
 * The request types and sample processes of the contact form, without its validation library:
 * pages link to the form with them (request-link.ts) and must not load yup to do so.
 */

/** What a prospect asks for: a general enquiry unless a page's action says otherwise. */
export const requestTypes = ['general', 'quote', 'sample', 'service'] as const;
export type RequestType = (typeof requestTypes)[number];
export const defaultRequestType: RequestType = 'general';

export function isRequestType(value: unknown): value is RequestType {
  return (requestTypes as readonly unknown[]).includes(value);
}

/** The processes a free sample can be run with; "other" is explained in the message. */
export const sampleProcesses = ['cutting', 'drilling', 'marking', 'scribing', 'welding', 'other'] as const;
export type SampleProcess = (typeof sampleProcesses)[number];

/** The longest product or solution name a message holds. */
export const productMaxLength = 100;

/** The longest message a link may draft (the form's own limit for the message). */
export const messageMaxLength = 1000;

/**
 * A laser's serial number, as printed on its rating plate: the model (YC-FS20-IR), the year it was
 * built and a five-digit sequence within that model and year, joined by hyphens:
 * YC-FS20-IR-2025-00317. Letters may be typed in lower case (they are stored in upper case).
 */
export const serialNumberPattern = /^(YC(?:-[A-Z0-9]+)+)-(20\d{2})-(\d{5})$/;

/** The longest serial number a message holds (a long model, year and sequence). */
export const serialNumberMaxLength = 40;

/** The model a serial number names (YC-FS20-IR for YC-FS20-IR-2025-00317), or null when it has not the format. */
export function serialNumberModel(serial: string): string | null {
  return serialNumberPattern.exec(serial)?.[1] ?? null;
}
