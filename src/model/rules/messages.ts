// Content problems in the editor's words, in the CMS's two UI languages: /admin shows them next to
// the field before saving (src/cms/rules/), the publish panel after a build. Fields are named by
// their labels (单脉冲能量, 平均功率), entries by their display names, never by internal names,
// file paths or slugs.
import { defaultLocale } from '../../i18n/locales';
import { type Collection, type Field, type Label, itemLabel } from '../types';
import type { ContentProblem, ProblemRule } from './problem';

/** The editor's UI language (Decap's zh_Hans is zh). */
export type UiLocale = 'zh' | 'en';

/** The site's UI messages for the locale (locales/), for option labels such as spec.pulseEnergy. */
export type UiMessages = Record<string, string>;

type Values = Record<string, unknown>;
interface Context {
  values: Values;
  field: Field | undefined;
  collection: Collection | undefined;
  target: Collection | undefined;
  locale: UiLocale;
  texts: UiMessages;
}
type Text = (context: Context) => string;

const quote = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** `{option:spec.pulseEnergy}` in a rule's message, replaced by that option's label. */
export const fillOptions = (text: string, texts: UiMessages) =>
  text.replace(/\{option:([\w.-]+)\}/g, (token, key: string) => texts[key] ?? key.split('.').pop() ?? token);

const typeText: Record<UiLocale, Record<string, string>> = {
  zh: {
    number: '请填写数字',
    integer: '请填写整数',
    text: '请填写文字',
    boolean: '只能选择是或否',
    list: '应是一个列表',
    id: '请从列表中选择',
    ids: '请从列表中选择',
    object: '内容的结构不对',
  },
  en: {
    number: 'Enter a number',
    integer: 'Enter a whole number',
    text: 'Enter text',
    boolean: 'Choose yes or no',
    list: 'Should be a list',
    id: 'Choose from the list',
    ids: 'Choose from the list',
    object: 'Not laid out as this group’s fields',
  },
};

/** Each rule in plain words, without the field (the caller names it). */
const ruleTexts: Record<UiLocale, Record<ProblemRule, Text>> = {
  zh: {
    'missing-file': () => '文件不存在',
    'invalid-yaml': () => '文件格式有误，无法读取，请联系技术人员',
    'not-a-mapping': () => '内容的结构不对，无法按字段读取，请联系技术人员',
    'unknown-locale': () => '不是网站使用的语言',
    'unknown-field': () => '不是这个栏目的字段',
    'not-translated': () => '这一项只需在中文里填写一次，英文里不要重复',
    required: () => '必须填写',
    type: ({ values }) => typeText.zh[quote(values.expected)] ?? '填写的内容类型不对',
    'too-long': ({ values }) => `最多 ${quote(values.max)} 个字符，现在有 ${quote(values.length)} 个`,
    pattern: ({ field, locale }) => patternMessage(field, locale) ?? '格式不正确',
    range: ({ values }) =>
      values.min !== undefined ? `不能小于 ${quote(values.min)}` : `不能大于 ${quote(values.max)}`,
    date: ({ values }) => `“${quote(values.value)}”不是有效的日期，请按 年-月-日 填写，例如 2026-03-01`,
    option: ({ values }) => `“${quote(values.value)}”不是可选的选项，请从列表中选择`,
    'file-path': () => '不是有效的文件，请重新上传',
    'file-missing': () => '文件不存在（没有上传或已被删除），请重新上传',
    'file-name-unsafe': () => '这个文件名无法在网址中使用，请重新上传这个文件',
    'file-too-large': ({ values }) =>
      `文件有 ${quote(values.megabytes)} MB，超过了 ${quote(values.limit)} MB 的上限，请压缩后重新上传`,
    'empty-item': () => '列表里有一项是空的，请填写或删除它',
    'duplicate-id': ({ values }) => `“${quote(values.id)}”已被另一条内容使用，请换一个`,
    'file-name': ({ values }) => `已保存的内容不能改标识，请改回“${quote(values.fileName)}”`,
    relation: ({ target, locale }) =>
      `指向的${target ? itemLabel(target)[locale] : '内容'}已不存在（可能已被删除），请重新选择`,
    'entry-rule': (context) => entryText(context) ?? '不符合规则',
  },
  en: {
    'missing-file': () => 'The file does not exist',
    'invalid-yaml': () => 'The file cannot be read: ask a developer',
    'not-a-mapping': () => 'The content is not laid out as fields: ask a developer',
    'unknown-locale': () => 'Not a language of the site',
    'unknown-field': () => 'Not a field of this collection',
    'not-translated': () => 'Written once, in Chinese: remove it from the English version',
    required: () => 'Required',
    type: ({ values }) => typeText.en[quote(values.expected)] ?? 'Holds the wrong kind of value',
    'too-long': ({ values }) => `At most ${quote(values.max)} characters (now ${quote(values.length)})`,
    pattern: ({ field, locale }) => patternMessage(field, locale) ?? 'Not in the expected format',
    range: ({ values }) =>
      values.min !== undefined ? `Must be at least ${quote(values.min)}` : `Must be at most ${quote(values.max)}`,
    date: ({ values }) => `“${quote(values.value)}” is not a valid date: write year-month-day, e.g. 2026-03-01`,
    option: ({ values }) => `“${quote(values.value)}” is not one of the options: choose from the list`,
    'file-path': () => 'Not a valid file: upload it again',
    'file-missing': () => 'The file does not exist (not uploaded, or deleted): upload it again',
    'file-name-unsafe': () => 'This file name cannot be used in a web address: upload the file again',
    'file-too-large': ({ values }) =>
      `The file is ${quote(values.megabytes)} MB, over the ${quote(values.limit)} MB limit: make it smaller and upload it again`,
    'empty-item': () => 'An item of the list is empty: fill it in or remove it',
    'duplicate-id': ({ values }) => `“${quote(values.id)}” is already used by another entry: choose another`,
    'file-name': ({ values }) => `A saved entry keeps its identifier: set it back to “${quote(values.fileName)}”`,
    relation: ({ target, locale }) =>
      `The ${target ? itemLabel(target)[locale].toLowerCase() : 'entry'} it points to no longer exists (deleted?): choose again`,
    'entry-rule': (context) => entryText(context) ?? 'Breaks a rule of this collection',
  },
};

function patternMessage(field: Field | undefined, locale: UiLocale): string | undefined {
  return field && (field.type === 'string' || field.type === 'file') ? field.pattern?.message?.[locale] : undefined;
}

function entryText({ values, locale, texts }: Context): string | undefined {
  const text = values.text as Label | undefined;
  return text ? fillOptions(text[locale], texts) : undefined;
}

/** The fields along a path, and the labels of its parts: 技术参数 › 第 2 项 › 数值. */
function walk(fields: Field[], path: ContentProblem['path'], locale: UiLocale) {
  const labels: string[] = [];
  let current: Field[] | null = fields;
  let field: Field | undefined;
  for (const part of path) {
    if (typeof part === 'number') {
      labels.push(locale === 'zh' ? `第 ${part + 1} 项` : `item ${part + 1}`);
      current = field?.type === 'list' && Array.isArray(field.of) ? field.of : null;
      continue;
    }
    field = current?.find((candidate) => candidate.name === part);
    labels.push(field ? field.label[locale] : part);
    current = field?.type === 'object' ? field.fields : null;
  }
  return { labels, field };
}

const localeNames: Record<UiLocale, Record<string, string>> = {
  zh: { zh: '中文', en: '英文' },
  en: { zh: 'Chinese', en: 'English' },
};

/** The rule a problem breaks, in words, without naming its entry or field. */
export function ruleMessage(
  problem: ContentProblem,
  collection: Collection | undefined,
  locale: UiLocale,
  texts: UiMessages,
  all: readonly Collection[] = [],
): string {
  const { field } = collection ? walk(collection.fields, problem.path, locale) : { field: undefined };
  const target = all.find((candidate) => candidate.name === problem.values?.target);
  return ruleTexts[locale][problem.rule]({ values: problem.values ?? {}, field, collection, target, locale, texts });
}

/**
 * A problem as /admin shows it under its top-level field: the language version when it is not
 * the default one, the parts below the field (第 2 项 › 数值), then the rule.
 */
export function fieldMessage(
  problem: ContentProblem,
  collection: Collection,
  locale: UiLocale,
  texts: UiMessages,
  all: readonly Collection[] = [],
): string {
  const { labels } = walk(collection.fields, problem.path, locale);
  const section =
    problem.locale && problem.locale !== defaultLocale
      ? locale === 'zh'
        ? `${localeNames.zh[problem.locale] ?? problem.locale}版本`
        : `${localeNames.en[problem.locale] ?? problem.locale} version`
      : '';
  const where = [section, ...labels].filter(Boolean).join(' › ');
  const rule = ruleMessage(problem, collection, locale, texts, all);
  return where ? `${where}${locale === 'zh' ? '：' : ': '}${rule}` : rule;
}

/**
 * One problem as a sentence naming the entry (by display name) and the field (by label), for the
 * publish panel: 专家“周航”的“负责产品”：指向的产品已不存在（可能已被删除），请重新选择.
 */
export function describeProblem(
  problem: ContentProblem,
  all: readonly Collection[],
  locale: UiLocale,
  texts: UiMessages,
): string {
  const collection = all.find((candidate) => candidate.name === problem.collection);
  const collectionLabel = collection ? itemLabel(collection)[locale] : problem.collection;
  // The entry's name in the editor's language where it has one (an English title in the English panel).
  const name = problem.titles?.[locale] ?? problem.title ?? problem.entry;
  const rule = ruleMessage(problem, collection, locale, texts, all);
  const { labels } = collection ? walk(collection.fields, problem.path, locale) : { labels: [] as string[] };
  const section =
    problem.locale && problem.locale !== defaultLocale ? (localeNames[locale][problem.locale] ?? problem.locale) : '';
  if (locale === 'zh') {
    const entry = name ? `${collectionLabel}“${name}”` : collectionLabel;
    const where = [section && `${section}版本`, labels.length ? `“${labels.join(' › ')}”` : '']
      .filter(Boolean)
      .join('的');
    return `${entry}${where ? `的${where}` : ''}：${rule}`;
  }
  const entry = name ? `${collectionLabel} “${name}”` : collectionLabel;
  const where = [labels.length ? `“${labels.join(' › ')}”` : '', section && `(${section} version)`]
    .filter(Boolean)
    .join(' ');
  return `${entry}${where ? `, ${where}` : ''}: ${rule}`;
}
