/**
 * The content model's vocabulary. One declaration per collection (src/model/collections)
 * drives the GraphQL types, the build-time validation and the Decap CMS collections.
 */
export interface Label {
  zh: string;
  en: string;
}

/**
 * A rule that involves several fields, as a group's or a collection's `rules` return it: the field
 * it is shown at, the rule in English for the build log, and the editor's words in both UI
 * languages, naming fields by their labels. `{option:spec.pulseEnergy}` in `message` stands for
 * that option's label in the UI messages (locales/), e.g. 单脉冲能量 / Pulse energy.
 */
export interface EntryRule {
  field: string;
  /** Deeper inside the field, e.g. a list item [2, 'value']. */
  path?: (string | number)[];
  rule: string;
  message?: Label;
}

interface FieldBase {
  name: string;
  label: Label;
  required?: boolean;
  hint?: Label;
  /** Translated per locale (true), or written once under the default locale (false). */
  i18n?: boolean;
  /**
   * In a group: the CMS shows this part only while another part of the same group has one of
   * these values (the statistics block shows the chosen service's fields only).
   */
  shownWhen?: { field: string; is: string | readonly string[] };
}

export interface StringField extends FieldBase {
  type: 'string';
  maxLength?: number;
  /**
   * A regular expression the value must match, with the rule in words (build errors, English)
   * and the message the editor sees in the CMS, in the editor's language. Give the message:
   * without it the CMS says only "invalid format" (src/cms/__tests__/config-language.test.ts fails).
   */
  pattern?: { regex: string; rule: string; message?: Label };
  /**
   * Published only while this boolean field of the same entry is true: e.g. an expert's
   * personal e-mail and phone are kept for the editors but leave the site (page data, search,
   * structured data) once the expert is no longer with the company.
   */
  publishedWhile?: string;
}
export interface TextField extends FieldBase {
  type: 'text';
  maxLength?: number;
}
/** Markdown, rendered to sanitized HTML at build time and exposed as `<name>Html`. */
export interface MarkdownField extends FieldBase {
  type: 'markdown';
}
export interface NumberField extends FieldBase {
  type: 'number';
  integer?: boolean;
  min?: number;
  max?: number;
}
export interface BooleanField extends FieldBase {
  type: 'boolean';
  default?: boolean;
}
/** A calendar date, YYYY-MM-DD. */
export interface DateField extends FieldBase {
  type: 'date';
}
export interface SelectField extends FieldBase {
  type: 'select';
  options: readonly string[];
  /** Several options may be chosen: the value is a list of them, each at most once. */
  multiple?: boolean;
  /**
   * Prefix of the options' labels in the UI messages (locales/): option `x` is labelled
   * `<messages>.x`, on the site and in the CMS. Default: `<collection>.<field>`.
   * Spread an option set of ./options (`...productStates`) to declare both at once.
   */
  messages?: string;
}
/** A path under static/ as Decap writes it: `/uploads/name.png`. */
export interface ImageField extends FieldBase {
  type: 'image';
}
/** A path under static/ (`/uploads/x.pdf`); its size is measured at build time. */
export interface FileField extends FieldBase {
  type: 'file';
  /** A rule on the path, e.g. its extension (`\\.mp4$`), with the editor's message (see StringField). */
  pattern?: { regex: string; rule: string; message?: Label };
}
/** Slugs of entries of another collection. */
export interface RelationField extends FieldBase {
  type: 'relation';
  collection: string;
  multiple?: boolean;
  /**
   * The name of the reverse relation on the target: the target's GraphQL type gets a field of
   * this name listing the entries of this collection that point at it (e.g. a product's `experts`).
   */
  reverse?: string;
}
export interface ListField extends FieldBase {
  type: 'list';
  /** A list of plain strings, or of objects with these fields. */
  of: 'string' | 'image' | Field[];
  /** How a collapsed item reads in the CMS, a Decap template: `{{fields.key}}: {{fields.value}}`. */
  summary?: string;
}

/** A group of named fields, e.g. one page's SEO title and description. */
export interface ObjectField extends FieldBase {
  type: 'object';
  fields: Field[];
  /**
   * Rules that involve several parts of the group (default-locale values), checked when the group
   * is given. An optional group left blank is absent: its required parts are required only once
   * it is filled in (the CMS cannot say so, see src/cms/config.ts).
   */
  rules?: (group: Record<string, unknown>) => EntryRule[];
  /**
   * The GraphQL type of the group when several collections share it (one fragment serves them
   * all); by default each owner gets its own, `<Owner><Name>`.
   */
  typeName?: string;
  /**
   * A per-language field: one part per locale, named by its code and made from the locale table
   * (./collections/locale-map.ts), so a language added to the table gets its part everywhere.
   * With `wordingOf`, the parts are the other locales' wording of that field of the same group or
   * list item: where given, it replaces the field on that locale's pages (a spec value 水冷 gets
   * `valueIn: { en: Water cooling }`); the group itself is not shown. Without it, every locale
   * has its part and pages get them all (a video's captions, one file per language).
   */
  localeMap?: { wordingOf?: string };
}

export type Field =
  | StringField
  | TextField
  | MarkdownField
  | NumberField
  | BooleanField
  | DateField
  | SelectField
  | ImageField
  | FileField
  | RelationField
  | ListField
  | ObjectField;

export interface Collection {
  /** Collection name, also the content folder (or file) name and the CMS collection name. */
  name: string;
  label: Label;
  /**
   * What one entry of a folder collection is called (产品 / Product): Decap's "New …" button, the
   * publish panel's lines and the problems name an entry by it (see `itemLabel`).
   */
  item?: Label;
  /** The GraphQL type of one entry in one locale. */
  type: string;
  /** Folder collections: one YAML file per entry under content/<name>/; file collections: one file. */
  kind: 'folder' | 'file';
  /** For file collections: the file, relative to content/. */
  file?: string;
  /** The field that identifies an entry in URLs and relations (folder collections). */
  idField?: string;
  /** The field shown as the entry's title in lists (CMS) and error messages. */
  titleField: string;
  /** How an entry reads in the CMS list, a Decap template; by default its date or year and title. */
  summary?: string;
  fields: Field[];
  /**
   * Fields no two entries of the collection may share, in any language (a product's model and
   * name): a copy made with the CMS's Duplicate keeps them until the editor gives its own
   * (src/model/unique-values.ts).
   */
  unique?: string[];
  /** Rules that involve several fields of one entry (default-locale values). */
  rules?: (entry: Record<string, unknown>) => EntryRule[];
}

/** What one entry of the collection is called: its `item` label, else (a file collection) its label. */
export const itemLabel = (collection: Collection): Label => collection.item ?? collection.label;

/** Whether a field is translated; text-like fields are by default, the rest are not. */
export function isTranslated(field: Field): boolean {
  if (field.i18n !== undefined) return field.i18n;
  return field.type === 'string' || field.type === 'text' || field.type === 'markdown';
}
