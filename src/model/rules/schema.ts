// The rules on single values (types, required fields, lengths, patterns, ranges, options, dates,
// unknown fields), as a JSON Schema derived from the content model and checked by Ajv. What a
// schema cannot say is checked by hand beside it: uploads (./uploads.ts), rules across fields
// (./entry-rules.ts) and across entries (./content.ts).
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { defaultLocale } from '../../i18n/locales';
import { type Collection, type Field, isTranslated } from '../types';
import { parseDate } from './dates';
import { type Check, type Path, type Record_, fail, isEmpty, isObject, show } from './problem';

type Schema = Record<string, unknown>;

const ajv = new Ajv({
  allErrors: true,
  // The model's schemas carry no $schema/$id and keep JSON Schema's own vocabulary.
  strict: false,
  // Each error points back at its schema, which knows its model field (see `fieldOfSchema`).
  verbose: true,
  // Patterns as `new RegExp(regex)` reads them, as they always were.
  unicodeRegExp: false,
  // NaN and Infinity (YAML's .nan, .inf) are not numbers an editor meant.
  strictNumbers: true,
});
ajv.addFormat('date', { type: 'string', validate: (value: string) => parseDate(value) !== null });

/** The model field each generated schema stands for, so an Ajv error names its field. */
const fieldOfSchema = new WeakMap<Schema, Field>();
const itemOfSchema = new WeakSet<Schema>();

const remember = (schema: Schema, field: Field, item = false): Schema => {
  fieldOfSchema.set(schema, field);
  if (item) itemOfSchema.add(schema);
  return schema;
};

const requiredNames = (fields: Field[]) => fields.filter((field) => field.required).map((field) => field.name);

function objectSchema(fields: Field[], enforceRequired: boolean): Schema {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field, enforceRequired)])),
    ...(enforceRequired && requiredNames(fields).length ? { required: requiredNames(fields) } : {}),
    additionalProperties: false,
  };
}

/** One field's schema; `enforceRequired` is false in translations, which fall back to the default locale. */
function fieldSchema(field: Field, enforceRequired: boolean): Schema {
  switch (field.type) {
    case 'string':
      return remember(
        {
          type: 'string',
          ...(field.maxLength ? { maxLength: field.maxLength } : {}),
          ...(field.pattern ? { pattern: field.pattern.regex } : {}),
        },
        field,
      );
    case 'text':
      return remember({ type: 'string', ...(field.maxLength ? { maxLength: field.maxLength } : {}) }, field);
    case 'markdown':
      return remember({ type: 'string' }, field);
    case 'number':
      return remember(
        {
          type: field.integer ? 'integer' : 'number',
          ...(field.min === undefined ? {} : { minimum: field.min }),
          ...(field.max === undefined ? {} : { maximum: field.max }),
        },
        field,
      );
    case 'boolean':
      return remember({ type: 'boolean' }, field);
    case 'date':
      return remember({ type: 'string', format: 'date' }, field);
    case 'select':
      // A multi-select (a product's industries): known options, none twice.
      return remember(
        field.multiple
          ? { type: 'array', items: remember({ enum: [...field.options] }, field), uniqueItems: true }
          : { enum: [...field.options] },
        field,
      );
    case 'image':
    case 'file':
      // Paths, names, existence and sizes: ./uploads.ts.
      return remember({}, field);
    case 'relation':
      return remember(field.multiple ? { type: 'array', items: { type: 'string' } } : { type: 'string' }, field);
    case 'object':
      // A translation may leave parts of a group out: they fall back to the default locale.
      return remember(objectSchema(field.fields, enforceRequired), field);
    case 'list': {
      const items =
        field.of === 'string'
          ? remember({ type: 'string', minLength: 1 }, field, true)
          : field.of === 'image'
            ? remember({ not: { type: 'null' }, minLength: 1 }, field, true)
            : // Each item of a list stands alone: its required parts are required in every language.
              remember(objectSchema(field.of, true), field, true);
      return remember({ type: 'array', items }, field);
    }
  }
}

const compiled = new Map<string, ValidateFunction>();

/** The compiled schema of one locale section of a collection's entries. */
function sectionValidator(collection: Collection, locale: string): ValidateFunction {
  const key = `${collection.name}:${locale === defaultLocale ? 'default' : 'translation'}`;
  let validate = compiled.get(key);
  if (!validate) {
    const own = locale === defaultLocale ? collection.fields : collection.fields.filter(isTranslated);
    validate = ajv.compile(objectSchema(own, locale === defaultLocale));
    compiled.set(key, validate);
  }
  return validate;
}

/** An optional group whose parts are all empty, as the CMS leaves a group it opened and cleared. */
export const isBlankGroup = (field: Field, value: unknown): boolean =>
  field.type === 'object' &&
  !field.required &&
  isObject(value) &&
  Object.entries(value).every(([name, part]) => {
    const inner = field.fields.find((candidate) => candidate.name === name);
    // A group inside (a video's captions) is blank when its own parts are.
    return isEmpty(part) || (inner !== undefined && isBlankGroup(inner, part));
  });

/**
 * The section as the schema reads it: empty values of known fields (never filled in) and blank
 * optional groups are absent; dates YAML already parsed are YYYY-MM-DD again.
 */
export function prune(fields: Field[], section: Record_): Record_ {
  const result: Record_ = {};
  for (const [key, value] of Object.entries(section)) {
    const field = fields.find((candidate) => candidate.name === key);
    if (!field) {
      result[key] = value;
      continue;
    }
    if (isEmpty(value) || isBlankGroup(field, value)) continue;
    result[key] = pruneValue(field, value);
  }
  return result;
}

function pruneValue(field: Field, value: unknown): unknown {
  if (field.type === 'date' && value instanceof Date)
    return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString().slice(0, 10);
  if (field.type === 'object' && isObject(value)) return prune(field.fields, value);
  if (field.type === 'list' && Array.isArray(value) && Array.isArray(field.of)) {
    const of = field.of;
    return (value as unknown[]).map((item) => (isObject(item) ? prune(of, item) : item));
  }
  return value;
}

const pathOf = (error: ErrorObject): Path =>
  error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** One Ajv error as the build has always said it. */
function checkOf(error: ErrorObject): { path: Path; check: Check } | null {
  const path = pathOf(error);
  const value: unknown = error.data;
  const schema: Schema | undefined = error.parentSchema;
  const field = schema ? fieldOfSchema.get(schema) : undefined;
  switch (error.keyword) {
    case 'required':
      return { path: [...path, String(error.params.missingProperty)], check: fail('required', 'is required') };
    case 'additionalProperties':
      return {
        path: [...path, String(error.params.additionalProperty)],
        check: fail('unknown-field', 'unknown field'),
      };
  }
  if (!field) return null;
  if (schema && itemOfSchema.has(schema)) {
    if (isEmpty(value)) return { path, check: fail('empty-item', 'is empty') };
    if (field.type === 'list' && Array.isArray(field.of)) {
      const names = field.of.map((sub) => sub.name);
      return {
        path,
        check: fail('type', `must be an object with ${names.join(', ')}`, { expected: 'object', fields: names }),
      };
    }
    if (field.type === 'list' && field.of === 'string')
      return { path, check: fail('type', `must be text, got ${show(value)}`, { value, expected: 'text' }) };
    return null;
  }
  switch (field.type) {
    case 'string':
    case 'text':
    case 'markdown':
      if (error.keyword === 'maxLength')
        return {
          path,
          check: fail('too-long', `is ${String(value).length} characters long, at most ${error.params.limit} allowed`, {
            length: String(value).length,
            max: error.params.limit,
          }),
        };
      if (error.keyword === 'pattern' && field.type === 'string' && field.pattern)
        return {
          path,
          check: fail('pattern', `${show(value)} must be ${field.pattern.rule}`, {
            value,
            pattern: field.pattern.regex,
          }),
        };
      return { path, check: fail('type', `must be text, got ${show(value)}`, { value, expected: 'text' }) };
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return { path, check: fail('type', `must be a number, got ${show(value)}`, { value, expected: 'number' }) };
      if (error.keyword === 'type')
        return { path, check: fail('type', `must be a whole number, got ${value}`, { value, expected: 'integer' }) };
      return error.keyword === 'minimum'
        ? { path, check: fail('range', `must be at least ${field.min}, got ${value}`, { value, min: field.min }) }
        : { path, check: fail('range', `must be at most ${field.max}, got ${value}`, { value, max: field.max }) };
    case 'boolean':
      return {
        path,
        check: fail('type', `must be true or false, got ${show(value)}`, { value, expected: 'boolean' }),
      };
    case 'date':
      return { path, check: fail('date', `${show(value)} is not a date (YYYY-MM-DD)`, { value }) };
    case 'select':
      if (field.multiple && error.keyword === 'uniqueItems')
        return {
          path,
          check: fail('option', `${show(value)} names an option twice`, { value, options: field.options }),
        };
      if (field.multiple && error.keyword !== 'enum')
        return {
          path,
          check: fail('option', `${show(value)} is not a list of ${field.options.join(', ')}`, {
            value,
            options: field.options,
          }),
        };
      return {
        path,
        check: fail('option', `${show(value)} is not one of ${field.options.join(', ')}`, {
          value,
          options: field.options,
        }),
      };
    case 'relation':
      return field.multiple
        ? { path, check: fail('type', `must be a list of ids, got ${show(value)}`, { value, expected: 'ids' }) }
        : { path, check: fail('type', `must be an id, got ${show(value)}`, { value, expected: 'id' }) };
    case 'list':
      return { path, check: fail('type', `must be a list, got ${show(value)}`, { value, expected: 'list' }) };
    case 'object': {
      const names = field.fields.map((sub) => sub.name);
      return {
        path,
        check: fail('type', `must be a group of ${names.join(', ')}`, { value, expected: 'object', fields: names }),
      };
    }
    default:
      return null;
  }
}

/** Where a path sits in the model's field order (unknown fields first), to list problems as the form reads. */
function orderOf(fields: Field[] | null, path: Path): number[] {
  const key: number[] = [];
  let current = fields;
  let field: Field | undefined;
  for (const part of path) {
    if (typeof part === 'number') {
      key.push(part);
      current = field?.type === 'list' && Array.isArray(field.of) ? field.of : null;
      continue;
    }
    const index = current ? current.findIndex((candidate) => candidate.name === part) : -1;
    key.push(index);
    field = index >= 0 ? current![index] : undefined;
    current = field?.type === 'object' ? field.fields : null;
  }
  return key;
}

const compareKeys = (a: number[], b: number[]) => {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1)
    if (a[index] !== b[index]) return a[index]! - b[index]!;
  return a.length - b.length;
};

/** Sorts problems of one section into the model's field order. */
export function inFieldOrder<T extends { path: Path }>(fields: Field[], problems: T[]): T[] {
  return problems
    .map((problem, index) => ({ problem, index, key: orderOf(fields, problem.path) }))
    .sort((a, b) => compareKeys(a.key, b.key) || a.index - b.index)
    .map(({ problem }) => problem);
}

/** The schema's problems in one locale section, one per value (the first rule it breaks). */
export function schemaProblems(
  collection: Collection,
  locale: string,
  section: Record_,
): { path: Path; check: Check }[] {
  const own = locale === defaultLocale ? collection.fields : collection.fields.filter(isTranslated);
  const validate = sectionValidator(collection, locale);
  if (validate(prune(own, section))) return [];
  const seen = new Set<string>();
  const found: { path: Path; check: Check }[] = [];
  for (const error of validate.errors ?? []) {
    const problem = checkOf(error);
    if (!problem) continue;
    const where = JSON.stringify(problem.path);
    // A value breaks one rule at a time; inside a value of the wrong kind nothing else is checked.
    if (seen.has(where) || found.some((other) => isInside(problem.path, other.path) && other.check.rule === 'type'))
      continue;
    seen.add(where);
    found.push(problem);
  }
  return found;
}

const isInside = (path: Path, parent: Path) =>
  path.length > parent.length && parent.every((part, index) => path[index] === part);
