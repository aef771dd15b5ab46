import { defaultLocale, locales } from '../i18n/locales';
import { type Collection, type Field, isTranslated } from './types';

/** One YAML file as read from disk. */
export interface ContentFile {
  collection: Collection;
  /** Path relative to the repository, e.g. content/products/yc-fs20-ir.yml. */
  path: string;
  data: unknown;
  /** Set when the file is not valid YAML. */
  parseError?: string;
  /** A file collection's file that does not exist. */
  missing?: boolean;
}

export interface ValidationContext {
  /** Whether a site path such as /uploads/a.pdf exists under static/. */
  publicFileExists: (sitePath: string) => boolean;
}

type Record_ = Record<string, unknown>;

const isObject = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const show = (value: unknown) => JSON.stringify(value);

/** YYYY-MM-DD that names a real calendar day (YAML may already have parsed it to a Date). */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // The node store keeps YAML dates as ISO strings at midnight UTC.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(value)) value = value.slice(0, 10);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : null;
}

/**
 * A site path to an uploaded file: every part ASCII and safe in a URL, the file named before its
 * extension. Refuses what Decap once made of Chinese names (`/uploads/.pdf`) and names that would
 * need escaping (`/uploads/产品画册.pdf`, spaces, `%`, `..`).
 */
const safeFilePath = /^(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*\/[A-Za-z0-9_][A-Za-z0-9_.-]*\.[A-Za-z0-9]+$/;

/** The rule a single value breaks, or null. */
function checkValue(field: Field, value: unknown, context: ValidationContext): string | null {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'markdown': {
      if (typeof value !== 'string') return `must be text, got ${show(value)}`;
      if ('maxLength' in field && field.maxLength && value.length > field.maxLength) {
        return `is ${value.length} characters long, at most ${field.maxLength} allowed`;
      }
      if (field.type === 'string' && field.pattern && !new RegExp(field.pattern.regex).test(value)) {
        return `${show(value)} must be ${field.pattern.rule}`;
      }
      return null;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return `must be a number, got ${show(value)}`;
      if (field.integer && !Number.isInteger(value)) return `must be a whole number, got ${value}`;
      if (field.min !== undefined && value < field.min) return `must be at least ${field.min}, got ${value}`;
      if (field.max !== undefined && value > field.max) return `must be at most ${field.max}, got ${value}`;
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : `must be true or false, got ${show(value)}`;
    case 'date':
      return parseDate(value) ? null : `${show(value)} is not a date (YYYY-MM-DD)`;
    case 'select':
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : `${show(value)} is not one of ${field.options.join(', ')}`;
    case 'image':
    case 'file': {
      if (typeof value !== 'string' || !value.startsWith('/'))
        return `must be a site path such as /uploads/name, got ${show(value)}`;
      if (!safeFilePath.test(value))
        return `${show(value)} is not a usable file name: it needs a name before its extension and only ASCII letters, digits, "-", "_" and "." (upload the file again)`;
      return context.publicFileExists(value) ? null : `file ${value} does not exist (looked in static${value})`;
    }
    case 'relation': {
      const slugs = field.multiple ? value : [value];
      if (!Array.isArray(slugs) || slugs.some((slug) => typeof slug !== 'string')) {
        return field.multiple ? `must be a list of ids, got ${show(value)}` : `must be an id, got ${show(value)}`;
      }
      return null;
    }
    case 'list':
      return Array.isArray(value) ? null : `must be a list, got ${show(value)}`;
    case 'object':
      return isObject(value) ? null : `must be a group of ${field.fields.map((sub) => sub.name).join(', ')}`;
  }
}

function checkField(
  field: Field,
  value: unknown,
  where: string,
  context: ValidationContext,
  errors: string[],
  enforceRequired = true,
) {
  if (isEmpty(value)) return;
  const problem = checkValue(field, value, context);
  if (problem) {
    errors.push(`${where}: ${problem}`);
    return;
  }
  if (field.type === 'object' && isObject(value)) {
    // A translation may leave parts of a group out: they fall back to the default locale.
    checkObject(field.fields, value, where, context, errors, enforceRequired);
    return;
  }
  if (field.type !== 'list' || !Array.isArray(value)) return;
  value.forEach((item, index) => {
    const itemWhere = `${where}[${index}]`;
    if (field.of === 'string' || field.of === 'image') {
      const itemField = { ...field, type: field.of === 'string' ? 'string' : 'image' } as Field;
      checkField(itemField, item, itemWhere, context, errors);
      if (isEmpty(item)) errors.push(`${itemWhere}: is empty`);
      return;
    }
    if (!isObject(item)) {
      errors.push(`${itemWhere}: must be an object with ${field.of.map((sub) => sub.name).join(', ')}`);
      return;
    }
    checkObject(field.of, item, itemWhere, context, errors, true);
  });
}

function checkObject(
  fields: Field[],
  object: Record_,
  where: string,
  context: ValidationContext,
  errors: string[],
  enforceRequired: boolean,
) {
  for (const key of Object.keys(object)) {
    if (!fields.some((field) => field.name === key)) errors.push(`${where}.${key}: unknown field`);
  }
  for (const field of fields) {
    const value = object[field.name];
    if (enforceRequired && field.required && isEmpty(value)) {
      errors.push(`${where}.${field.name}: is required`);
      continue;
    }
    checkField(field, value, `${where}.${field.name}`, context, errors, enforceRequired);
  }
}

/** Checks one file on its own: shape, required fields, types, options, dates, files. */
export function validateFile(file: ContentFile, context: ValidationContext): string[] {
  const errors: string[] = [];
  const { collection, data } = file;
  if (file.missing) return [`${file.path}: is missing`];
  if (file.parseError) return [`${file.path}: is not valid YAML: ${file.parseError}`];
  if (!isObject(data)) return [`${file.path}: must hold the locales ${locales.join(', ')} as keys`];
  for (const key of Object.keys(data)) {
    if (!(locales as readonly string[]).includes(key))
      errors.push(`${file.path}: ${key}: unknown locale (expected ${locales.join(', ')})`);
  }
  for (const locale of locales) {
    const section = data[locale];
    if (section === undefined && locale !== defaultLocale) continue;
    if (!isObject(section)) {
      errors.push(`${file.path}: ${locale}: must be a mapping of fields`);
      continue;
    }
    const own = locale === defaultLocale ? collection.fields : collection.fields.filter(isTranslated);
    const where = `${file.path}: ${locale}`;
    const local: string[] = [];
    checkObject(own, section, where, context, local, locale === defaultLocale);
    for (const message of local) {
      const fieldName = message.slice(where.length + 1).split(/[.:[]/)[0];
      const shared =
        locale !== defaultLocale &&
        message.endsWith(': unknown field') &&
        collection.fields.some((field) => field.name === fieldName && !isTranslated(field));
      errors.push(shared ? `${where}.${fieldName}: is not translated; write it once under ${defaultLocale}` : message);
    }
  }
  const base = isObject(data[defaultLocale]) ? (data[defaultLocale] as Record_) : null;
  if (base && collection.rules) {
    for (const { field, rule } of collection.rules(base))
      errors.push(`${file.path}: ${defaultLocale}.${field}: ${rule}`);
  }
  return errors;
}

/** Checks all files together: the per-file rules, unique ids, file names, relations. */
export function validateContent(files: ContentFile[], context: ValidationContext): string[] {
  const errors = files.flatMap((file) => validateFile(file, context));
  const idsByCollection = new Map<string, Map<string, string>>();
  for (const file of files) {
    const { idField } = file.collection;
    const base = isObject(file.data) && isObject(file.data[defaultLocale]) ? file.data[defaultLocale] : null;
    if (!idField || !base || typeof base[idField] !== 'string') continue;
    const id = base[idField] as string;
    const ids = idsByCollection.get(file.collection.name) ?? new Map<string, string>();
    idsByCollection.set(file.collection.name, ids);
    const previous = ids.get(id);
    if (previous)
      errors.push(`${file.path}: ${defaultLocale}.${idField}: duplicate id "${id}", already used by ${previous}`);
    else ids.set(id, file.path);
    const fileName = file.path
      .split('/')
      .pop()!
      .replace(/\.ya?ml$/, '');
    if (fileName !== id)
      errors.push(`${file.path}: ${defaultLocale}.${idField}: "${id}" must match the file name "${fileName}"`);
  }
  for (const file of files) {
    const base = isObject(file.data) && isObject(file.data[defaultLocale]) ? file.data[defaultLocale] : null;
    if (!base) continue;
    for (const field of file.collection.fields) {
      if (field.type !== 'relation' || isEmpty(base[field.name])) continue;
      const targets = idsByCollection.get(field.collection) ?? new Map();
      const slugs = Array.isArray(base[field.name]) ? (base[field.name] as unknown[]) : [base[field.name]];
      for (const slug of slugs) {
        if (typeof slug === 'string' && !targets.has(slug)) {
          errors.push(`${file.path}: ${defaultLocale}.${field.name}: "${slug}" is not an entry of ${field.collection}`);
        }
      }
    }
  }
  return errors;
}
