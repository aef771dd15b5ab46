import type { CmsBackend, CmsCollection, CmsConfig, CmsField, SortableField } from 'decap-cms-core';
import { collections as modelCollections } from '../model';
import { type Collection, type Field, type Label, isTranslated, itemLabel } from '../model/types';
import { type Locale, defaultLocale, localeInfo, locales } from '../i18n/locales';
import { optionKey, selectMessages } from '../model/options';
import { messages } from './previews/messages';
import { type BackendSettings, decapBackendOptions } from './backend';
import { dateWidget as plainDateWidget } from './date-widget';
import { conditionalObjectWidget } from './conditional-object';

import type { CmsUiLocale } from './ui-locale';

export type { CmsUiLocale } from './ui-locale';

/** What the CMS configuration depends on: the build environment and where /admin was opened. */
export interface CmsEnv {
  /** The production backend (CMS_BACKEND...), null or absent when none is configured. */
  backend?: BackendSettings | null;
  /** The branch editors commit to (CMS_BRANCH); default main. */
  branch?: string;
  /** Drafts and reviews as pull requests (CMS_EDITORIAL_WORKFLOW=1). */
  editorialWorkflow?: boolean;
  /** The public site, for "view live" links (SITE_URL). */
  siteUrl?: string;
  /** True when /admin is opened on localhost: talk to the local Decap proxy (npm run cms). */
  localBackend?: boolean;
  /** The local proxy's API URL; Decap's default is http://localhost:8081/api/v1. */
  localBackendUrl?: string;
  uiLocale?: CmsUiLocale;
}

/** Where uploads live in the repository, and the URL they are published under. */
export const mediaFolder = 'static/uploads';
export const publicFolder = '/uploads';

const labelIn = (label: Label, ui: CmsUiLocale) => (ui === 'en' ? label.en : label.zh);
/** The site locale whose UI messages the editor's language uses. */
const siteLocaleOf = (ui: CmsUiLocale): Locale =>
  locales.find((code) => localeInfo[code].editorUi === ui) ?? defaultLocale;

/** A select's options labelled in the UI language, from the site's own messages (locales/). */
export function optionsOf(
  field: { name: string; options: readonly string[]; messages?: string },
  owner: string,
  ui: CmsUiLocale,
) {
  const prefix = selectMessages(field, owner);
  const texts = messages[siteLocaleOf(ui)];
  // A missing message shows the stored value; src/model/__tests__/options.test.ts fails on it.
  return field.options.map((value) => ({ label: texts[optionKey({ messages: prefix }, value)] ?? value, value }));
}

/**
 * Dates are typed as YYYY-MM-DD (date-widget.tsx): Decap's picker is the browser's, which shows
 * mm/dd/yyyy in an English browser whatever the editor's language.
 */
const dateWidget = { widget: plainDateWidget } as const;

/**
 * The rich-text editor: formatting the site's pages render (sanitized in src/model/markdown.ts),
 * without the source-text mode, code and inserted blocks, which editors have no use for.
 */
const markdownWidget = {
  widget: 'markdown',
  modes: ['rich_text'],
  buttons: [
    'bold',
    'italic',
    'strikethrough',
    'link',
    'heading-two',
    'heading-three',
    'quote',
    'bulleted-list',
    'numbered-list',
  ],
  editor_components: [],
} as const;

/** Relation pickers list this many entries before anything is typed (Decap's default is 20). */
export const relationOptionsLength = 1000;

function widgetOf(field: Field, ui: CmsUiLocale, owner: string): Record<string, unknown> {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'image':
    case 'file':
      return { widget: field.type };
    case 'markdown':
      return {
        ...markdownWidget,
        buttons: [...markdownWidget.buttons],
        modes: [...markdownWidget.modes],
        editor_components: [],
      };
    case 'boolean':
      return { widget: 'boolean', ...(field.default === undefined ? {} : { default: field.default }) };
    case 'number':
      return {
        widget: 'number',
        value_type: field.integer ? 'int' : 'float',
        ...(field.min === undefined ? {} : { min: field.min }),
        ...(field.max === undefined ? {} : { max: field.max }),
      };
    case 'date':
      return { ...dateWidget };
    case 'select':
      return {
        widget: 'select',
        options: optionsOf(field, owner, ui),
        ...(field.multiple ? { multiple: true } : {}),
      };
    case 'relation': {
      const target = modelCollections.find((collection) => collection.name === field.collection);
      if (!target?.idField) throw new Error(`Relation ${field.name} points to unknown collection ${field.collection}`);
      return {
        widget: 'relation',
        collection: target.name,
        value_field: target.idField,
        search_fields: [target.titleField, target.idField],
        display_fields: [target.titleField],
        multiple: Boolean(field.multiple),
        options_length: relationOptionsLength,
      };
    }
    case 'object':
      // Inner fields follow the group's own i18n flag, as in lists. Decap checks the required parts
      // of a group even when the group is optional and left empty, so an entry without a video could
      // not be saved: those parts are required by the build (and say so in their hint) instead.
      return {
        // A group whose parts depend on a choice in it shows only the parts that apply.
        widget: field.fields.some((inner) => inner.shownWhen) ? conditionalObjectWidget : 'object',
        // A per-language field shows its languages' boxes at once (英文数值 under 数值).
        collapsed: !field.localeMap,
        fields: field.fields.map((inner) =>
          cmsField({ ...inner, i18n: isTranslated(field), required: Boolean(field.required && inner.required) }, ui),
        ),
      };
    case 'list':
      if (field.of === 'string' || field.of === 'image') {
        const name = field.of === 'image' ? 'image' : 'item';
        return {
          widget: 'list',
          field: { name, label: labelIn(field.label, ui), widget: field.of },
          // Without a summary Decap titles every collapsed item with the list's label.
          summary: field.summary ?? `{{fields.${name}}}`,
        };
      }
      return {
        widget: 'list',
        // Inner fields follow the list's own i18n flag (Decap: list and object fields take true|false only).
        fields: field.of.map((inner) =>
          cmsField({ ...inner, i18n: isTranslated(field) }, ui, `${owner}.${field.name}`),
        ),
        summary: field.summary ?? `{{fields.${field.of[0]!.name}}}`,
      };
  }
}

/** Pattern and length rules as Decap `pattern` ([regex, message]) so the editor sees them before saving. */
function patternOf(field: Field, ui: CmsUiLocale): [string, string] | undefined {
  if ((field.type === 'string' || field.type === 'file') && field.pattern) {
    const message = field.pattern.message ?? { zh: '格式不正确', en: `Must be ${field.pattern.rule}` };
    return [field.pattern.regex, labelIn(message, ui)];
  }
  if ((field.type === 'string' || field.type === 'text') && field.maxLength) {
    const max = field.maxLength;
    return [`^[\\s\\S]{0,${max}}$`, ui === 'en' ? `At most ${max} characters` : `最多 ${max} 个字符`];
  }
  return undefined;
}

/**
 * One model field as a Decap field: widget, label, hint, required, pattern and i18n flag.
 * `owner` names the collection (or list) for the default message prefix of select labels.
 */
export function cmsField(field: Field, ui: CmsUiLocale = 'zh_Hans', owner = ''): CmsField {
  const pattern = patternOf(field, ui);
  return {
    name: field.name,
    label: labelIn(field.label, ui),
    ...widgetOf(field, ui, owner),
    // Decap treats fields as required unless told otherwise; the model's default is optional.
    required: Boolean(field.required),
    i18n: isTranslated(field),
    ...(field.hint ? { hint: labelIn(field.hint, ui) } : {}),
    ...(pattern ? { pattern } : {}),
    ...(field.shownWhen ? { shown_when: field.shownWhen } : {}),
  };
}

/** One model collection as a Decap folder collection, or a files collection with its single file. */
export function cmsCollection(collection: Collection, ui: CmsUiLocale = 'zh_Hans'): CmsCollection {
  const label = labelIn(collection.label, ui);
  const fields = collection.fields.map((field) => cmsField(field, ui, collection.name));
  if (collection.kind === 'file') {
    if (!collection.file) throw new Error(`File collection ${collection.name} names no file`);
    return {
      name: collection.name,
      label,
      i18n: true,
      files: [{ name: collection.name, label, file: `content/${collection.file}`, i18n: true, fields }],
    };
  }
  const idField = collection.idField ?? 'slug';
  return {
    name: collection.name,
    label,
    label_singular: labelIn(itemLabel(collection), ui),
    folder: `content/${collection.name}`,
    create: true,
    delete: true,
    format: 'yml',
    extension: 'yml',
    // Files are named after the ASCII slug, never after a (Chinese) title.
    slug: `{{fields.${idField}}}`,
    identifier_field: idField,
    summary: collection.summary ?? defaultSummary(collection),
    ...listOrder(collection),
    i18n: true,
    fields,
  };
}

/** The date (or year) field that orders a collection in time, if it has one: a date every entry has. */
const timeField = (collection: Collection) =>
  collection.fields.find((field) => field.type === 'date' && field.required) ??
  collection.fields.find((field) => field.type === 'number' && field.name === 'year');

/** An entry in the CMS list: its date or year, then its title (news, milestones, jobs). */
function defaultSummary(collection: Collection): string {
  const time = timeField(collection);
  return `${time ? `{{fields.${time.name}}} ` : ''}{{fields.${collection.titleField}}}`;
}

/**
 * What editors can sort the entry list by, and its default order: newest first when entries are
 * dated, otherwise the site's own order (the `order` field), otherwise by title.
 */
function listOrder(collection: Collection): { sortable_fields: (string | SortableField)[] } {
  const time = timeField(collection);
  const order = collection.fields.find((field) => field.name === 'order' && field.type === 'number');
  const first: SortableField | undefined = time
    ? { field: time.name, default_sort: 'desc' }
    : order
      ? { field: order.name, default_sort: 'asc' }
      : undefined;
  const others = [order?.name, collection.titleField, collection.idField].filter(
    (name): name is string => Boolean(name) && name !== first?.field,
  );
  return { sortable_fields: [...(first ? [first] : []), ...new Set(others)] };
}

/**
 * Decap's backend: the configured one, or, with none configured, the local proxy (npm run cms;
 * /admin shows the set-up message instead of Decap anywhere but on localhost).
 */
function backendOf(env: CmsEnv): CmsBackend {
  const branch = env.branch || 'main';
  const where = env.backend
    ? decapBackendOptions(env.backend)
    : { name: 'proxy' as const, proxy_url: env.localBackendUrl ?? 'http://localhost:8081/api/v1' };
  return {
    ...where,
    branch,
    commit_messages: {
      create: 'CMS: create {{collection}} “{{slug}}”',
      update: 'CMS: update {{collection}} “{{slug}}”',
      delete: 'CMS: delete {{collection}} “{{slug}}”',
      uploadMedia: 'CMS: upload “{{path}}”',
      deleteMedia: 'CMS: delete “{{path}}”',
    },
  };
}

/** Whether `url` names this machine (localhost, 127.0.0.0/8, ::1): a development or test server. */
function isLoopback(url: string): boolean {
  try {
    const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
    return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127\./.test(host);
  } catch {
    return false;
  }
}

/** The whole Decap configuration, generated from the content model (src/model). */
export function cmsConfig(env: CmsEnv = {}): CmsConfig {
  const ui = env.uiLocale ?? 'zh_Hans';
  return {
    load_config_file: false,
    locale: ui,
    backend: backendOf(env),
    ...(env.localBackend ? { local_backend: env.localBackendUrl ? { url: env.localBackendUrl } : true } : {}),
    publish_mode: env.editorialWorkflow ? 'editorial_workflow' : 'simple',
    // Decap links the site in its header, showing the address: a loopback address (npm run cms, a
    // test server) says nothing to an editor on every screen, so only a real host is shown.
    ...(env.siteUrl ? { site_url: env.siteUrl, ...(isLoopback(env.siteUrl) ? {} : { display_url: env.siteUrl }) } : {}),
    // Our mark instead of Decap's on the login page.
    logo: { src: '/favicon.svg', show_in_header: false },
    media_folder: mediaFolder,
    public_folder: publicFolder,
    i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
    slug: { encoding: 'ascii', clean_accents: true },
    collections: modelCollections.map((collection) => cmsCollection(collection, ui)),
  };
}
