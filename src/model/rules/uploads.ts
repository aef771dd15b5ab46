// Uploaded files a field names (`/uploads/name.pdf`): checked by hand, since they depend on the
// files themselves (do they exist, how big are they), not on the value alone.
import { fileLimit, imageLimit, isImage } from '../upload-limits';
import type { Field } from '../types';
import { type Check, type Path, type Record_, type ValidationContext, fail, isEmpty, isObject, show } from './problem';
import { isBlankGroup } from './schema';

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

/** The rule an upload's path breaks, or null. */
export function checkUpload(type: 'image' | 'file', field: Field, value: unknown, context: ValidationContext) {
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
  return checkFileSize(type, value, context);
}

/** Every upload named in a section (groups and lists included), with the rule each breaks. */
export function uploadProblems(fields: Field[], section: Record_, context: ValidationContext, path: Path = []) {
  const found: { path: Path; check: Check }[] = [];
  for (const field of fields) {
    const value = section[field.name];
    const where = [...path, field.name];
    if (isEmpty(value) || isBlankGroup(field, value)) continue;
    if (field.type === 'image' || field.type === 'file') {
      const check = checkUpload(field.type, field, value, context);
      if (check) found.push({ path: where, check });
    } else if (field.type === 'object' && isObject(value)) {
      found.push(...uploadProblems(field.fields, value, context, where));
    } else if (field.type === 'list' && Array.isArray(value)) {
      value.forEach((item, index) => {
        if (field.of === 'image' && !isEmpty(item)) {
          const check = checkUpload('image', field, item, context);
          if (check) found.push({ path: [...where, index], check });
        } else if (Array.isArray(field.of) && isObject(item)) {
          found.push(...uploadProblems(field.of, item, context, [...where, index]));
        }
      });
    }
  }
  return found;
}
