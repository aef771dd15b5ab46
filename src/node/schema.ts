import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { collectionNamed, collections, pointingAt, reverseRelations } from '../model';
import type { Collection, Field } from '../model/types';
import { isWording } from '../model/variants';
import { locales } from '../i18n/locales';
import { textLocaleOf } from '../model/localize';
import { certificatePath, datasheetPath, documentPath, drawingPath } from '../model/datasheet-path';
import { generatedFileInfo } from './documents/manifest';
import { factWords, fillFacts, serviceFactsOf } from '../model/service-facts';
import type { Locale } from '../i18n/locales';

/** GraphQL types generated from the content model: queries never depend on inference. */

type Source = Record<string, unknown> & { locale?: string; slug?: string };
interface NodeModel {
  findOne(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<unknown>;
  findAll(args: { type: string; query: { filter: Record<string, unknown> } }): Promise<{ entries: Iterable<unknown> }>;
}
interface ResolverContext {
  nodeModel: NodeModel;
}
interface FieldConfig {
  type: string;
  extensions?: Record<string, unknown>;
  resolve?: (source: Source, args: unknown, context: ResolverContext) => unknown;
}

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);
const required = (field: Field, type: string) => (field.required ? `${type}!` : type);

/** Uploads live in static/uploads and are also sourced as File nodes (instance "uploads"). */
function findUpload(context: ResolverContext, sitePath: unknown): Promise<unknown> {
  if (typeof sitePath !== 'string' || !sitePath.startsWith('/uploads/')) return Promise.resolve(null);
  return context.nodeModel.findOne({
    type: 'File',
    query: {
      filter: { sourceInstanceName: { eq: 'uploads' }, relativePath: { eq: sitePath.slice('/uploads/'.length) } },
    },
  });
}

/** A downloadable file's public URL and size, measured at build time. */
export function fileInfo(staticDir: string, sitePath: unknown) {
  if (typeof sitePath !== 'string') return null;
  const full = path.join(staticDir, sitePath);
  const bytes = fs.existsSync(full) ? fs.statSync(full).size : null;
  return { url: sitePath, bytes, extension: path.extname(sitePath).slice(1).toLowerCase() };
}

async function findEntries(context: ResolverContext, type: string, slugs: string[], locale: string | undefined) {
  if (!slugs.length) return [];
  const { entries } = await context.nodeModel.findAll({
    type,
    query: { filter: { slug: { in: slugs }, locale: { eq: locale } } },
  });
  const bySlug = new Map([...entries].map((entry) => [(entry as Source).slug, entry]));
  return slugs.map((slug) => bySlug.get(slug)).filter(Boolean);
}

/**
 * Rendered Markdown with its service-fact placeholders ({warm-up-cold-start}) filled in from the
 * facts of the same locale, when queried: a change to the facts needs no change to the texts.
 */
async function withServiceFacts(context: ResolverContext, source: Source, field: string): Promise<unknown> {
  const html = source[field];
  if (typeof html !== 'string' || !html.includes('{')) return html;
  // In the language the text is written in: a text that fell back to Chinese gets Chinese words.
  const written = textLocaleOf(source, field, source.locale as Locale);
  const locale = { eq: written };
  const [facts, settings, places] = await Promise.all([
    context.nodeModel.findOne({ type: 'ServiceFacts', query: { filter: { locale } } }),
    context.nodeModel.findOne({ type: 'SiteSettings', query: { filter: { locale } } }),
    context.nodeModel.findAll({ type: 'Location', query: { filter: { locale } } }),
  ]);
  if (!facts) return html;
  const hours = (settings as Source | null)?.hotlineHours;
  const cities = new Map([...places.entries].map((place) => [(place as Source).slug, (place as Source).city]));
  const words = factWords(
    serviceFactsOf(facts as Source),
    {
      cityOf: (slug) => (typeof cities.get(slug) === 'string' ? (cities.get(slug) as string) : undefined),
      hotlineHours: typeof hours === 'string' ? hours : '',
    },
    written,
  );
  return fillFacts(html, words);
}

function fieldConfigs(
  owner: string,
  fields: Field[],
  staticDir: string,
  nested: object[],
): Record<string, FieldConfig> {
  const configs: Record<string, FieldConfig> = {};
  // A wording group (valueIn) is not a field of its own: nodes carry the locale's wording in its field.
  for (const field of fields.filter((candidate) => !isWording(candidate))) {
    const { name } = field;
    switch (field.type) {
      case 'select':
        configs[name] = field.multiple
          ? { type: '[String!]!', resolve: (source) => source[name] ?? [] }
          : { type: required(field, 'String') };
        break;
      case 'string':
      case 'text':
        configs[name] = { type: required(field, 'String') };
        break;
      case 'markdown':
        configs[`${name}Html`] = {
          type: required(field, 'String'),
          resolve: (source, _args, context) => withServiceFacts(context, source, `${name}Html`),
        };
        break;
      case 'number':
        configs[name] = { type: required(field, field.integer ? 'Int' : 'Float') };
        break;
      case 'boolean':
        configs[name] = { type: 'Boolean!' };
        break;
      case 'date':
        configs[name] = { type: required(field, 'Date'), extensions: { dateformat: {} } };
        break;
      case 'image':
        configs[name] = { type: 'File', resolve: (source, _args, context) => findUpload(context, source[name]) };
        break;
      case 'file':
        // A generated document (downloads' `document`) is the PDF the build prints in the page's
        // language, measured when printed (scripts/datasheets.ts).
        configs[name] = {
          type: 'ContentFile',
          resolve: (source) =>
            typeof source.document === 'string' && source.slug && source.locale
              ? generatedFileInfo(documentPath(source.slug, source.locale))
              : fileInfo(staticDir, source[name]),
        };
        break;
      case 'relation': {
        const target = collectionNamed(field.collection).type;
        configs[name] = field.multiple
          ? {
              type: `[${target}!]!`,
              resolve: (source, _args, context) =>
                findEntries(context, target, (source[name] as string[]) ?? [], source.locale),
            }
          : {
              type: target,
              resolve: async (source, _args, context) =>
                typeof source[name] === 'string'
                  ? ((await findEntries(context, target, [source[name]], source.locale))[0] ?? null)
                  : null,
            };
        break;
      }
      case 'object': {
        if (field.localeMap) {
          // Per language: a list of the locales given, in the table's order, so that queries
          // (\`captions { locale value { url } }\`) name no language.
          const itemType = field.typeName ?? `${owner}${pascal(name)}`;
          const [part] = field.fields;
          if (!nested.some((type) => (type as { name: string }).name === itemType))
            nested.push({
              name: itemType,
              fields: {
                locale: { type: 'String!' },
                ...fieldConfigs(itemType, part ? [{ ...part, name: 'value', required: false }] : [], staticDir, nested),
              },
            });
          configs[name] = {
            type: `[${itemType}!]!`,
            resolve: (source) => {
              const map = source[name];
              if (typeof map !== 'object' || map === null) return [];
              return locales
                .filter((locale) => ![undefined, null, ''].includes((map as Record<string, unknown>)[locale] as never))
                .map((locale) => ({ locale, value: (map as Record<string, unknown>)[locale] }));
            },
          };
          break;
        }
        const groupType = field.typeName ?? `${owner}${pascal(name)}`;
        // A shared group type (typeName) is declared once, by its first owner.
        if (!nested.some((type) => (type as { name: string }).name === groupType))
          nested.push({ name: groupType, fields: fieldConfigs(groupType, field.fields, staticDir, nested) });
        configs[name] = { type: required(field, groupType) };
        break;
      }
      case 'list':
        if (field.of === 'string') configs[name] = { type: '[String!]!' };
        else if (field.of === 'image') {
          configs[name] = {
            type: '[File!]!',
            resolve: async (source, _args, context) =>
              (await Promise.all(((source[name] as string[]) ?? []).map((item) => findUpload(context, item)))).filter(
                Boolean,
              ),
          };
        } else {
          const itemType = `${owner}${pascal(name)}`;
          nested.push({ name: itemType, fields: fieldConfigs(itemType, field.of, staticDir, nested) });
          configs[name] = { type: `[${itemType}!]!` };
        }
        break;
    }
  }
  return configs;
}

/** Entries of another collection that point at this one (declared in the model), e.g. the solutions that use a product. */
function reverseConfigs(collection: Collection): Record<string, FieldConfig> {
  const configs: Record<string, FieldConfig> = {};
  for (const relation of reverseRelations(collection)) {
    const from = relation.from.type;
    configs[relation.name] = {
      type: `[${from}!]!`,
      resolve: async (source, _args, context) => {
        // Filter on the stored slugs: a filter on the field would see the resolved entries.
        const { entries } = await context.nodeModel.findAll({
          type: from,
          query: { filter: { locale: { eq: source.locale } } },
        });
        return pointingAt(entries as Iterable<Source>, relation.field.name, source.slug!);
      },
    };
  }
  return configs;
}

/**
 * An active product's datasheet, as printed by the build (scripts/datasheets.ts): size and pages;
 * and its outline drawing as DXF, written beside it (src/documents/outline-dxf.ts): its size, or
 * null when the build made none (no size in the dimensions row).
 */
const datasheetConfig: Record<string, FieldConfig> = {
  datasheet: {
    type: 'ContentFile',
    resolve: (source) =>
      source.state === 'active' && source.slug && source.locale
        ? generatedFileInfo(datasheetPath(source.slug, source.locale))
        : null,
  },
  drawing: {
    type: 'ContentFile',
    resolve: async (source) => {
      if (source.state !== 'active' || !source.slug || !source.locale) return null;
      const info = await generatedFileInfo(drawingPath(source.slug, source.locale));
      return info.bytes === null ? null : info;
    },
  },
};

/** A certification's record, as printed by the build (scripts/datasheets.ts): size and pages. */
const certificateConfig: Record<string, FieldConfig> = {
  certificate: {
    type: 'ContentFile',
    resolve: (source) =>
      source.kind === 'certification' && source.slug && source.locale
        ? generatedFileInfo(certificatePath(source.slug, source.locale))
        : null,
  },
};

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions, schema }) => {
  const staticDir = path.resolve('static');
  const nested: object[] = [];
  const types = collections.map((collection) =>
    schema.buildObjectType({
      name: collection.type,
      interfaces: ['Node'],
      extensions: { infer: false },
      fields: {
        locale: 'String!',
        ...fieldConfigs(collection.type, collection.fields, staticDir, nested),
        ...reverseConfigs(collection),
        ...(collection.name === 'products' ? datasheetConfig : {}),
        ...(collection.name === 'honors' ? certificateConfig : {}),
      } as never,
    }),
  );
  actions.createTypes([
    'type ContentFile { url: String!, bytes: Int, pages: Int, extension: String }',
    ...nested.map((type) => schema.buildObjectType(type as never)),
    ...types,
  ]);
};
