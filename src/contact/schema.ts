import { StringSchema, boolean, object, string, type InferType } from 'yup';
import { type Locale, isLocale, localeInfo } from '../i18n/locales';
import {
  defaultRequestType,
  isRequestType,
  productMaxLength,
  sampleProcesses,
  serialNumberMaxLength,
  serialNumberModel,
} from './request-types';
import { countryRegionNames, type CountryRegion } from './country-names';
import { placeName } from '../i18n/place-name';

/**
 * The contact form's rules, shared by the form (Formik) and the handler (/api/contact).
 * Messages are UI-string keys (locales/<lang>/contact.json); each side translates them.
 *
 * Bounds: company ≤ 100, name ≤ 50, telephone ≤ 30 characters, e-mail ≤ 254, message ≤ 1000;
 * product, material and part size ≤ 100; the serial number ≤ 40; the country or region is a
 * two-letter code from the list.
 */
export const contactLimits = {
  company: 100,
  name: 50,
  telephone: 30,
  email: 254,
  country: 2,
  message: 1000,
  requestType: 20,
  product: productMaxLength,
  material: 100,
  process: 20,
  partSize: 100,
  serialNumber: serialNumberMaxLength,
} as const;

export {
  defaultRequestType,
  isRequestType,
  requestTypes,
  sampleProcesses,
  serialNumberModel,
  serialNumberPattern,
} from './request-types';
export type { RequestType, SampleProcess } from './request-types';

/** The fields of a request sample processing needs, and that only it keeps. */
export const sampleFields = ['material', 'process', 'partSize'] as const;

/** The fields of a service request, and that only it keeps: the laser's serial number. */
export const serviceFields = ['serialNumber'] as const;

/** The fields that say what the message is about: request type, product, sample and service details, in this order. */
export const requestFields = ['requestType', 'product', ...sampleFields, ...serviceFields] as const;
export type RequestField = (typeof requestFields)[number];

/**
 * What validation needs to know besides the values: the message's language. Where the locale
 * table says so (English), an enquiry must give an e-mail address (a foreign buyer is answered by mail).
 */
export interface ContactContext {
  locale?: string;
}

/** True when `value` is the ISO 3166-1 alpha-2 code of a country or region the form offers. */
export function isCountryRegion(value: unknown): value is CountryRegion {
  return typeof value === 'string' && Object.hasOwn(countryRegionNames, value);
}

/** A country or region's name in the language of `locale` (Latin or Chinese place names), or null for no known code. */
export function countryRegionName(code: string, locale: Locale): string | null {
  if (!isCountryRegion(code)) return null;
  return placeName(countryRegionNames[code], locale, code);
}

/** Characters no field may contain: control characters (the message may keep line breaks and tabs). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const lineBreaks = /[\r\n\t]/;
/** Half of a surrogate pair without its other half: not a character, and invalid once encoded as UTF-8. */
const loneSurrogate = /\p{Cs}/u;
/**
 * Bidirectional embeddings, overrides and isolates: they reorder how the text around them is shown,
 * so "Trojan Source"-style input could make sales read something other than what was sent.
 */
const bidiFormatting = /[\u202a-\u202e\u2066-\u2069]/;
/** Bidi marks (LRM, RLM, ALM): invisible, they only nudge the direction of neighbouring characters. */
const bidiMarks = /[\u200e\u200f\u061c]/;
/** Zero-width space, joiners, word joiner and the byte-order mark (zero-width no-break space). */
const zeroWidth = /[\u200b-\u200d\u2060\ufeff]/;
const zeroWidthEverywhere = /[\u200b-\u200d\u2060\ufeff]/g;
const bidiFormattingEverywhere = /[\u202a-\u202e\u2066-\u2069]/g;

/**
 * Phone numbers we accept once spaces, hyphens, dots and brackets are removed:
 * Chinese mobiles (13800138000, +86 138 0013 8000), landlines with area code and optional
 * extension (027-87654300, 0755 8888 6666 转 123), 400/800 service numbers, and international
 * numbers in + country format (+49 711 1234567): 7 to 15 digits after the +.
 */
export function isPhoneNumber(value: string): boolean {
  const compact = value.replace(/[\s\-().]/g, '').replace(/^00/, '+');
  return (
    /^(?:\+?86)?1[3-9]\d{9}$/.test(compact) ||
    /^(?:\+?86)?0\d{2,3}\d{7,8}(?:(?:转|ext\.?|x|#)\d{1,6})?$/i.test(compact) ||
    /^[48]00\d{7}$/.test(compact) ||
    /^\+[1-9]\d{6,14}$/.test(compact)
  );
}

/**
 * One plain address, nothing that a mail client could read as more (the address ends up in the
 * sales e-mail's Reply-To): a dot-atom local part (RFC 5322 atext: letters, digits and
 * ! # $ % & ' * + - / = ? ^ _ ` { | } ~, or any non-ASCII letter, RFC 6531) and a host name of
 * dot-separated labels, letters and digits with inner hyphens, ending in a label that starts
 * with a letter. So no lists (`a,b@x`, `a;b@x`), no parameters (`x@y.example;bcc=z`), no angle
 * brackets, quotes, comments or spaces, and no IP literals (`x@[127.0.0.1]`, `x@127.0.0.1`).
 * Every separator (dot, hyphen run, @) has one place in a match: linear time (redos.test.ts);
 * the old `[^\s@]+\.` cost quadratic time on `a@a.a.a…@` (131 ms of event loop for 14 KB).
 * Over-long values are refused unread.
 */
const emailPattern =
  /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}!#$%&'*+/=?^_`{|}~-]+)*@(?:[\p{L}\p{N}]+(?:-+[\p{L}\p{N}]+)*\.)+\p{L}[\p{L}\p{N}]*(?:-+[\p{L}\p{N}]+)*$/u;

export function isEmailAddress(value: string): boolean {
  if (value.length > contactLimits.email) return false;
  const at = value.lastIndexOf('@');
  // A local part of at most 64 characters (RFC 5321), a top-level label of two or more.
  return at <= 64 && emailPattern.test(value) && value.length - value.lastIndexOf('.') > 2;
}

/** True when the text is free of characters no field may hold (single-line fields: no line breaks either). */
const cleanText = (value: string, { singleLine }: { singleLine: boolean }) =>
  !controlCharacters.test(value) && !loneSurrogate.test(value) && !(singleLine && lineBreaks.test(value));

/** True when a single-line field holds none of the invisible characters that could disguise it. */
const visibleText = (value: string) => !bidiFormatting.test(value) && !bidiMarks.test(value) && !zeroWidth.test(value);

const text = (max: number, tooLong: string) =>
  string()
    .strict()
    .typeError('contact.error.type')
    .max(max, tooLong)
    .test('no-control', 'contact.error.characters', (value) => !value || cleanText(value, { singleLine: true }))
    .test('no-invisible', 'contact.error.invisible', (value) => !value || visibleText(value));

/** Whether the values being validated are a free sample request (the sample details are then required). */
const isSampleRequest = (values: unknown) =>
  (values as { requestType?: unknown } | undefined)?.requestType === 'sample';

/** Whether the values being validated are a service request (the model and its serial number are then required). */
const isServiceRequest = (values: unknown) =>
  (values as { requestType?: unknown } | undefined)?.requestType === 'service';

/** The fields a prospect fills in, with their rules. */
export const contactSchema = object({
  company: text(contactLimits.company, 'contact.error.company.max'),
  name: text(contactLimits.name, 'contact.error.name.max').required('contact.error.name.required'),
  telephone: text(contactLimits.telephone, 'contact.error.telephone.max')
    .required('contact.error.telephone.required')
    .test('phone', 'contact.error.telephone.invalid', (value) => !value || isPhoneNumber(value)),
  email: text(contactLimits.email, 'contact.error.email.max')
    .test('email-required', 'contact.error.email.required', function required(value) {
      const locale = (this.options.context as ContactContext | undefined)?.locale;
      return Boolean(value) || !(isLocale(locale) && localeInfo[locale].emailRequired);
    })
    .test('email', 'contact.error.email.invalid', (value) => !value || isEmailAddress(value)),
  // The country or region the sender chose (a code from the list): required where the locale table says so.
  // (No length rule of its own: a code from the list is two letters, anything else is not in the list.)
  country: string()
    .strict()
    .typeError('contact.error.type')
    .test('no-control', 'contact.error.characters', (value) => !value || cleanText(value, { singleLine: true }))
    .test('no-invisible', 'contact.error.invisible', (value) => !value || visibleText(value))
    .test('country-required', 'contact.error.country.required', function required(value) {
      const locale = (this.options.context as ContactContext | undefined)?.locale;
      return Boolean(value) || !(isLocale(locale) && localeInfo[locale].country.required);
    })
    .test('country', 'contact.error.country.invalid', (value) => !value || isCountryRegion(value)),
  message: string()
    .strict()
    .typeError('contact.error.type')
    .required('contact.error.message.required')
    .max(contactLimits.message, 'contact.error.message.max')
    .test('no-control', 'contact.error.characters', (value) => !value || cleanText(value, { singleLine: false })),
  requestType: text(contactLimits.requestType, 'contact.error.requestType.invalid').test(
    'request-type',
    'contact.error.requestType.invalid',
    (value) => !value || isRequestType(value),
  ),
  product: text(contactLimits.product, 'contact.error.product.max').test(
    'service-product',
    'contact.error.product.required',
    function required(value) {
      return Boolean(value) || !isServiceRequest(this.parent);
    },
  ),
  material: text(contactLimits.material, 'contact.error.material.max').test(
    'sample-material',
    'contact.error.material.required',
    function required(value) {
      return Boolean(value) || !isSampleRequest(this.parent);
    },
  ),
  process: text(contactLimits.process, 'contact.error.process.invalid')
    .test('sample-process', 'contact.error.process.required', function required(value) {
      return Boolean(value) || !isSampleRequest(this.parent);
    })
    .test('process', 'contact.error.process.invalid', (value) =>
      !value ? true : (sampleProcesses as readonly string[]).includes(value),
    ),
  partSize: text(contactLimits.partSize, 'contact.error.partSize.max'),
  // A service request names its laser: the serial number from the rating plate, in the format
  // of request-types.ts, and of the model chosen above (a typo in either is caught here).
  serialNumber: text(contactLimits.serialNumber, 'contact.error.serialNumber.invalid')
    .test('service-serial', 'contact.error.serialNumber.required', function required(value) {
      return Boolean(value) || !isServiceRequest(this.parent);
    })
    .test('serial-format', 'contact.error.serialNumber.invalid', (value) => !value || serialNumberModel(value) !== null)
    .test('serial-model', 'contact.error.serialNumber.model', function sameModel(value) {
      const product = (this.parent as { product?: unknown }).product;
      const model = value ? serialNumberModel(value) : null;
      // Only a product that is a model (YC-…) is compared; a solution's name or free words are not.
      if (!model || typeof product !== 'string' || !/^YC-/i.test(product)) return true;
      return model === product.toUpperCase();
    }),
  consent: boolean()
    .strict()
    .typeError('contact.error.consent.required')
    .oneOf([true], 'contact.error.consent.required')
    .required('contact.error.consent.required'),
});

/** What the form holds: every field of the schema, with its empty value where the schema allows none. */
export type ContactFormValues = {
  [Field in keyof InferType<typeof contactSchema>]-?: NonNullable<InferType<typeof contactSchema>[Field]>;
};

/** The fields that hold text (all but the consent box): what is trimmed, stored and shown to sales. */
export type ContactTextField = {
  [Field in keyof ContactFormValues]: ContactFormValues[Field] extends string ? Field : never;
}[keyof ContactFormValues];

/** The text fields in the schema's order: stores, inbox and e-mail are built from this list. */
export const contactTextFields = Object.entries(contactSchema.fields)
  .filter(([, rule]) => rule instanceof StringSchema)
  .map(([field]) => field as ContactTextField);

/** The sender's country or region: a choice from a list, stored as its code beside the text fields. */
export const countryField = 'country' as const;

/** The fields typed in about the sender and their message (every text field but the request fields and the country). */
export const personFields = contactTextFields.filter(
  (field): field is Exclude<ContactTextField, RequestField | typeof countryField> =>
    field !== countryField && !(requestFields as readonly string[]).includes(field),
);

/** What a prospect types into the form, as stored: every text field, '' when left empty. */
export type ContactFields = Pick<ContactFormValues, ContactTextField>;

/** Every text field with its value from `values`, '' where it has none. */
export function contactFieldValues(values: Partial<ContactFields> = {}): ContactFields {
  return Object.fromEntries(contactTextFields.map((field) => [field, values[field] ?? ''])) as ContactFields;
}

export const emptyContactForm: ContactFormValues = {
  ...contactFieldValues(),
  requestType: defaultRequestType,
  consent: false,
};

/** The empty form of a language: its country preset chosen (中国 in Chinese, none in English). */
export function contactFormStart(locale: Locale): ContactFormValues {
  return { ...emptyContactForm, country: localeInfo[locale].country.preset };
}

/**
 * One text field as it is validated and stored: trimmed (so "  " counts as empty) and in Unicode
 * NFC (so "é" typed as e + accent and as one character are the same text for form, server and
 * search). The phone number loses zero-width characters and byte-order marks, which sneak in
 * when a number is copied from a web page or a spreadsheet and change nothing a person sees.
 * The message loses bidi embeddings, overrides and isolates: they are legitimate in right-to-left
 * writing, but in the inbox and e-mail they could reorder what sales read, and removing them
 * keeps every character the sender typed in its logical order. Its bidi marks and zero-width
 * joiners stay: Arabic, Hebrew, Persian and emoji need them, and they cannot reorder other text.
 */
function normalizeText(field: ContactTextField, value: string): string {
  let text = value;
  if (field === 'telephone') text = text.replace(zeroWidthEverywhere, '');
  if (field === 'message') text = text.replace(bidiFormattingEverywhere, '');
  // A serial number is read off a plate: spaces around it and lower-case letters change nothing.
  if (field === 'serialNumber') return text.trim().normalize('NFC').toUpperCase();
  return text.trim().normalize('NFC');
}

/**
 * Text fields normalized as stored (see normalizeText); other values are left for the schema to
 * refuse. A message without a request type (a form from before request types) is a general enquiry,
 * and the sample details are kept only with a sample request (the serial number only with a service
 * request): the form hides them otherwise, so
 * what a visitor typed there and then left behind is not sent to sales.
 */
export function normalizeContact(values: Record<string, unknown>): Record<string, unknown> {
  const normalized: Record<string, unknown> = { ...values };
  for (const key of contactTextFields) {
    const value = normalized[key];
    if (typeof value === 'string') normalized[key] = normalizeText(key, value);
  }
  if (normalized.requestType === undefined || normalized.requestType === '')
    normalized.requestType = defaultRequestType;
  if (normalized.requestType !== 'sample') for (const key of sampleFields) if (key in normalized) normalized[key] = '';
  if (normalized.requestType !== 'service')
    for (const key of serviceFields) if (key in normalized) normalized[key] = '';
  return normalized;
}

/**
 * Field name -> message key of the first problem, for every invalid field (values normalized
 * first). `context.locale` is the message's language (English requires an e-mail address).
 */
export async function contactErrors(
  values: Record<string, unknown>,
  context: ContactContext = {},
): Promise<Record<string, string>> {
  try {
    await contactSchema.validate(normalizeContact(values), { abortEarly: false, strict: true, context });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
