import i18next, { type i18n } from 'i18next';

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

/**
 * The i18next of places without a page's instance (Gatsby's Head, the consent banner, the server's
 * notification mail), with the pages' interpolation options (gatsby-config.ts): the same engine,
 * so a message reads the same everywhere. Only its interpolation is asked for: these places look
 * a message up themselves, as they always did.
 */
let engine: i18n | null = null;

function interpolator(): i18n['services']['interpolator'] {
  if (!engine) {
    engine = i18next.createInstance();
    void engine.init({
      initAsync: false,
      resources: {},
      interpolation: { escapeValue: false },
      showSupportNotice: false,
    });
  }
  return engine.services.interpolator;
}

/** A message with its `{{name}}` values, for places without an i18n instance (Gatsby's Head). */
export function translate(
  messages: Readonly<Messages>,
  key: string,
  values: Record<string, string | number> = {},
): string {
  return interpolator().interpolate(messages[key] ?? key, values, '', {});
}
