import { defaultLocale, locales } from '../i18n/locales';
import { type Collection, type Field, isTranslated } from './types';
import { fileLimit, imageLimit, isImage } from './upload-limits';

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
  /** The size in bytes of an existing site file, to hold uploads to their limits (optional). */
  publicFileBytes?: (sitePath: string) => number;
}

type Record_ = Record<string, unknown>;

const isObject = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
const show = (value: unknown) => JSON.stringify(value);
/** An optional group whose parts are all empty, as the CMS leaves a group it opened and cleared. */
export const isBlankGroup = (field: Field, value: unknown): boolean =>
  field.type === 'object' && !field.required && isObject(value) && Object.values(value).every(isEmpty);

/** YYYY-MM-DD that names a real calendar day (YAML may already have parsed it to a Date). */
export function parseDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  // The node store keeps YAML dates as ISO strings at midnight UTC.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/.test(value)) value = value.slice(0, 10);
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? date : null;
}

/** What a problem breaks; the editor-facing text in /admin is chosen by this, not by the message. */
export type ProblemRule =
  | 'missing-file'
  | 'invalid-yaml'
  | 'not-a-mapping'
  | 'unknown-locale'
  | 'unknown-field'
  | 'not-translated'
  | 'required'
  | 'type'
  | 'too-long'
  | 'pattern'
  | 'range'
  | 'date'
  | 'option'
  | 'file-path'
  | 'file-missing'
  | 'file-name-unsafe'
  | 'file-too-large'
  | 'empty-item'
  | 'duplicate-id'
  | 'file-name'
  | 'relation'
  | 'entry-rule';

/** One content problem, as data: the build log and the editor's message are both made from it. */
export interface ContentProblem {
  /** content/products/yc-fs20-ir.yml */
  file: string;
  collection: string;
  /** The entry's id (slug) when it has one. */
  entry?: string;
  /** The locale section (zh, en, or an unknown key), absent for whole-file problems. */
  locale?: string;
  /** Field path inside the locale section: ['specifications', 0, 'key']. */
  path: (string | number)[];
  rule: ProblemRule;
  /** The rule in English, as the build log prints it. */
  message: string;
  values?: Record<string, unknown>;
}

interface Check {
  rule: ProblemRule;
  message: string;
  values?: Record<string, unknown>;
}

const fail = (rule: ProblemRule, message: string, values?: Record<string, unknown>): Check => ({
  rule,
  message,
  values,
});

/** `content/x.yml: zh.specifications[0].key: message`, the line the build and content:check print. */
export function formatProblem(problem: ContentProblem): string {
  const where =
    problem.locale === undefined
      ? ''
      : `${problem.locale}${problem.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('')}: `;
  return `${problem.file}: ${where}${problem.message}`;
}

/**
 * A site path to an uploaded file: every part ASCII and safe in a URL, the file named before its
 * extension. Refuses what Decap once made of Chinese names (`/uploads/.pdf`) and names that would
 * need escaping (`/uploads/产品画册.pdf`, spaces, `%`, `..`).
 */
const safeFilePath = /^(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*\/[A-Za-z0-9_][A-Za-z0-9_.-]*\.[A-Za-z0-9]+$/;

const inMegabytes = (bytes: number) => (Math.ceil((bytes / (1024 * 1024)) * 10) / 10).toFixed(1);

/** An upload over its limit (the CMS refuses those; this catches files committed by hand). */
function checkFileSize(type: 'image' | 'file', value: string, context: ValidationContext): Check | null {
  const bytes = context.publicFileBytes?.(value);
  const limit = type === 'image' || isImage({ name: value, type: '' }) ? imageLimit : fileLimit;
  if (bytes === undefined || bytes <= limit) return null;
  return fail(
    'file-too-large',
    `file ${value} is ${inMegabytes(bytes)} MB, over the ${inMegabytes(limit)} MB limit: make it smaller and upload it again`,
    { value, megabytes: inMegabytes(bytes), limit: inMegabytes(limit) },
  );
}

/** The rule a single value breaks, or null. */
function checkValue(field: Field, value: unknown, context: ValidationContext): Check | null {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'markdown': {
      if (typeof value !== 'string')
        return fail('type', `must be text, got ${show(value)}`, { value, expected: 'text' });
      if ('maxLength' in field && field.maxLength && value.length > field.maxLength) {
        return fail('too-long', `is ${value.length} characters long, at most ${field.maxLength} allowed`, {
          length: value.length,
          max: field.maxLength,
        });
      }
      if (field.type === 'string' && field.pattern && !new RegExp(field.pattern.regex).test(value)) {
        return fail('pattern', `${show(value)} must be ${field.pattern.rule}`, { value, pattern: field.pattern.regex });
      }
      return null;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return fail('type', `must be a number, got ${show(value)}`, { value, expected: 'number' });
      if (field.integer && !Number.isInteger(value))
        return fail('type', `must be a whole number, got ${value}`, { value, expected: 'integer' });
      if (field.min !== undefined && value < field.min)
        return fail('range', `must be at least ${field.min}, got ${value}`, { value, min: field.min });
      if (field.max !== undefined && value > field.max)
        return fail('range', `must be at most ${field.max}, got ${value}`, { value, max: field.max });
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean'
        ? null
        : fail('type', `must be true or false, got ${show(value)}`, { value, expected: 'boolean' });
    case 'date':
      return parseDate(value) ? null : fail('date', `${show(value)} is not a date (YYYY-MM-DD)`, { value });
    case 'select':
      if (field.multiple) {
        if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || !field.options.includes(item)))
          return fail('option', `${show(value)} is not a list of ${field.options.join(', ')}`, {
            value,
            options: field.options,
          });
        return new Set(value).size === value.length
          ? null
          : fail('option', `${show(value)} names an option twice`, { value, options: field.options });
      }
      return typeof value === 'string' && field.options.includes(value)
        ? null
        : fail('option', `${show(value)} is not one of ${field.options.join(', ')}`, { value, options: field.options });
    case 'image':
    case 'file': {
      if (typeof value !== 'string' || !value.startsWith('/'))
        return fail('file-path', `must be a site path such as /uploads/name, got ${show(value)}`, { value });
      if (!safeFilePath.test(value))
        return fail(
          'file-name-unsafe',
          `${show(value)} is not a usable file name: it needs a name before its extension and only ASCII letters, digits, "-", "_" and "." (upload the file again)`,
          { value },
        );
      if (field.type === 'file' && field.pattern && !new RegExp(field.pattern.regex).test(value))
        return fail('pattern', `${show(value)} must be ${field.pattern.rule}`, { value, pattern: field.pattern.regex });
      if (!context.publicFileExists(value))
        return fail('file-missing', `file ${value} does not exist (looked in static${value})`, { value });
      return checkFileSize(field.type, value, context);
    }
    case 'relation': {
      const slugs = field.multiple ? value : [value];
      if (!Array.isArray(slugs) || slugs.some((slug) => typeof slug !== 'string')) {
        return field.multiple
          ? fail('type', `must be a list of ids, got ${show(value)}`, { value, expected: 'ids' })
          : fail('type', `must be an id, got ${show(value)}`, { value, expected: 'id' });
      }
      return null;
    }
    case 'list':
      return Array.isArray(value)
        ? null
        : fail('type', `must be a list, got ${show(value)}`, { value, expected: 'list' });
    case 'object': {
      const names = field.fields.map((sub) => sub.name);
      return isObject(value)
        ? null
        : fail('type', `must be a group of ${names.join(', ')}`, { value, expected: 'object', fields: names });
    }
  }
}

type Path = (string | number)[];
type Report = (path: Path, check: Check) => void;

function checkField(
  field: Field,
  value: unknown,
  path: Path,
  context: ValidationContext,
  report: Report,
  enforceRequired = true,
) {
  if (isEmpty(value) || isBlankGroup(field, value)) return;
  const problem = checkValue(field, value, context);
  if (problem) {
    report(path, problem);
    return;
  }
  if (field.type === 'object' && isObject(value)) {
    // A translation may leave parts of a group out: they fall back to the default locale.
    checkObject(field.fields, value, path, context, report, enforceRequired);
    if (enforceRequired)
      for (const { field: part, rule } of field.rules?.(value) ?? []) report([...path, part], fail('entry-rule', rule));
    return;
  }
  if (field.type !== 'list' || !Array.isArray(value)) return;
  value.forEach((item, index) => {
    const itemPath = [...path, index];
    if (field.of === 'string' || field.of === 'image') {
      const itemField = { ...field, type: field.of === 'string' ? 'string' : 'image' } as Field;
      checkField(itemField, item, itemPath, context, report);
      if (isEmpty(item)) report(itemPath, fail('empty-item', 'is empty'));
      return;
    }
    if (!isObject(item)) {
      const names = field.of.map((sub) => sub.name);
      report(
        itemPath,
        fail('type', `must be an object with ${names.join(', ')}`, { expected: 'object', fields: names }),
      );
      return;
    }
    checkObject(field.of, item, itemPath, context, report, true);
  });
}

function checkObject(
  fields: Field[],
  object: Record_,
  path: Path,
  context: ValidationContext,
  report: Report,
  enforceRequired: boolean,
) {
  for (const key of Object.keys(object)) {
    if (!fields.some((field) => field.name === key)) report([...path, key], fail('unknown-field', 'unknown field'));
  }
  for (const field of fields) {
    const value = object[field.name];
    if (enforceRequired && field.required && isEmpty(value)) {
      report([...path, field.name], fail('required', 'is required'));
      continue;
    }
    checkField(field, value, [...path, field.name], context, report, enforceRequired);
  }
}

const baseOf = (file: ContentFile): Record_ | null =>
  isObject(file.data) && isObject(file.data[defaultLocale]) ? file.data[defaultLocale] : null;

/** The entry's id (slug) when its file has one. */
function entryOf(file: ContentFile): string | undefined {
  const id = file.collection.idField ? baseOf(file)?.[file.collection.idField] : undefined;
  return typeof id === 'string' ? id : undefined;
}

function problemMaker(file: ContentFile) {
  const common = { file: file.path, collection: file.collection.name, entry: entryOf(file) };
  return (locale: string | undefined, path: Path, { rule, message, values }: Check): ContentProblem => ({
    ...common,
    ...(locale === undefined ? {} : { locale }),
    path,
    rule,
    message,
    ...(values ? { values } : {}),
  });
}

/** Checks one file on its own: shape, required fields, types, options, dates, files. */
export function fileProblems(file: ContentFile, context: ValidationContext): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const problem = problemMaker(file);
  const { collection, data } = file;
  if (file.missing) return [problem(undefined, [], fail('missing-file', 'is missing'))];
  if (file.parseError)
    return [
      problem(undefined, [], fail('invalid-yaml', `is not valid YAML: ${file.parseError}`, { error: file.parseError })),
    ];
  if (!isObject(data))
    return [problem(undefined, [], fail('not-a-mapping', `must hold the locales ${locales.join(', ')} as keys`))];
  for (const key of Object.keys(data)) {
    if (!(locales as readonly string[]).includes(key))
      problems.push(
        problem(key, [], fail('unknown-locale', `unknown locale (expected ${locales.join(', ')})`, { locales })),
      );
  }
  for (const locale of locales) {
    const section = data[locale];
    if (section === undefined && locale !== defaultLocale) continue;
    if (!isObject(section)) {
      problems.push(problem(locale, [], fail('not-a-mapping', 'must be a mapping of fields')));
      continue;
    }
    const own = locale === defaultLocale ? collection.fields : collection.fields.filter(isTranslated);
    checkObject(
      own,
      section,
      [],
      context,
      (path, check) => {
        const shared =
          locale !== defaultLocale &&
          check.rule === 'unknown-field' &&
          path.length === 1 &&
          collection.fields.some((field) => field.name === path[0] && !isTranslated(field));
        problems.push(
          problem(
            locale,
            path,
            shared
              ? fail('not-translated', `is not translated; write it once under ${defaultLocale}`, { defaultLocale })
              : check,
          ),
        );
      },
      locale === defaultLocale,
    );
  }
  const base = baseOf(file);
  if (base && collection.rules) {
    for (const { field, rule } of collection.rules(base))
      problems.push(problem(defaultLocale, [field], fail('entry-rule', rule)));
  }
  return problems;
}

/** Checks all files together: the per-file rules, unique ids, file names, relations. */
export function contentProblems(files: ContentFile[], context: ValidationContext): ContentProblem[] {
  const problems = files.flatMap((file) => fileProblems(file, context));
  const idsByCollection = new Map<string, Map<string, string>>();
  for (const file of files) {
    const { idField } = file.collection;
    const id = entryOf(file);
    if (!idField || id === undefined) continue;
    const problem = problemMaker(file);
    const ids = idsByCollection.get(file.collection.name) ?? new Map<string, string>();
    idsByCollection.set(file.collection.name, ids);
    const previous = ids.get(id);
    if (previous)
      problems.push(
        problem(
          defaultLocale,
          [idField],
          fail('duplicate-id', `duplicate id "${id}", already used by ${previous}`, { id, previous }),
        ),
      );
    else ids.set(id, file.path);
    const fileName = file.path
      .split('/')
      .pop()!
      .replace(/\.ya?ml$/, '');
    if (fileName !== id)
      problems.push(
        problem(
          defaultLocale,
          [idField],
          fail('file-name', `"${id}" must match the file name "${fileName}"`, { id, fileName }),
        ),
      );
  }
  for (const file of files) {
    const base = baseOf(file);
    if (!base) continue;
    const problem = problemMaker(file);
    for (const field of file.collection.fields) {
      if (field.type !== 'relation' || isEmpty(base[field.name])) continue;
      const targets = idsByCollection.get(field.collection) ?? new Map();
      const slugs = Array.isArray(base[field.name]) ? (base[field.name] as unknown[]) : [base[field.name]];
      for (const slug of slugs) {
        if (typeof slug === 'string' && !targets.has(slug)) {
          problems.push(
            problem(
              defaultLocale,
              [field.name],
              fail('relation', `"${slug}" is not an entry of ${field.collection}`, {
                value: slug,
                target: field.collection,
              }),
            ),
          );
        }
      }
    }
  }
  return problems;
}

/** fileProblems as the lines the build prints. */
export function validateFile(file: ContentFile, context: ValidationContext): string[] {
  return fileProblems(file, context).map(formatProblem);
}

/** contentProblems as the lines the build prints. */
export function validateContent(files: ContentFile[], context: ValidationContext): string[] {
  return contentProblems(files, context).map(formatProblem);
}
