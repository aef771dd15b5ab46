import type { GatsbyNode, Node } from 'gatsby';
import { defaultLocale, locales } from '../i18n/locales';

/**
 * Content as Decap CMS writes it with `i18n: { structure: single_file }`: one YAML file per
 * entry, with a key per locale. Fields that are not text live under the default locale only;
 * a missing English text falls back to Chinese, and the build lists every fallback.
 *
 * Each entry becomes one node per locale, so templates query `product(slug, locale)` and
 * never pick languages themselves.
 */
interface Collection {
  /** Node type made by gatsby-transformer-yaml from the folder name. */
  source: string;
  /** GraphQL type of the localized entry. */
  type: string;
  /** Fields shared by every locale, stored under the default locale. */
  shared: Record<string, string>;
  /** Text fields, one value per locale. */
  text: Record<string, string>;
}

export const collections: Collection[] = [
  {
    source: 'SettingsYaml',
    type: 'SiteSettings',
    shared: {
      founded: 'Int!',
      cleanRoomArea: 'Int!',
      patents: 'Int!',
      unitsPerYear: 'Int!',
      phone: 'String!',
      hotline: 'String!',
      email: 'String!',
    },
    text: {
      brand: 'String!',
      companyName: 'String!',
      tagline: 'String!',
      headquarters: 'String!',
      address: 'String!',
      hotlineHours: 'String!',
    },
  },
  {
    source: 'ProductsYaml',
    type: 'Product',
    shared: { slug: 'String!', model: 'String!', series: 'String!', state: 'String!' },
    text: { name: 'String!', summary: 'String' },
  },
  {
    source: 'NewsYaml',
    type: 'News',
    shared: { slug: 'String!', category: 'String!', date: 'Date! @dateformat' },
    text: { title: 'String!', summary: 'String' },
  },
  {
    source: 'SolutionsYaml',
    type: 'Solution',
    shared: { slug: 'String!', industry: 'String!' },
    text: { title: 'String!', summary: 'String' },
  },
  {
    source: 'ExpertsYaml',
    type: 'Expert',
    shared: { slug: 'String!', active: 'Boolean!' },
    text: { name: 'String!', position: 'String' },
  },
];

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(
    collections.map(({ type, shared, text }) => {
      const fields = Object.entries({ locale: 'String!', ...shared, ...text }).map(
        ([name, gqlType]) => `  ${name}: ${gqlType}`,
      );
      return `type ${type} implements Node @dontInfer {\n${fields.join('\n')}\n}`;
    }),
  );
};

const fallbacks: string[] = [];

type Entry = Record<string, Record<string, unknown> | undefined>;

export const onCreateNode: GatsbyNode['onCreateNode'] = ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  getNode,
}) => {
  const collection = collections.find((candidate) => candidate.source === node.internal.type);
  if (!collection) return;
  const entry = node as unknown as Node & Entry;
  const base = entry[defaultLocale] ?? {};
  const file = getNode(node.parent ?? '') as (Node & { relativePath?: string }) | undefined;
  for (const locale of locales) {
    const own = entry[locale] ?? {};
    const fields: Record<string, unknown> = { locale };
    for (const name of Object.keys(collection.shared)) fields[name] = base[name];
    for (const name of Object.keys(collection.text)) {
      const value = own[name] ?? base[name];
      if (locale !== defaultLocale && own[name] == null && base[name] != null) {
        fallbacks.push(`${file?.relativePath ?? node.id}: ${locale}.${name}`);
      }
      fields[name] = value;
    }
    const id = createNodeId(`${node.id} >>> ${locale}`);
    actions.createNode({
      ...fields,
      id,
      parent: node.id,
      children: [],
      internal: { type: collection.type, contentDigest: createContentDigest(fields) },
    });
    actions.createParentChildLink({ parent: node, child: getNode(id)! });
  }
};

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = ({ reporter }) => {
  if (!fallbacks.length) return;
  reporter.warn(`English text missing, Chinese shown instead (${fallbacks.length}):\n  ${fallbacks.join('\n  ')}`);
};
