import { interpolate } from './i18next-lite';

export type Messages = Record<string, string>;

interface LocaleEdges {
  readonly edges: readonly { readonly node: { readonly data: string | null } }[];
}

/**
 * Parsed once per page's data: a page's Head and its head component both ask for them, and parsing
 * every namespace again took 6-8 ms of a phone's hydration (CPU profile at 4x slowdown).
 */
const parsed = new WeakMap<LocaleEdges, Messages>();

/** The UI messages a page queried (its `locales` field), merged across namespaces. Read-only: shared. */
export function messagesFrom(locales: LocaleEdges | null | undefined): Readonly<Messages> {
  if (!locales) return {};
  const known = parsed.get(locales);
  if (known) return known;
  const messages: Messages = {};
  for (const { node } of locales.edges) {
    if (node.data) Object.assign(messages, JSON.parse(node.data) as Messages);
  }
  parsed.set(locales, messages);
  return messages;
}

/** A message with its `{{name}}` values, for places without an i18n instance (Gatsby's Head): the pages' interpolation. */
export function translate(messages: Messages, key: string, values: Record<string, string | number> = {}): string {
  return interpolate(messages[key] ?? key, values);
}
