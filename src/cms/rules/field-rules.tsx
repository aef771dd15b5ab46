// The build's content rules in /admin, before saving: every widget control is wrapped so that a
// top-level field, when Decap validates it (on save), also runs the rule set of src/model/rules
// on the whole entry and shows the problems of this field under it, in the editor's language,
// naming fields by their labels. Decap offers no hook for rules across fields; a widget's
// `isValid` (and, for lists and groups, `validate`) is where it asks.
import React, { Component, type ComponentType } from 'react';
import { collections } from '../../model';
import { consistencyProblems } from '../../model/consistency';
import type { Collection, Field } from '../../model/types';
import { type ContentFile, type ContentProblem, fileProblems } from '../../model/validate';
import { relationValues } from '../../model/rules/content';
import { type UiLocale, type UiMessages, fieldMessage } from '../../model/rules/messages';
import { defaultLocale } from '../../i18n/locales';
import { type DecapEntry, entryFile } from './entry-file';
import { currentImplementation, parse } from './delete-guard';
import { missingUploads } from './upload-exists';
import { assetPath } from '../draft-assets';
import { noteValidation, revalidateQuietly } from './refusal';

/** Decap's field error; `checking` marks a refusal only until an answer comes (src/cms/rules/refusal.ts). */
type DecapError = { type: string; message: string; parentIds?: string[]; checking?: true };
type Validity = boolean | { error: DecapError | false } | Promise<unknown>;

/** What Decap's Widget hands a control, as far as the rules read it. */
export interface RuledProps {
  field: { get(key: string, fallback?: unknown): unknown };
  collection: { get(key: string): unknown };
  getEntry: () => DecapEntry;
  loadEntry: (collection: string, slug: string) => Promise<{ data?: Record<string, unknown> } | undefined>;
  value?: unknown;
  locale?: string;
  forID?: string;
  parentIds?: string[];
  isEditorComponent?: boolean;
  validate: () => void;
  onValidateObject?: (id: string, errors: DecapError[]) => void;
  [prop: string]: unknown;
}

interface Inner {
  isValid?: () => Validity;
  validate?: () => void;
  validateSize?: () => DecapError[];
  shouldComponentUpdate?: (next: RuledProps) => boolean;
  getValidateValue?: () => unknown;
  focus?: (path?: unknown) => void;
}

/** Files reachable without a build: the CMS cannot see static/, the build checks existence and size. */
const cmsContext = { publicFileExists: () => true };

/** The entry's problems, computed once per version of the entry (Decap hands out a new map per edit). */
const problemsOf = new WeakMap<object, ContentProblem[]>();

function entryProblems(collection: Collection, entry: DecapEntry): ContentProblem[] {
  let problems = problemsOf.get(entry);
  if (!problems) {
    problems = fileProblems(entryFile(collection, entry), cmsContext);
    problemsOf.set(entry, problems);
  }
  return problems;
}

/**
 * The collections whose entries the claims across entries read (src/model/consistency.ts): the
 * products and experts they name, and those whose entries must differ (unique-values.ts).
 */
const referenceCollections = collections
  .filter((collection) => ['products', 'experts'].includes(collection.name) || collection.unique?.length)
  .map((collection) => collection.name);
/** Entries saved by someone else meanwhile are read again after this long. */
const referencesFresh = 30_000;
let references: { at: number; files: ContentFile[] | Promise<ContentFile[]> } | null = null;
/** A read of newer versions under way while the last one read is still used. */
let refreshing = false;

/**
 * The products, experts, news and solutions as saved, read through the backend (one listing per
 * collection). Only the first read makes a save wait ("checking"); later, a read older than
 * `referencesFresh` is still used while a newer one is made (a save an editor makes after minutes
 * of work is not refused to wait for it; the build checks the saved files in any case).
 */
function referenceFiles(): ContentFile[] | Promise<ContentFile[]> | null {
  const backend = currentImplementation();
  if (!backend) return null;
  if (references && (references.files instanceof Promise || Date.now() - references.at < referencesFresh || refreshing))
    return references.files;
  const at = Date.now();
  const pending = Promise.all(
    referenceCollections.map(async (name) => {
      const collection = collections.find((candidate) => candidate.name === name)!;
      const files = await backend.entriesByFolder(`content/${name}`, 'yml', 1);
      return files.map((file): ContentFile => ({ collection, path: file.file.path, data: parse(file.data) }));
    }),
  ).then((lists) => lists.flat());
  if (references) {
    // Stale: the last read serves until the newer one is in.
    const stale = references.files;
    refreshing = true;
    pending
      .then(
        (files) => (references = { at, files }),
        // Unreadable now: the last read serves for another while, never a loop of retries.
        () => (references = { at, files: stale }),
      )
      .finally(() => (refreshing = false));
    return stale;
  }
  references = { at, files: pending };
  pending.then(
    (files) => {
      if (references?.files === pending) references = { at, files };
    },
    () => {
      // Unreadable now: no check from here for a while (the build still checks), never a loop of retries.
      if (references?.files === pending) references = { at, files: [] };
    },
  );
  return pending;
}

/** Whether the claims across entries can concern an entry of `collection`. */
const hasClaims = (collection: Collection) =>
  collection.name === 'solutions' ||
  collection.name === 'downloads' ||
  collection.name === 'products' ||
  collection.name === 'notes' ||
  Boolean(collection.unique?.length) ||
  collection.fields.some((field) => field.type === 'image');

/**
 * The entry's problems with the claims across entries (a case study's models, a document's signer,
 * a product's picture), or the pending read of the entries they need.
 */
function claimProblems(collection: Collection, entry: DecapEntry): ContentProblem[] | Promise<unknown> {
  if (!hasClaims(collection)) return [];
  const others = referenceFiles();
  if (!others) return [];
  if (others instanceof Promise) return others;
  // Once per version of the entry and read of the others: every field of the form asks.
  const known = claimsOf.get(entry);
  if (known?.others === others) return known.problems;
  const saved = entryFile(collection, entry);
  // A new entry (a duplicate's slug is still the original's) is another file than any saved one:
  // compared with all of them (the taken slug itself is unique-slug.tsx's to say).
  const file = entry.get('newRecord') ? { ...saved, path: `${saved.path}#new` } : saved;
  const problems = consistencyProblems([...others.filter((other) => other.path !== file.path), file]).filter(
    (problem) => problem.file === file.path,
  );
  claimsOf.set(entry, { others, problems });
  return problems;
}
const claimsOf = new WeakMap<object, { others: ContentFile[]; problems: ContentProblem[] }>();

/** Whether an entry exists, asked of the backend once per id (relations to deleted entries). */
const existing = new Map<string, boolean | Promise<boolean>>();

function exists(load: RuledProps['loadEntry'], collection: string, id: string): boolean | Promise<boolean> {
  const key = `${collection}/${id}`;
  const known = existing.get(key);
  if (known !== undefined) return known;
  const backend = currentImplementation();
  const model = collections.find((candidate) => candidate.name === collection);
  // Read through the backend itself: a missing file is an error (or empty), an entry has content.
  const pending =
    backend && model?.kind === 'folder'
      ? backend.getEntry(`content/${collection}/${id}.yml`).then(
          (file) => typeof file?.data === 'string' && file.data.trim() !== '',
          () => false,
        )
      : load(collection, id).then(
          (entry) => Object.keys(entry?.data ?? {}).length > 0,
          () => false,
        );
  existing.set(key, pending);
  void pending.then((answer) => existing.set(key, answer));
  return pending;
}

/**
 * Whether Decap already shows this problem at its own (nested) field: the configuration gives it
 * the model's patterns and required flags (src/cms/config.ts), and Decap validates the default
 * language's pane. Its required check covers fields that are not lists or groups, inside groups
 * only when the group itself is required.
 */
function saidByDecap(collection: Collection, problem: ContentProblem): boolean {
  if (problem.locale !== defaultLocale) return false;
  if (problem.rule === 'pattern' || problem.rule === 'too-long') return true;
  if (problem.rule !== 'required' || problem.path.length < 2) return false;
  let fields: Field[] | null = collection.fields;
  let field: Field | undefined;
  for (const part of problem.path) {
    if (typeof part === 'number') {
      fields = field?.type === 'list' && Array.isArray(field.of) ? field.of : null;
      continue;
    }
    if (field?.type === 'object' && !field.required) return false;
    field = fields?.find((candidate) => candidate.name === part);
    if (!field) return false;
    fields = field.type === 'object' ? field.fields : null;
  }
  return field !== undefined && field.type !== 'list' && field.type !== 'object';
}

const checking: Record<UiLocale, string> = {
  zh: '正在核对相关内容（产品、专家等），请稍候再保存。',
  en: 'Checking this against the related entries (products, experts…): save again in a moment.',
};

/** Wraps one widget control: the rules for top-level fields, Decap's own behaviour everywhere. */
export function ruledControl(Control: ComponentType<RuledProps>, ui: UiLocale, texts: UiMessages) {
  /** A refusal until the answers on their way are in (marked, so the refusal toast does not count it). */
  const checkingError = (parentIds?: string[]): DecapError => ({
    type: 'CUSTOM',
    message: checking[ui],
    ...(parentIds ? { parentIds } : {}),
    checking: true,
  });
  return class RuledControl extends Component<RuledProps> {
    inner: Inner | null = null;
    /** Lists and groups validate their parts themselves: Decap calls this instead of the Widget's own. */
    validate?: () => void;

    private setInner = (instance: Inner | null) => {
      this.inner = instance;
      this.validate = instance?.validate ? this.validateContainer : undefined;
    };

    private model(): Collection | undefined {
      if (this.props.parentIds?.length || this.props.isEditorComponent) return undefined;
      const name = String(this.props.collection.get('name'));
      return collections.find((collection) => collection.name === name);
    }

    /** The rule problems of this field (all language versions in the default pane, else its own). */
    private ruleErrors(skipOwnRequired: boolean): DecapError[] | Promise<unknown> {
      const collection = this.model();
      if (!collection) return [];
      const name = String(this.props.field.get('name'));
      const locale = this.props.locale ?? defaultLocale;
      const entry = this.props.getEntry();
      const claims = claimProblems(collection, entry);
      // Answers still on their way: the entries the claims read (a moment, once per editor), the
      // entries and files this field names. A field with a problem known now says it now; one
      // with none is refused until the answers are in ("checking"), then validated again.
      const pending: Promise<unknown>[] = claims instanceof Promise ? [claims] : [];
      const problems = [...entryProblems(collection, entry), ...(claims instanceof Promise ? [] : claims)].filter(
        (problem) =>
          problem.path[0] === name &&
          (locale === defaultLocale ? true : problem.locale === locale) &&
          !(skipOwnRequired && problem.rule === 'required' && problem.path.length === 1) &&
          !saidByDecap(collection, problem),
      );
      const field = collection.fields.find((candidate) => candidate.name === name);
      if (locale === defaultLocale && field) {
        const data = (entry.get('data') as { toJS?: () => Record<string, unknown> } | undefined)?.toJS?.() ?? {};
        for (const relation of relationValues([field], data)) {
          for (const id of relation.ids) {
            const answer = exists(this.props.loadEntry, relation.field.collection, id);
            if (answer instanceof Promise) pending.push(answer);
            else if (!answer)
              problems.push({
                file: '',
                collection: collection.name,
                locale: defaultLocale,
                path: relation.path,
                rule: 'relation',
                message: '',
                values: { value: id, target: relation.field.collection },
              });
          }
        }
        // A file it names that is not in the repository (a typed address, a deleted picture).
        const uploads = missingUploads([field], data, entry);
        pending.push(...uploads.pending);
        for (const { path, check } of uploads.found)
          problems.push({
            file: '',
            collection: collection.name,
            locale: defaultLocale,
            path,
            rule: check.rule,
            message: check.message,
            ...(check.values ? { values: check.values } : {}),
          });
      }
      if (!problems.length) return pending.length ? Promise.all(pending) : [];
      const message = problems
        .map((problem) => fieldMessage(problem, collection, ui, texts, collections))
        .join(ui === 'zh' ? '；\n' : ';\n');
      return [{ type: 'CUSTOM', message, parentIds: this.props.parentIds ?? [] }];
    }

    /** Asks the backend early whether the entries and files this field names exist, so a save need not wait. */
    private lookUpRelations() {
      const collection = this.model();
      if (!collection || (this.props.locale ?? defaultLocale) !== defaultLocale) return;
      const field = collection.fields.find((candidate) => candidate.name === String(this.props.field.get('name')));
      if (!field || typeof this.props.loadEntry !== 'function') return;
      const value = this.props.value as { toJS?: () => unknown } | undefined;
      const plainValue = typeof value?.toJS === 'function' ? value.toJS() : value;
      for (const relation of relationValues([field], { [field.name]: plainValue }))
        for (const id of relation.ids) void exists(this.props.loadEntry, relation.field.collection, id);
      void missingUploads([field], { [field.name]: plainValue });
    }

    override componentDidMount() {
      this.lookUpRelations();
      // Read the entries the claims need while the editor works, so that saving need not wait.
      const collection = this.model();
      if (collection && hasClaims(collection)) void referenceFiles();
    }

    override componentDidUpdate(previous: RuledProps) {
      if (previous.value !== this.props.value) this.lookUpRelations();
    }

    /** Decap's Widget asks this when it validates the field. */
    isValid = (): Validity => {
      if (this.model()) noteValidation();
      const own = this.inner?.isValid?.();
      if (own instanceof Promise) return own;
      if (own === false || (typeof own === 'object' && own.error)) return own;
      const errors = this.ruleErrors(true);
      if (errors instanceof Promise) {
        // Refuse this save while the answer comes (Decap's own wait says "is processing" in
        // English), then validate again so that the real answer replaces the message.
        const again = () => revalidateQuietly(() => this.props.validate());
        void errors.then(again, again);
        return { error: checkingError(this.props.parentIds ?? []) };
      }
      return errors.length ? { error: errors[0]! } : true;
    };

    /** A list or group: its parts first (Decap's own), then this field's rules, under the field. */
    private validateContainer = () => {
      if (this.model()) noteValidation();
      this.inner?.validate?.();
      const id = this.props.forID;
      if (!id || !this.props.onValidateObject || !this.model()) return;
      const errors = this.ruleErrors(false);
      if (errors instanceof Promise) void errors.then(() => revalidateQuietly(this.validateContainer));
      const size = this.inner?.validateSize?.() ?? [];
      this.props.onValidateObject(id, errors instanceof Promise ? [...size, checkingError()] : [...size, ...errors]);
    };

    override shouldComponentUpdate(next: RuledProps) {
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate(next);
      return (
        this.props.value !== next.value ||
        this.props.classNameWrapper !== next.classNameWrapper ||
        this.props.hasActiveStyle !== next.hasActiveStyle
      );
    }

    getValidateValue = () => this.inner?.getValidateValue?.();

    focus = (path?: unknown) => {
      if (this.inner?.focus) this.inner.focus(path);
      else if (this.props.forID) document.getElementById(this.props.forID)?.focus();
    };

    /**
     * Decap's list control registers itself with the editor pane (`controlRef(this)`) once it has
     * items, in place of the field's widget: the pane would then validate the list directly and
     * never ask these rules (a new product's specification rows). Register this wrapper instead.
     */
    private controlRef = (instance: unknown) => {
      // Only the wrapped control calls it (Decap hands nested fields a controlRef of their own),
      // possibly from its componentDidMount, before this.inner is set.
      if (instance) (this.props.controlRef as ((control: unknown) => void) | undefined)?.(this);
    };

    /** Decap's getAsset, asking for a file uploaded in this entry where the browser holds it (draft-assets.ts). */
    private assets: { from: unknown; to: unknown } | null = null;
    private getAsset() {
      const from = this.props.getAsset;
      if (typeof from !== 'function') return from;
      if (this.assets?.from !== from)
        this.assets = {
          from,
          to: (path: unknown, field: unknown) =>
            (from as (path: unknown, field: unknown) => unknown)(
              typeof path === 'string' ? assetPath(this.props.getEntry(), path) : path,
              field,
            ),
        };
      return this.assets.to;
    }

    override render() {
      const { controlRef } = this.props;
      return (
        <Control
          {...this.props}
          getAsset={this.getAsset()}
          controlRef={controlRef ? this.controlRef : undefined}
          ref={this.setInner}
        />
      );
    }
  };
}

/** What the CMS's widget registry offers (decap-cms-app's CMS object). */
export interface WidgetRegistry {
  getWidgets(): { name: string }[];
  getWidget(name: string): { control: ComponentType<never> } | undefined;
}

/** Wraps the controls of every widget registered so far (call after registering our own). */
export function installFieldRules(cms: WidgetRegistry, ui: UiLocale, texts: UiMessages) {
  for (const { name } of cms.getWidgets()) {
    const widget = cms.getWidget(name);
    if (widget) widget.control = ruledControl(widget.control as never, ui, texts) as never;
  }
}
