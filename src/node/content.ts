import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { collections } from '../model';
import { localizeEntry } from '../model/localize';
import { formatProblem } from '../model/validate';
import { checkContentOnDisk } from '../model/read-content';
import { locales } from '../i18n/locales';

/**
 * Content as Decap CMS writes it with `i18n: { structure: single_file }`: gatsby-transformer-yaml
 * gives one node per file; each becomes one node per locale of its collection's type, so templates
 * query `product(slug: {eq: $id}, locale: {eq: $language})` and never pick languages themselves.
 */

export const onCreateNode: GatsbyNode['onCreateNode'] = ({
  node,
  actions,
  createNodeId,
  createContentDigest,
  getNode,
}) => {
  if (!node.internal.type.endsWith('Yaml') || !node.parent) return;
  const file = getNode(node.parent);
  if (file?.sourceInstanceName !== 'content') return;
  const collection = collections.find((candidate) =>
    candidate.kind === 'file' ? candidate.file === file.relativePath : candidate.name === file.relativeDirectory,
  );
  if (!collection) return;
  const { id: _id, parent: _parent, children: _children, internal: _internal, ...data } = node;
  for (const locale of locales) {
    const localized = localizeEntry(collection, data as never, locale);
    const fields = { ...localized.fields, locale };
    const id = createNodeId(`${node.id} >>> ${locale}`);
    void actions.createNode({
      ...fields,
      id,
      parent: node.id,
      children: [],
      internal: { type: collection.type, contentDigest: createContentDigest(fields) },
    });
    actions.createParentChildLink({ parent: node, child: getNode(id)! });
  }
};

/**
 * Checks the whole content set from disk before anything else runs, cold or warm build alike:
 * a warm build recreates only the changed files' nodes, so the nodes are not the content set.
 * The same check as `npm run content:check`; a bad edit fails in seconds, naming file and field.
 */
export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = ({ reporter }) => {
  const { problems, fallbacks } = checkContentOnDisk(path.resolve('.'));
  if (problems.length) {
    reporter.panic(`${problems.length} problem(s) in content/:\n  ${problems.map(formatProblem).join('\n  ')}`);
  }
  if (fallbacks.length) {
    reporter.warn(`English text missing, Chinese shown instead (${fallbacks.length}):\n  ${fallbacks.join('\n  ')}`);
  }
};
