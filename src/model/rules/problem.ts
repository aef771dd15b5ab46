// What a content problem is, as data: the build prints it as a line (English, file and field
// path), /admin and the publish panel say it in the editor's language (./messages.ts).

/** One YAML file as read from disk (or one entry as the CMS holds it). */
export interface ContentFile {
  collection: import('../types').Collection;
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

/** What a problem breaks; the editor-facing text is chosen by this, not by the message. */
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
  /** The entry's display name (its title field, default locale) when it has one. */
  title?: string;
  /** Its display name in each language that gives one (the English panel names it in English). */
  titles?: Record<string, string>;
  /** The locale section (zh, en, or an unknown key), absent for whole-file problems. */
  locale?: string;
  /** Field path inside the locale section: ['specifications', 0, 'key']. */
  path: (string | number)[];
  rule: ProblemRule;
  /** The rule in English, as the build log prints it. */
  message: string;
  values?: Record<string, unknown>;
}

/** A rule broken by one value (before it is placed in a file and a field). */
export interface Check {
  rule: ProblemRule;
  message: string;
  values?: Record<string, unknown>;
}

export const fail = (rule: ProblemRule, message: string, values?: Record<string, unknown>): Check => ({
  rule,
  message,
  ...(values ? { values } : {}),
});

export type Path = (string | number)[];

/** `content/x.yml: zh.specifications[0].key: message`, the line the build and content:check print. */
export function formatProblem(problem: ContentProblem): string {
  const where =
    problem.locale === undefined
      ? ''
      : `${problem.locale}${problem.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${part}`)).join('')}: `;
  return `${problem.file}: ${where}${problem.message}`;
}

export type Record_ = Record<string, unknown>;
export const isObject = (value: unknown): value is Record_ =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
/** Absent, null, '' or an empty list: what the CMS leaves in a field that was never filled in. */
export const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
export const show = (value: unknown) => JSON.stringify(value);
