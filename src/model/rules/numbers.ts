// A number as an editor types it, possibly with a Chinese input method: full-width digits
// (１５, １．５) are the same number and are read as such; 。，、 (or a comma) inside a number are
// refused, never dropped: `１。５` must not become 15 nor `２，５` 25.
import type { UiLocale } from './messages';

export type NumberReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'separator'; found: string; integer: boolean }
  | { kind: 'not-a-number' }
  | { kind: 'not-whole'; value: number };

/** Punctuation that looks like a decimal or group separator to someone typing Chinese. */
const separators = /[。，、,､｡]/;
const plain = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Reads a typed number: full-width digits, point and signs become ASCII; nothing else is changed. */
export function readNumber(input: string, { integer = false }: { integer?: boolean } = {}): NumberReading {
  const text = input.trim();
  if (text === '') return { kind: 'empty' };
  const separator = separators.exec(text);
  if (separator) return { kind: 'separator', found: separator[0], integer };
  // NFKC folds full-width digits, ．, ＋ and － to ASCII; U+2212 is the typographic minus.
  const folded = text.normalize('NFKC').replace(/\u2212/g, '-');
  if (!plain.test(folded)) return { kind: 'not-a-number' };
  const value = Number(folded);
  if (!Number.isFinite(value)) return { kind: 'not-a-number' };
  if (integer && !Number.isInteger(value)) return { kind: 'not-whole', value };
  return { kind: 'number', value };
}

/** Why a typed number is refused, in the editor's language; null when it is a number (or empty). */
export function numberProblem(reading: NumberReading, locale: UiLocale): string | null {
  switch (reading.kind) {
    case 'empty':
    case 'number':
      return null;
    case 'separator':
      // A whole-number field (months, people) is not told about decimal points it cannot take.
      if (reading.integer)
        return locale === 'zh'
          ? `数字里不能有“${reading.found}”：这里请填写整数，例如 24，不要用逗号、顿号或句号分隔`
          : `“${reading.found}” cannot be used in a number: enter a whole number, e.g. 24, without separators`;
      return locale === 'zh'
        ? `数字里不能有“${reading.found}”：小数点请用英文句点“.”（例如 1.5），整数不要用逗号或顿号分隔`
        : `“${reading.found}” cannot be used in a number: write a decimal point as “.” (e.g. 1.5) and no separators in whole numbers`;
    case 'not-a-number':
      return locale === 'zh' ? '请只填写数字，不要加单位或文字' : 'Enter a number only, without units or words';
    case 'not-whole':
      return locale === 'zh' ? '请填写整数' : 'Enter a whole number';
  }
}
