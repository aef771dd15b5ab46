// A notice above Decap's screens that stays until the editor closes it: why an upload or a delete
// was refused, in the editor's language (Decap's own toasts vanish after a few seconds).
import type { CmsUiLocale } from './ui-locale';

const noticeId = 'cms-notice';
const closeText: Record<CmsUiLocale, string> = { zh_Hans: '关闭', en: 'Close' };

export function hideNotice(document: Document) {
  document.getElementById(noticeId)?.remove();
}

/** Shows `message`, and `items` as a list under it, replacing any notice shown before. */
export function showNotice(document: Document, message: string, ui: CmsUiLocale, items: string[] = []) {
  hideNotice(document);
  const notice = document.createElement('div');
  notice.id = noticeId;
  notice.setAttribute('role', 'alert');
  Object.assign(notice.style, {
    position: 'fixed',
    top: '16px',
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: '100000',
    maxWidth: 'min(640px, calc(100vw - 32px))',
    display: 'flex',
    gap: '12px',
    alignItems: 'flex-start',
    padding: '12px 16px',
    borderRadius: '6px',
    background: '#fff1f0',
    border: '1px solid #cf1322',
    color: '#5c0011',
    font: '14px/1.6 system-ui, sans-serif',
    boxShadow: '0 4px 16px rgba(0, 0, 0, 0.15)',
  });
  const body = document.createElement('div');
  const text = document.createElement('p');
  text.style.margin = '0';
  text.textContent = message;
  body.append(text);
  if (items.length) {
    const list = document.createElement('ul');
    Object.assign(list.style, { margin: '4px 0 0', paddingLeft: '20px' });
    for (const item of items) {
      const entry = document.createElement('li');
      entry.textContent = item;
      list.append(entry);
    }
    body.append(list);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = closeText[ui];
  close.addEventListener('click', () => notice.remove());
  notice.append(body, close);
  document.body.append(notice);
}
