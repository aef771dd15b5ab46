import type { CmsBackend, CmsCollection, CmsConfig, CmsField } from 'decap-cms-core';
import { collections as modelCollections } from '../model';
import { type Collection, type Field, type Label, isTranslated } from '../model/types';
import { defaultLocale, locales } from '../i18n/locales';

/** The UI languages of the editor: Decap's zh_Hans (default) and en. */
export type CmsUiLocale = 'zh_Hans' | 'en';

/** What the CMS configuration depends on: the build environment and where /admin was opened. */
export interface CmsEnv {
  /** `github` or `git-gateway` (CMS_BACKEND); default git-gateway. */
  backend?: string;
  /** `owner/name` for the github backend (CMS_REPO). */
  repo?: string;
  /** The branch editors commit to (CMS_BRANCH); default main. */
  branch?: string;
  /** Drafts and reviews as pull requests (CMS_EDITORIAL_WORKFLOW=1). */
  editorialWorkflow?: boolean;
  /** The public site, for "view live" links (SITE_URL). */
  siteUrl?: string;
  /** OAuth server of the github backend (CMS_AUTH_BASE_URL), e.g. a Netlify or self-hosted one. */
  authBaseUrl?: string;
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

/** Decap's own date picker writes exactly what validation accepts: YYYY-MM-DD, no time. */
const dateWidget = { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false } as const;

function widgetOf(field: Field, ui: CmsUiLocale): Record<string, unknown> {
  switch (field.type) {
    case 'string':
    case 'text':
    case 'markdown':
    case 'image':
    case 'file':
      return { widget: field.type };
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
      return { widget: 'select', options: [...field.options] };
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
      };
    }
    case 'object':
      // Inner fields follow the group's own i18n flag, as in lists.
      return {
        widget: 'object',
        collapsed: true,
        fields: field.fields.map((inner) => cmsField({ ...inner, i18n: isTranslated(field) }, ui)),
      };
    case 'list':
      if (field.of === 'string' || field.of === 'image') {
        return {
          widget: 'list',
          field: { name: field.of === 'image' ? 'image' : 'item', label: labelIn(field.label, ui), widget: field.of },
        };
      }
      return {
        widget: 'list',
        // Inner fields follow the list's own i18n flag (Decap: list and object fields take true|false only).
        fields: field.of.map((inner) => cmsField({ ...inner, i18n: isTranslated(field) }, ui)),
        summary: `{{fields.${field.of[0]!.name}}}`,
      };
  }
}

/** Pattern and length rules as Decap `pattern` ([regex, message]) so the editor sees them before saving. */
function patternOf(field: Field, ui: CmsUiLocale): [string, string] | undefined {
  if (field.type === 'string' && field.pattern) {
    return [field.pattern.regex, ui === 'en' ? `Must be ${field.pattern.rule}` : `格式不正确：${field.pattern.rule}`];
  }
  if ((field.type === 'string' || field.type === 'text') && field.maxLength) {
    const max = field.maxLength;
    return [`^[\\s\\S]{0,${max}}$`, ui === 'en' ? `At most ${max} characters` : `最多 ${max} 个字符`];
  }
  return undefined;
}

/** One model field as a Decap field: widget, label, hint, required, pattern and i18n flag. */
export function cmsField(field: Field, ui: CmsUiLocale = 'zh_Hans'): CmsField {
  const pattern = patternOf(field, ui);
  return {
    name: field.name,
    label: labelIn(field.label, ui),
    ...widgetOf(field, ui),
    // Decap treats fields as required unless told otherwise; the model's default is optional.
    required: Boolean(field.required),
    i18n: isTranslated(field),
    ...(field.hint ? { hint: labelIn(field.hint, ui) } : {}),
    ...(pattern ? { pattern } : {}),
  } as CmsField;
}

/** One model collection as a Decap folder collection, or a files collection with its single file. */
export function cmsCollection(collection: Collection, ui: CmsUiLocale = 'zh_Hans'): CmsCollection {
  const label = labelIn(collection.label, ui);
  const fields = collection.fields.map((field) => cmsField(field, ui));
  if (collection.kind === 'file') {
    if (!collection.file) throw new Error(`File collection ${collection.name} names no file`);
    return {
      name: collection.name,
      label,
      i18n: true,
      files: [{ name: collection.name, label, file: `content/${collection.file}`, i18n: true, fields }],
    } as CmsCollection;
  }
  const idField = collection.idField ?? 'slug';
  return {
    name: collection.name,
    label,
    folder: `content/${collection.name}`,
    create: true,
    delete: true,
    format: 'yml',
    extension: 'yml',
    // Files are named after the ASCII slug, never after a (Chinese) title.
    slug: `{{fields.${idField}}}`,
    identifier_field: idField,
    summary: `{{fields.${collection.titleField}}}`,
    i18n: true,
    fields,
  } as CmsCollection;
}

function backendOf(env: CmsEnv): CmsBackend {
  const branch = env.branch || 'main';
  const name = env.backend === 'github' ? 'github' : 'git-gateway';
  return {
    name,
    branch,
    ...(name === 'github' && env.repo ? { repo: env.repo } : {}),
    ...(name === 'github' && env.authBaseUrl ? { base_url: env.authBaseUrl } : {}),
    commit_messages: {
      create: 'CMS: create {{collection}} “{{slug}}”',
      update: 'CMS: update {{collection}} “{{slug}}”',
      delete: 'CMS: delete {{collection}} “{{slug}}”',
      uploadMedia: 'CMS: upload “{{path}}”',
      deleteMedia: 'CMS: delete “{{path}}”',
    },
  };
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
    ...(env.siteUrl ? { site_url: env.siteUrl, display_url: env.siteUrl } : {}),
    media_folder: mediaFolder,
    public_folder: publicFolder,
    i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
    slug: { encoding: 'ascii', clean_accents: true },
    collections: modelCollections.map((collection) => cmsCollection(collection, ui)),
  };
}
