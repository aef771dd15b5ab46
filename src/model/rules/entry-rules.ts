// Rules that involve several fields of one entry, declared beside the fields in the model
// (`rules` of a collection or of a group): the pulse-energy rule against average power and
// repetition rate, the average-power row of a laser, duplicate spec rows, a download's file or link.
import type { EntryRule, Field } from '../types';
import { type Check, type Path, type Record_, fail, isEmpty, isObject } from './problem';
import { isBlankGroup } from './schema';

/** A broken entry rule as a check: the English rule for the build, the editor's words in `values.text`. */
export const entryRuleCheck = (rule: EntryRule): Check =>
  fail('entry-rule', rule.rule, rule.message ? { text: rule.message } : undefined);

/** The rules of every group (at any depth) that is given in a default-locale section. */
export function groupRuleProblems(fields: Field[], section: Record_, path: Path = []) {
  const found: { path: Path; check: Check }[] = [];
  for (const field of fields) {
    const value = section[field.name];
    const where = [...path, field.name];
    if (isEmpty(value) || isBlankGroup(field, value)) continue;
    if (field.type === 'object' && isObject(value)) {
      found.push(...groupRuleProblems(field.fields, value, where));
      for (const rule of field.rules?.(value) ?? [])
        found.push({ path: [...where, rule.field, ...(rule.path ?? [])], check: entryRuleCheck(rule) });
    } else if (field.type === 'list' && Array.isArray(field.of) && Array.isArray(value)) {
      const of = field.of;
      value.forEach((item, index) => {
        if (isObject(item)) found.push(...groupRuleProblems(of, item, [...where, index]));
      });
    }
  }
  return found;
}
