import { StringSchema, boolean, object, string, type InferType } from 'yup';

/**
 * The contact form's rules, shared by the form (Formik) and the handler (/api/contact).
 * Messages are UI-string keys (locales/<lang>/contact.json); each side translates them.
 *
 * Bounds: company ≤ 100, name ≤ 50, telephone ≤ 30 characters, e-mail ≤ 254, message ≤ 1000.
 */
export const contactLimits = { company: 100, name: 50, telephone: 30, email: 254, message: 1000 } as const;

/** Characters no field may contain: control characters (the message may keep line breaks and tabs). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;
const lineBreaks = /[\r\n\t]/;

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
 * name@host.tld: one @, a domain of dot-separated labels, a top-level label of 2+ characters.
 * Labels exclude the dot, so each dot has one place in the match and the pattern runs in linear
 * time; the old `[^\s@]+\.` let dots fall on either side and cost quadratic time on
 * `a@a.a.a…@` (131 ms of event loop for 14 KB, issue 11). Over-long values are refused unread.
 */
const emailPattern = /^[^\s@]+@(?:[^\s@.]+\.)+[^\s@.]{2,}$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= contactLimits.email && emailPattern.test(value);
}

const text = (max: number, tooLong: string) =>
  string()
    .strict()
    .typeError('contact.error.type')
    .max(max, tooLong)
    .test(
      'no-control',
      'contact.error.characters',
      (value) => !value || (!controlCharacters.test(value) && !lineBreaks.test(value)),
    );

/** The fields a prospect fills in, with their rules. */
export const contactSchema = object({
  company: text(contactLimits.company, 'contact.error.company.max'),
  name: text(contactLimits.name, 'contact.error.name.max').required('contact.error.name.required'),
  telephone: text(contactLimits.telephone, 'contact.error.telephone.max')
    .required('contact.error.telephone.required')
    .test('phone', 'contact.error.telephone.invalid', (value) => !value || isPhoneNumber(value)),
  email: text(contactLimits.email, 'contact.error.email.max').test(
    'email',
    'contact.error.email.invalid',
    (value) => !value || isEmailAddress(value),
  ),
  message: string()
    .strict()
    .typeError('contact.error.type')
    .required('contact.error.message.required')
    .max(contactLimits.message, 'contact.error.message.max')
    .test('no-control', 'contact.error.characters', (value) => !value || !controlCharacters.test(value)),
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

/** What a prospect types into the form, as stored: every text field, '' when left empty. */
export type ContactFields = Pick<ContactFormValues, ContactTextField>;

/** Every text field with its value from `values`, '' where it has none. */
export function contactFieldValues(values: Partial<ContactFields> = {}): ContactFields {
  return Object.fromEntries(contactTextFields.map((field) => [field, values[field] ?? ''])) as ContactFields;
}

export const emptyContactForm: ContactFormValues = { ...contactFieldValues(), consent: false };

/** Strings trimmed (other values left for the schema to refuse), so "  " counts as empty. */
export function normalizeContact(values: Record<string, unknown>): Record<string, unknown> {
  const normalized: Record<string, unknown> = { ...values };
  for (const key of contactTextFields) {
    if (typeof normalized[key] === 'string') normalized[key] = normalized[key].trim();
  }
  return normalized;
}

/** Field name -> message key of the first problem, for every invalid field (values normalized first). */
export async function contactErrors(values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await contactSchema.validate(normalizeContact(values), { abortEarly: false, strict: true });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as { inner?: { path?: string; message: string }[] }).inner ?? []) {
      if (inner.path && !errors[inner.path]) errors[inner.path] = inner.message;
    }
    return errors;
  }
}
