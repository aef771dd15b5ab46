// The part of i18next the site's pages use, for the bundles webpack builds (the browser's and the
// HTML renderer's; src/node/webpack.ts points `i18next` here). i18next itself was 13.7 KB of the
// 44.6 KB (gzipped) app chunk that every page loads, and most of it (its backend connector,
// formatter, nesting, context and ordinal forms, language utilities, logger) never ran here.
//
// What the pages need, and all this does (with gatsby-config's options):
// - flat keys (`nav.products`, no key or namespace separator), looked up in the page's namespace,
//   then its other namespaces (the plugin's `fallbackNS`), in the language, then the fallback
//   language; an empty message counts as missing (`returnEmptyString: false`); a missing key
//   reads as the key;
// - plurals by `count`: `key_<Intl plural category>`, `key_zero` for 0, then `key`;
// - `{{name}}` interpolation without escaping (React escapes), a value never interpolated again,
//   a missing value left as `{{name}}`;
// - what react-i18next and gatsby-plugin-react-i18next call: createInstance, init, changeLanguage,
//   getFixedT, hasLoadedNamespace, loadNamespaces, events.
// Anything else (formats, `$t()` nesting, `{{- name}}`, context, ordinals, returnObjects) throws,
// so a page that asks for it fails the build. src/i18n/__tests__/i18next-lite.test.ts compares
// every message of every locale with i18next's own result, and checks that the messages and the
// pages' t() calls stay within this.
// The CMS preview and the PDF documents (Node) keep i18next.

type Messages = Record<string, unknown>;
type Resources = Record<string, Record<string, Messages>>;
type Values = Record<string, unknown>;
type Listener = (...args: unknown[]) => void;

export interface InitOptions {
  resources?: Resources;
  lng?: string;
  fallbackLng?: string | false;
  defaultNS?: string;
  fallbackNS?: string | string[] | false;
  keySeparator?: false | string;
  nsSeparator?: false | string;
  returnEmptyString?: boolean;
  interpolation?: { escapeValue?: boolean };
  react?: Record<string, unknown>;
  [option: string]: unknown;
}

export interface TFunction {
  (key: string | string[], options?: Values | string): string;
  lng?: string;
  ns?: string | string[];
}

/** Options of t() that change i18next's result and that this does not read (it reads count,
 * defaultValue, lng and ns; any other option is a value to interpolate). */
export const unsupportedOptions: ReadonlySet<string> = new Set([
  'context',
  'ordinal',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'replace',
  'lngs',
  'fallbackLng',
  'keyPrefix',
  'keySeparator',
  'nsSeparator',
  'interpolation',
  'skipInterpolation',
]);

const unsupported = (what: string): Error =>
  new Error(`i18next-lite: ${what} is not supported (src/i18n/i18next-lite.ts lists what is)`);

const pluralRules = new Map<string, Intl.PluralRules>();
const pluralCategory = (lng: string, count: number): string => {
  let rules = pluralRules.get(lng);
  if (!rules) pluralRules.set(lng, (rules = new Intl.PluralRules(lng)));
  return rules.select(count);
};

const hasOwn = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);

/** i18next's lookup of an interpolation variable (deepFind with keySeparator false). */
const variable = (values: Values, name: string): unknown => {
  const value = values[name];
  if (value) return hasOwn(values, name) ? value : undefined;
  return value;
};

/**
 * `{{name}}`. i18next reads `{{(.+?)}}`, which can backtrack (src/__tests__/redos.test.ts); without braces
 * inside, it finds the same placeholders in every message here (its test compares with i18next).
 */
const placeholder = /\{\{([^{}]+)\}\}/g;

/** `{{name}}` replaced by the value; as i18next: left when the value is missing, never re-read. */
export function interpolate(message: string, values: Values): string {
  let out = '';
  let last = 0;
  for (const match of message.matchAll(placeholder)) {
    const name = match[1]!.trim();
    if (name.startsWith('-') || name.includes(',')) throw unsupported(`"{{${name}}}" in "${message}"`);
    let value = variable(values, name);
    if (value === undefined) {
      if (!hasOwn(values, name)) continue;
      value = '';
    }
    // i18next's makeString: '' + value.
    out += message.slice(last, match.index) + (value == null ? '' : `${value as string | number}`);
    last = match.index + match[0].length;
  }
  return last ? out + message.slice(last) : message;
}

class Emitter {
  private listeners = new Map<string, Set<Listener>>();
  on(events: string, listener: Listener): this {
    for (const event of events.split(' ')) {
      if (!this.listeners.has(event)) this.listeners.set(event, new Set());
      this.listeners.get(event)!.add(listener);
    }
    return this;
  }
  off(event: string, listener?: Listener): this {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }
  emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

class Store extends Emitter {
  constructor(public data: Resources) {
    super();
  }
}

export class I18n extends Emitter {
  options: InitOptions = {};
  language = '';
  languages: string[] = [];
  resolvedLanguage = '';
  isInitialized = false;
  store = new Store({});
  services = { backendConnector: { state: {} as Record<string, number>, backend: undefined } };
  reportNamespaces?: unknown;

  createInstance(options: InitOptions = {}, callback?: Listener): I18n {
    const instance = new I18n();
    if (Object.keys(options).length || callback) instance.init(options, callback);
    return instance;
  }

  init(options: InitOptions = {}, callback?: Listener): this {
    if (options.keySeparator !== false) throw unsupported('a key separator');
    if (options.nsSeparator !== false) throw unsupported('a namespace separator');
    if (options.interpolation?.escapeValue !== false) throw unsupported('escaping interpolated values');
    const defaultNS = options.defaultNS ?? 'translation';
    this.options = { ...options, defaultNS, ns: [defaultNS] };
    this.store = new Store(options.resources ?? {});
    this.setLanguage(options.lng ?? (options.fallbackLng || 'dev'));
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return this;
  }

  /** The language, then the fallback language: where a message is looked for, in that order. */
  private hierarchy(lng: string): string[] {
    const fallback = this.options.fallbackLng;
    return fallback && fallback !== lng ? [lng, fallback] : [lng];
  }

  private setLanguage(lng: string) {
    this.language = this.resolvedLanguage = lng;
    this.languages = this.hierarchy(lng);
  }

  changeLanguage(lng: string, callback?: Listener): Promise<TFunction> {
    if (lng && lng !== this.language) {
      this.setLanguage(lng);
      this.emit('languageChanged', lng);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  /** Every message is in the page's data: nothing is ever loading. */
  hasLoadedNamespace(): boolean {
    return true;
  }

  loadNamespaces(_ns: unknown, callback?: Listener): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lngs: unknown, callback?: Listener): Promise<void> {
    callback?.();
    return Promise.resolve();
  }

  t: TFunction = (key, options) => this.translate(key, options);

  getFixedT(lng?: string | null, ns?: string | string[] | null, keyPrefix?: string): TFunction {
    if (keyPrefix) throw unsupported('a key prefix');
    const fixed: TFunction = (key, options) =>
      this.translate(key, {
        ...(typeof options === 'object' ? options : options === undefined ? {} : { defaultValue: options }),
        lng: (typeof options === 'object' && options.lng) || lng || undefined,
        ns: (typeof options === 'object' && options.ns) || ns || undefined,
      });
    fixed.lng = lng ?? undefined;
    fixed.ns = ns ?? undefined;
    return fixed;
  }

  private lookup(keys: readonly string[], options: Values): string | undefined {
    const codes = this.hierarchy((options.lng as string | undefined) || this.language);
    const asked = (options.ns as string | string[] | undefined) ?? this.options.defaultNS!;
    const namespaces = (Array.isArray(asked) ? asked : [asked]).concat(this.options.fallbackNS || []);
    const count = options.count;
    const plural = count !== undefined && typeof count !== 'string';
    for (const key of keys) {
      for (const ns of namespaces) {
        for (const code of codes) {
          const messages = this.store.data[code]?.[ns];
          if (!messages) continue;
          const candidates = plural
            ? [...(count === 0 ? [`${key}_zero`] : []), `${key}_${pluralCategory(code, Number(count))}`, key]
            : [key];
          for (const candidate of candidates) {
            const message = messages[candidate];
            if (message === undefined || message === null || message === '') continue;
            if (typeof message !== 'string') throw unsupported(`the message "${candidate}", which is not text`);
            return message;
          }
        }
      }
    }
    return undefined;
  }

  private translate(key: string | string[], options: Values | string = {}): string {
    const values: Values = typeof options === 'string' ? { defaultValue: options } : options;
    for (const option of Object.keys(values))
      if (unsupportedOptions.has(option) && values[option] !== undefined) throw unsupported(`the option "${option}"`);
    const keys = (Array.isArray(key) ? key : [key]).map(String);
    const message =
      this.lookup(keys, values) ??
      (typeof values.defaultValue === 'string' ? values.defaultValue : undefined) ??
      keys[keys.length - 1]!;
    if (message.includes('$t(')) throw unsupported(`nesting ("$t(…)" in "${message}")`);
    return interpolate(message, values);
  }
}

const i18next = new I18n();
export default i18next;
