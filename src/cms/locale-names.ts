// Decap names the content languages by their codes: "正在使用ZH撰写", a menu of "zh" and "en".
// It offers no way to name them (the codes are printed by its editor pane), so the codes it prints
// are replaced in the page by the languages' names in the editor's language, as Decap draws them.
// The same goes for the few labels its libraries read out in English whatever the language (a
// message's "close" button, a chosen entry's "Remove …" button).
import type { CmsUiLocale } from './ui-locale';

const names: Record<CmsUiLocale, Record<string, string>> = {
  zh_Hans: { zh: '中文', en: '英文' },
  en: { zh: 'Chinese', en: 'English' },
};

/** `text` with a language code that Decap printed alone, or after "正在编辑：" / "Writing in ", named. */
export function nameLocales(text: string, ui: CmsUiLocale): string {
  const known = names[ui];
  const alone = known[text.trim().toLowerCase()];
  if (alone) return alone;
  return text.replace(/^(正在编辑：|Writing in )([A-Z]{2})$/, (whole, lead: string, code: string) => {
    const name = known[code.toLowerCase()];
    return name ? `${lead}${name}` : whole;
  });
}

/** Labels (aria-label) that Decap's libraries write in English, in the editor's language. */
const labels: Record<CmsUiLocale, [RegExp, string][]> = {
  zh_Hans: [
    [/^close$/i, '关闭'],
    [/^notification timer$/i, '提示显示时间'],
    [/^Remove (.+)$/, '移除“$1”'],
  ],
  en: [
    [/^close$/, 'Close'],
    [/^notification timer$/, 'Time left for this message'],
  ],
};

/** An English label Decap's libraries wrote, in the editor's language (unchanged when not one). */
export function localLabel(label: string, ui: CmsUiLocale): string {
  for (const [pattern, replacement] of labels[ui]) if (pattern.test(label)) return label.replace(pattern, replacement);
  return label;
}

function relabel(element: Element, ui: CmsUiLocale) {
  const label = element.getAttribute('aria-label');
  if (label === null) return;
  const local = localLabel(label, ui);
  if (local !== label) element.setAttribute('aria-label', local);
}

function renameIn(root: Node, ui: CmsUiLocale) {
  if (root instanceof Element) {
    relabel(root, ui);
    for (const element of root.querySelectorAll('[aria-label]')) relabel(element, ui);
  }
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  if (root.nodeType === Node.TEXT_NODE) nodes.push(root as Text);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  for (const node of nodes) {
    const text = node.nodeValue ?? '';
    if (text.length > 40 || node.parentElement?.closest('[contenteditable="true"], textarea')) continue;
    const named = nameLocales(text, ui);
    if (named !== text) node.nodeValue = named;
  }
}

/** Keeps naming the languages in the document as Decap renders; returns the way to stop. */
export function installLocaleNames(ui: CmsUiLocale, document: Document = window.document): () => void {
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes' && record.target instanceof Element) relabel(record.target, ui);
      if (record.type === 'characterData') renameIn(record.target, ui);
      for (const node of record.addedNodes) renameIn(node, ui);
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['aria-label'],
  });
  renameIn(document.body, ui);
  return () => observer.disconnect();
}
