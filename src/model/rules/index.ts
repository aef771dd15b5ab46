// The content rules, one set run by the build (every file on disk, src/model/read-content.ts)
// and by /admin before it saves an entry (src/cms/rules/): the same problems, said as the build
// log's English lines (formatProblem) or in the editor's language (./messages.ts).
import { defaultLocale, locales } from '../../i18n/locales';
import { isTranslated } from '../types';
import { baseOf, entryNames, idOf, relationValues } from './content';
import { entryRuleCheck, groupRuleProblems } from './entry-rules';
import {
  type Check,
  type ContentFile,
  type ContentProblem,
  type Path,
  type ValidationContext,
  fail,
  formatProblem,
  isObject,
} from './problem';
import { inFieldOrder, schemaProblems } from './schema';
import { uploadProblems } from './uploads';

export type { Check, ContentFile, ContentProblem, Path, ProblemRule, ValidationContext } from './problem';
export { formatProblem } from './problem';
export { isBlankGroup } from './schema';
export { parseDate } from './dates';

function problemMaker(file: ContentFile) {
  const entry = { collection: file.collection, data: file.data };
  const common = { file: file.path, collection: file.collection.name, ...entryNames(entry) };
  return (locale: string | undefined, path: Path, { rule, message, values }: Check): ContentProblem => ({
    ...common,
    ...(locale === undefined ? {} : { locale }),
    path,
    rule,
    message,
    ...(values ? { values } : {}),
  });
}

/** Checks one file on its own: shape, required fields, types, options, dates, files, entry rules. */
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
    const schema = schemaProblems(collection, locale, section);
    const broken = new Set(schema.map(({ path }) => JSON.stringify(path)));
    const found = [
      ...schema,
      // Uploads and group rules only where the schema found the value itself sound.
      ...uploadProblems(own, section, context).filter(({ path }) => !broken.has(JSON.stringify(path))),
      ...(locale === defaultLocale ? groupRuleProblems(own, section) : []),
    ];
    for (const { path, check } of inFieldOrder(own, found)) {
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
    }
  }
  const base = baseOf(data);
  if (base && collection.rules) {
    for (const rule of collection.rules(base))
      problems.push(problem(defaultLocale, [rule.field, ...(rule.path ?? [])], entryRuleCheck(rule)));
  }
  return problems;
}

/** Checks all files together: the per-file rules, unique ids, file names, relations. */
export function contentProblems(files: ContentFile[], context: ValidationContext): ContentProblem[] {
  const problems = files.flatMap((file) => fileProblems(file, context));
  const idsByCollection = new Map<string, Map<string, string>>();
  for (const file of files) {
    const { idField } = file.collection;
    const id = idOf(file);
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
    const base = baseOf(file.data);
    if (!base) continue;
    const problem = problemMaker(file);
    for (const { field, path, ids } of relationValues(file.collection.fields, base)) {
      const targets = idsByCollection.get(field.collection) ?? new Map();
      for (const id of ids) {
        if (!targets.has(id))
          problems.push(
            problem(
              defaultLocale,
              path,
              fail('relation', `"${id}" is not an entry of ${field.collection}`, {
                value: id,
                target: field.collection,
              }),
            ),
          );
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
