import { collections } from '../../model';
import type { ContentProblem } from '../../model/validate';
import { describeProblem as describe } from '../../model/rules/messages';
import { messages } from '../previews/messages';
import type { PanelLocale } from './messages';

/**
 * One content problem in plain words for the editor, in the CMS UI language, naming the entry by
 * its display name and the field by its label (src/model/rules/messages.ts, the words /admin also
 * shows before saving), e.g. 专家“周航”的“负责产品”：指向的产品已不存在（可能已被删除），请重新选择.
 */
export function describeProblem(problem: ContentProblem, locale: PanelLocale): string {
  return describe(problem, collections, locale, messages[locale]);
}
