// The slug field of folder collections: Decap's text input, plus a check that a new entry's slug
// is not taken. Decap names a new file `<slug>.yml`, and when that file exists it silently saves
// `<slug>-1.yml` instead, whose slug no longer matches its name, so the next build fails. This
// check refuses the save beforehand, next to the field, in the editor's language.
import React, { Component, type ComponentType } from 'react';
import type { CmsConfig } from 'decap-cms-core';
import { defaultLocale } from '../i18n/locales';
import { collections as modelCollections } from '../model';
import type { CmsUiLocale } from './ui-locale';
import { revalidateQuietly } from './rules/refusal';

export const uniqueSlugWidget = 'unique-slug';

/** What Decap's editor hands a widget control, as far as this one reads it. */
export interface SlugControlProps {
  value?: unknown;
  /** The entry being edited, as it is now (Decap's `entry` prop may be stale). */
  getEntry: () => { get(key: string): unknown };
  /** The pane's locale: the slug is not translated, so other panes hold a hidden copy of it. */
  locale?: string;
  collection: { get(key: string): unknown };
  /** Decap's loader of an entry of a collection: empty or rejected when it does not exist. */
  loadEntry: (collection: string, slug: string) => Promise<LoadedEntry>;
  /** Runs the field's validation again (Decap's Widget.validate). */
  validate: () => void;
  [prop: string]: unknown;
}

interface LoadedEntry {
  data?: Record<string, unknown>;
  i18n?: Record<string, { data?: Record<string, unknown> }>;
}

type Lookup = { taken: false } | { taken: true; title: string };
type Validity = true | { error: { type: string; message: string } };

const phrases: Record<
  CmsUiLocale,
  {
    taken: (slug: string, title: string, collection: string) => string;
    renamed: (saved: string) => string;
    checking: string;
  }
> = {
  zh_Hans: {
    checking: '正在检查这个标识是否已被使用，请稍候再发布。',
    taken: (slug, title, collection) => `标识“${slug}”已被${collection}“${title}”使用，请换一个。`,
    renamed: (saved) => `已保存内容的标识决定了它的网址，不能修改，请改回“${saved}”。`,
  },
  en: {
    checking: 'Checking whether this slug is already used: publish again in a moment.',
    taken: (slug, title, collection) =>
      `The slug “${slug}” is already used by “${title}” in ${collection}. Choose another one.`,
    renamed: (saved) =>
      `The slug of a saved entry names its file and its page URL and cannot change: set it back to “${saved}”.`,
  },
};

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Wait this long after the last keystroke before asking the backend. */
const lookupDelay = 300;

function titleOf(entry: LoadedEntry, collection: string, ui: CmsUiLocale): string {
  const field = modelCollections.find((model) => model.name === collection)?.titleField;
  if (!field) return '';
  const translated = ui === 'en' ? entry.i18n?.en?.data?.[field] : undefined;
  const title = translated || entry.data?.[field];
  return typeof title === 'string' ? title : '';
}

/** The slug control for the editor language `ui`, drawn by Decap's own string control. */
export function uniqueSlugControl(ui: CmsUiLocale, StringControl: ComponentType<SlugControlProps>) {
  return class UniqueSlugControl extends Component<SlugControlProps> {
    private lookups = new Map<string, Lookup | Promise<Lookup>>();
    private timer: ReturnType<typeof setTimeout> | undefined;
    /** A validation saw the lookup still running and showed "checking". */
    private answerAwaited = false;

    override componentDidMount() {
      this.lookUpSoon();
    }

    override componentDidUpdate(previous: SlugControlProps) {
      if (previous.value !== this.props.value) this.lookUpSoon();
    }

    override componentWillUnmount() {
      clearTimeout(this.timer);
    }

    /** The hidden copy in another language's pane: the default language's control does the checking. */
    private isCopy() {
      return this.props.locale !== undefined && this.props.locale !== defaultLocale;
    }

    private isNew() {
      return Boolean(this.props.getEntry().get('newRecord'));
    }

    private lookUpSoon() {
      clearTimeout(this.timer);
      const slug = this.props.value;
      if (this.isCopy() || !this.isNew() || typeof slug !== 'string' || !slugPattern.test(slug)) return;
      this.timer = setTimeout(() => void this.lookUp(slug), lookupDelay);
    }

    /** Whether an entry of this collection already has the slug; asks the backend once per slug. */
    private lookUp(slug: string): Lookup | Promise<Lookup> {
      const known = this.lookups.get(slug);
      if (known) return known;
      const collection = String(this.props.collection.get('name'));
      const pending = this.props.loadEntry(collection, slug).then(
        // The local proxy answers a missing file with an empty entry, hosted backends with an error.
        (entry): Lookup =>
          Object.keys(entry?.data ?? {}).length > 0
            ? { taken: true, title: titleOf(entry, collection, ui) || slug }
            : { taken: false },
        // Not found (or unreachable: saving would then fail anyway, and the build checks ids).
        (): Lookup => ({ taken: false }),
      );
      this.lookups.set(slug, pending);
      void pending.then((result) => {
        this.lookups.set(slug, result);
        // Show the problem as soon as it is known, not only on "Publish".
        if (this.props.value === slug && (result.taken || this.answerAwaited))
          revalidateQuietly(() => this.props.validate());
        this.answerAwaited = false;
      });
      return pending;
    }

    private takenMessage(slug: string, title: string) {
      return phrases[ui].taken(
        slug,
        title,
        String(this.props.collection.get('label') ?? this.props.collection.get('name')),
      );
    }

    /** Called by Decap's Widget when it validates the field (on blur and before saving). */
    isValid = (): Validity => {
      const slug = this.props.value;
      if (this.isCopy() || typeof slug !== 'string' || !slugPattern.test(slug)) return true;
      if (!this.isNew()) {
        const saved = this.props.getEntry().get('slug');
        return typeof saved === 'string' && saved !== '' && saved !== slug
          ? { error: { type: 'CUSTOM', message: phrases[ui].renamed(saved) } }
          : true;
      }
      const lookup = this.lookUp(slug);
      if (lookup instanceof Promise) {
        // Refuse this save while the backend answers; the answer then replaces this message.
        this.answerAwaited = true;
        return { error: { type: 'CUSTOM', message: phrases[ui].checking } };
      }
      return lookup.taken ? { error: { type: 'CUSTOM', message: this.takenMessage(slug, lookup.title) } } : true;
    };

    override render() {
      return <StringControl {...this.props} />;
    }
  };
}

/** The configuration with every folder collection's identifier field drawn by the unique-slug widget. */
export function withUniqueSlugs(config: CmsConfig): CmsConfig {
  return {
    ...config,
    collections: config.collections.map((collection) => {
      const idField = collection.identifier_field;
      if (!collection.folder || !idField || !collection.fields) return collection;
      return {
        ...collection,
        fields: collection.fields.map((field) =>
          field.name === idField ? ({ ...field, widget: uniqueSlugWidget } as unknown as typeof field) : field,
        ),
      };
    }),
  };
}
