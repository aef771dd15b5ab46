import { entryNames } from './rules/content';
import type { Label } from './types';
import type { ContentFile, ContentProblem } from './validate';

/** An entry's sections by locale (`zh`, `en`), or null when the file holds no such map. */
export type Sections = Record<string, Record<string, unknown> | undefined>;

export const sectionsOf = (file: ContentFile): Sections | null =>
  file.data && typeof file.data === 'object' && !Array.isArray(file.data) ? (file.data as Sections) : null;

/** Every string inside `value` (objects and lists walked). */
export const textsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(textsOf)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(textsOf)
        : [];

/**
 * A problem of `file` that a rule across entries found: `message` for developers and the build
 * log, `text` in the editors' words (their labels and display names) for /admin and the publish panel.
 */
export const problemOf = (
  file: ContentFile,
  locale: string,
  path: (string | number)[],
  message: string,
  text: Label,
  values: Record<string, unknown>,
): ContentProblem => ({
  file: file.path,
  collection: file.collection.name,
  ...entryNames({ collection: file.collection, data: file.data }),
  locale,
  path,
  rule: 'entry-rule',
  message,
  values: { ...values, text },
});
