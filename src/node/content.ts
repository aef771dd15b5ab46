import path from 'node:path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { collections } from '../model';
import { localizeEntry } from '../model/localize';
import { type ContentFile, validateContent } from '../model/validate';
import { staticFiles } from '../model/read-content';
import { locales } from '../i18n/locales';

/**
 * Content as Decap CMS writes it with `i18n: { structure: single_file }`: gatsby-transformer-yaml
 * gives one node per file; each becomes one node per locale of its collection's type, so templates
 * query `product(slug: {eq: $id}, locale: {eq: $language})` and never pick languages themselves.
 */

const files: ContentFile[] = [];
const fallbacks: string[] = [];

interface FileNode extends Node {
  sourceInstanceName?: string;
  relativePath?: string;
  relativeDirectory?: string;
}

export const onCreateNode: GatsbyNode['onCreateNode'] = ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  getNode,
}) => {
  if (!node.internal.type.endsWith('Yaml') || !node.parent) return;
  const file = getNode(node.parent) as FileNode | undefined;
  if (file?.sourceInstanceName !== 'content') return;
  const collection = collections.find((candidate) =>
    candidate.kind === 'file' ? candidate.file === file.relativePath : candidate.name === file.relativeDirectory,
  );
  if (!collection) return;
  const {
    id: _id,
    parent: _parent,
    children: _children,
    internal: _internal,
    ...data
  } = node as Node & Record<string, unknown>;
  const contentFile: ContentFile = { collection, path: `content/${file.relativePath}`, data };
  files.push(contentFile);
  for (const locale of locales) {
    const localized = localizeEntry(collection, data as never, locale);
    fallbacks.push(...localized.fallbacks.map((where) => `${contentFile.path}: ${where}`));
    const fields = { ...localized.fields, locale };
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

/** Fails the build with every content problem at once, each naming file, field and rule. */
export function checkContent(reporter: Reporter): boolean {
  const errors = validateContent(files, staticFiles(path.resolve('.')));
  if (errors.length) {
    reporter.panicOnBuild(`${errors.length} problem(s) in content/:\n  ${errors.join('\n  ')}`);
    return false;
  }
  if (fallbacks.length) {
    reporter.warn(`English text missing, Chinese shown instead (${fallbacks.length}):\n  ${fallbacks.join('\n  ')}`);
  }
  return true;
}
