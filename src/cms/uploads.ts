// What an uploaded file is called and how big it may be. Decap names an upload after the file
// (lowercased, then reduced to ASCII by `slug.encoding: ascii`), which turned `产品画册.pdf` into
// `.pdf` and made `规格书.pdf` and `用户手册.pdf` the same file. upload-guard.ts renames every file
// with these rules before Decap sees it.
import { pinyin } from 'pinyin-pro';
import type { CmsUiLocale } from './ui-locale';
import { extensionOf, fileLimit, imageLimit, isImage } from '../model/upload-limits';
import { trimEdgesOf, trimEndOf } from '../text/trim';

export { extensionOf, fileLimit, imageLimit, isImage };

const megabyte = 1024 * 1024;

/** Length of the content hash in a file name: 8 hex digits (32 bits) tell files apart. */
export const hashLength = 8;
const longestBase = 60;

/** The largest size allowed for this upload, in bytes. */
export function sizeLimit(file: { name: string; type: string }): number {
  return isImage(file) ? imageLimit : fileLimit;
}

const han = /\p{Script=Han}/u;
const hanRun = /\p{Script=Han}+/gu;

/**
 * The Chinese words of a run of Han characters. Intl.Segmenter knows Chinese words (ICU's
 * dictionary) but cuts off suffixes and names character by character (`发布|会`, `陈|志|远`):
 * a single character joins the word before it (`新|产品` stays two words).
 */
function chineseWords(run: string): string[] {
  if (typeof Intl.Segmenter !== 'function') return [run];
  const words: string[] = [];
  for (const { segment } of new Intl.Segmenter('zh', { granularity: 'word' }).segment(run)) {
    if ([...segment].length === 1 && words.length > 0) words[words.length - 1] += segment;
    else words.push(segment);
  }
  return words;
}

/**
 * Chinese characters written in pinyin without tones, one hyphen-separated word per Chinese
 * word (`新品发布会现场` → `xinpin-fabuhui-xianchang`); anything else is left as it is.
 * pinyin-pro reads each word as a whole, so polyphonic characters get the word's reading (重庆 →
 * chongqing); ü is written v, as in pinyin input methods (绿 → lv).
 */
export function transliterate(text: string): string {
  if (!han.test(text)) return text;
  return text.replace(hanRun, (run) => {
    const words = chineseWords(run).map((word) =>
      pinyin(word, { toneType: 'none', type: 'array', v: true, nonZh: 'removed' }).join(''),
    );
    return ` ${words.join(' ')} `;
  });
}

/**
 * The name an upload is stored under: its name in ASCII (Chinese in pinyin, accents folded,
 * everything else turned into hyphens), or `file` when nothing is left, then a short hash of its
 * content, then its lowercased extension: `新品发布会现场.jpg` → `xinpin-fabuhui-xianchang-<hash>.jpg`,
 * `YC-FS20-IR 规格书.PDF` → `yc-fs20-ir-guigeshu-<hash>.pdf`. The same content always gets the
 * same name; renaming a file that already carries its hash changes nothing.
 */
export function uploadName(original: string, contentHash: string): string {
  const hash = contentHash.slice(0, hashLength).toLowerCase();
  const extension = extensionOf(original);
  const stem = extension ? original.slice(0, original.length - extension.length - 1) : original;
  let base = trimEdgesOf(
    transliterate(stem)
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-'),
    '-',
  );
  if (base.endsWith(`-${hash}`)) base = base.slice(0, -hash.length - 1);
  base = trimEndOf(base.slice(0, longestBase), '-') || 'file';
  return `${base}-${hash}${extension ? `.${extension}` : ''}`;
}

/** Hex SHA-256 of some bytes, with the browser's (or Node's) Web Crypto. */
export async function sha256Hex(bytes: ArrayBuffer, subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<string> {
  const digest = new Uint8Array(await subtle.digest('SHA-256', bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// Rounded up, so a file just over the limit never reads as exactly the limit.
const inMegabytes = (bytes: number) => (Math.ceil((bytes / megabyte) * 10) / 10).toFixed(1);

const tooLarge: Record<CmsUiLocale, (name: string, size: string, limit: string, image: boolean) => string> = {
  zh_Hans: (name, size, limit, image) =>
    image
      ? `图片“${name}”有 ${size} MB，超过了 ${limit} MB 的上限，未上传。请先压缩或缩小尺寸（例如长边不超过 2500 像素、保存为 JPEG），再重新上传。`
      : `文件“${name}”有 ${size} MB，超过了 ${limit} MB 的上限，未上传。请先压缩文件（例如导出为较小的 PDF），再重新上传。`,
  en: (name, size, limit, image) =>
    image
      ? `The image “${name}” is ${size} MB, over the ${limit} MB limit, and was not uploaded. Make it smaller (for example at most 2500 pixels on its long side, saved as JPEG) and upload it again.`
      : `The file “${name}” is ${size} MB, over the ${limit} MB limit, and was not uploaded. Make it smaller (for example export a lighter PDF) and upload it again.`,
};

/** The message for an upload over its limit, in the editor's language, or null when it fits. */
export function sizeProblem(file: { name: string; type: string; size: number }, ui: CmsUiLocale): string | null {
  const limit = sizeLimit(file);
  if (file.size <= limit) return null;
  return tooLarge[ui](file.name, inMegabytes(file.size), String(limit / megabyte), isImage(file));
}
