import { collections } from '../../model';
import type { Field } from '../../model/types';
import type { ContentProblem } from '../../model/validate';
import { type PanelLocale, ruleText } from './messages';

const localeName: Record<PanelLocale, Record<string, string>> = {
  zh: { zh: '中文', en: '英文' },
  en: { zh: 'Chinese', en: 'English' },
};

/** The field path in the CMS's own labels: 规格参数 › 第 1 项 › 参数 / Specifications › item 1 › Parameter. */
function fieldLabel(fields: Field[], path: ContentProblem['path'], locale: PanelLocale): string {
  const parts: string[] = [];
  let current: Field[] | null = fields;
  for (const part of path) {
    if (typeof part === 'number') {
      parts.push(locale === 'zh' ? `第 ${part + 1} 项` : `item ${part + 1}`);
      continue;
    }
    const field: Field | undefined = current?.find((candidate) => candidate.name === part);
    parts.push(field ? field.label[locale] : part);
    current = field?.type === 'list' && Array.isArray(field.of) ? field.of : null;
  }
  return parts.join(' › ');
}

/**
 * One content problem in plain words for the editor, in the CMS UI language, naming the entry,
 * the file and the field, e.g. 专家“zhou-hang”（content/experts/zhou-hang.yml）的“相关产品”：指向的产品“yc-ps80-ir”不存在（可能已被删除）.
 */
export function describeProblem(problem: ContentProblem, locale: PanelLocale): string {
  const collection = collections.find((candidate) => candidate.name === problem.collection);
  const collectionLabel = collection ? collection.label[locale] : problem.collection;
  const target = collections.find((candidate) => candidate.name === problem.values?.target);
  const values = {
    ...problem.values,
    message: problem.message,
    targetLabel: target?.label[locale] ?? problem.values?.target,
  };
  const rule = ruleText[locale][problem.rule](values);
  const field = collection && problem.path.length ? fieldLabel(collection.fields, problem.path, locale) : '';
  const section =
    problem.locale && problem.locale !== 'zh' ? (localeName[locale][problem.locale] ?? problem.locale) : '';
  if (locale === 'zh') {
    const entry = problem.entry ? `${collectionLabel}“${problem.entry}”` : collectionLabel;
    const where = [section, field && `“${field}”`].filter(Boolean).join('的');
    return `${entry}（${problem.file}）${where ? `的${where}` : ''}：${rule}`;
  }
  const entry = problem.entry ? `${collectionLabel} "${problem.entry}"` : collectionLabel;
  const where = [field && `field "${field}"`, section && `(${section})`].filter(Boolean).join(' ');
  return `${entry} (${problem.file})${where ? `, ${where}` : ''}: ${rule}`;
}
