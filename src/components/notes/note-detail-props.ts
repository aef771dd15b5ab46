import { notes } from '../../model/collections/notes';
import { type ViewAssets, type ViewOptions, entryView, noAssets } from '../../model/view-props';
import type { NoteDetailData } from './note-detail';

/**
 * A localized note entry as NoteDetail shows it, the shape its page's query gives (see
 * product-detail-props.ts): for the CMS preview, the PDF and the tests. Its laser and solutions
 * are relations the build resolves; `laser` gives what the caller knows of it.
 */
export function noteDetailProps(
  fields: Record<string, unknown>,
  assets: ViewAssets = noAssets,
  options: ViewOptions & { laser?: NoteDetailData['laser']; solutions?: NoteDetailData['solutions'] } = {},
): NoteDetailData {
  const { laser = null, solutions = [], ...view } = options;
  return { ...entryView(notes, fields, assets, view), laser, solutions } as unknown as NoteDetailData;
}
