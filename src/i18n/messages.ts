export type Messages = Record<string, string>;

interface LocaleEdges {
  readonly edges: readonly { readonly node: { readonly data: string | null } }[];
}

/** The UI messages a page queried (its `locales` field), merged across namespaces. */
export function messagesFrom(locales: LocaleEdges | null | undefined): Messages {
  const messages: Messages = {};
  for (const { node } of locales?.edges ?? []) {
    if (node.data) Object.assign(messages, JSON.parse(node.data) as Messages);
  }
  return messages;
}

/** i18next-style `{{name}}` interpolation for places without i18next (Gatsby's Head). */
export function translate(messages: Messages, key: string, values: Record<string, string | number> = {}): string {
  const template = messages[key] ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
