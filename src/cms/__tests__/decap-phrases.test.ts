import { en as decapEn } from 'decap-cms-locales';

// The package's main file is an empty browser bundle and Jest does not compile its ES modules:
// read Decap's phrase files themselves (each is one object literal and its default export).
jest.mock('decap-cms-locales', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  const load = (name: string): unknown => {
    const file = path.join(path.dirname(require.resolve('decap-cms-locales/package.json')), 'src', name, 'index.js');
    const source = fs.readFileSync(file, 'utf8').replace(/export default (\w+);/, 'module.exports = $1;');
    const module = { exports: {} as unknown };
    jest.requireActual<typeof import('node:vm')>('node:vm').runInNewContext(source, { module });
    return module.exports;
  };
  return { en: load('en'), zh_Hans: load('zh_Hans') };
});
import { decapPhrases, savePhrases } from '../decap-phrases';
import { localLabel, nameLocales } from '../locale-names';

type Phrases = { [key: string]: string | Phrases };
const leaves = (phrases: Phrases, prefix = ''): [string, string][] =>
  Object.entries(phrases).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

/** Names a Chinese editor reads as they are: the services they sign in with, shortcuts. */
const allowedLatin = /^(?:GitHub|GitLab|Gitea|Forgejo|Bitbucket|Azure|Netlify|Identity|Ctrl|kB)$/;

describe("Decap's interface texts in Chinese", () => {
  const zh = Object.fromEntries(leaves(decapPhrases('zh_Hans')));
  const english = leaves(decapEn as Phrases);

  it.each(english)('%s is in Chinese', (key, englishPhrase) => {
    const phrase = zh[key]!;
    expect(phrase).toBeDefined();
    // The workflow's date format and the like are not words.
    if (key.endsWith('dateFormat')) return;
    const words = (phrase.replace(/%\{\w+\}/g, '').match(/[A-Za-z][A-Za-z-]*/g) ?? []).filter(
      (word) => !allowedLatin.test(word),
    );
    expect({ key, words }).toEqual({ key, words: [] });
    if (englishPhrase.replace(/%\{\w+\}/g, '').trim()) expect(phrase).not.toBe(englishPhrase);
  });

  it('says how many fields need attention without claiming one was missed, and does not claim a new entry was saved', () => {
    expect(zh['ui.toast.missingRequiredField']).toBe('有些字段未填写或填写有误，已用红色标出，请改正后再保存。');
    expect(zh['editor.editorToolbar.changesSaved']).toBe('没有未保存的修改');
    expect(zh['editor.editorInterface.toggleI18n']).not.toMatch(/国际化/);
  });

  it('keeps natural English in the English interface, with our corrections', () => {
    const en = Object.fromEntries(leaves(decapPhrases('en')));
    expect(en['editor.editorToolbar.changesSaved']).toBe('No unsaved changes');
    expect(en['editor.editorWidgets.markdown.strikethrough']).toBe('Strikethrough');
    // Decap's keys, and the toasts of our own refusals (rules/refusal.ts), which Decap does not have.
    const ours = ['ui.toast.refusedField', 'ui.toast.refusedFields', 'ui.toast.stillChecking'];
    expect(Object.keys(en).sort()).toEqual([...english.map(([key]) => key), ...ours].sort());
  });
});

describe('language names instead of codes', () => {
  it('names the language Decap prints as a code, in the editor language', () => {
    expect(nameLocales('正在编辑：ZH', 'zh_Hans')).toBe('正在编辑：中文');
    expect(nameLocales('正在编辑：EN', 'zh_Hans')).toBe('正在编辑：英文');
    expect(nameLocales('en', 'zh_Hans')).toBe('英文');
    expect(nameLocales('Writing in ZH', 'en')).toBe('Writing in Chinese');
    expect(nameLocales('zh', 'en')).toBe('Chinese');
  });

  it('leaves every other text alone', () => {
    expect(nameLocales('YC-FS20-IR', 'zh_Hans')).toBe('YC-FS20-IR');
    expect(nameLocales('正在编辑：FR', 'zh_Hans')).toBe('正在编辑：FR');
    expect(nameLocales('English', 'zh_Hans')).toBe('English');
  });
});

describe("labels Decap's libraries write in English", () => {
  it('are read out in Chinese in the Chinese editor', () => {
    expect(localLabel('close', 'zh_Hans')).toBe('关闭');
    expect(localLabel('Remove 显示面板', 'zh_Hans')).toBe('移除“显示面板”');
    expect(localLabel('notification timer', 'zh_Hans')).toBe('提示显示时间');
    expect(localLabel('正在编辑', 'zh_Hans')).toBe('正在编辑');
  });

  it('stay natural English in the English editor', () => {
    expect(localLabel('close', 'en')).toBe('Close');
    expect(localLabel('Remove Display panels', 'en')).toBe('Remove Display panels');
  });
});

describe('a save refused by the site’s rules (rules/refusal.ts)', () => {
  /** Whether `text` holds `first`, and `second` after it. */
  const inOrder = (text: string | undefined, first: string, second: string) =>
    text !== undefined && text.includes(first) && text.indexOf(second) > text.indexOf(first);
  const toast = (ui: 'zh_Hans' | 'en') => (decapPhrases(ui).ui as Phrases).toast as Record<string, string>;

  it('is told in the editor’s language, naming the field', () => {
    expect(toast('zh_Hans').refusedField).toMatch(/^未能保存：“%\{field\}”/);
    expect(inOrder(toast('zh_Hans').refusedFields, '%{count} 处', '“%{field}”')).toBe(true);
    expect(toast('en').refusedField).toMatch(/^Not saved: “%\{field\}”/);
    expect(inOrder(toast('en').refusedFields, '%{count} fields', '“%{field}”')).toBe(true);
  });

  it('asks for a save again in a moment while the related entries are still being read', () => {
    expect(toast('zh_Hans').stillChecking).toMatch(/^暂未保存：.*再保存一次。$/);
    expect(toast('en').stillChecking).toMatch(/^Not saved yet: .*Save again in a moment\.$/);
  });

  it('is listened for on the controls that save: the publish menu, or 保存 in the workflow', () => {
    expect(savePhrases('zh_Hans', false)).toEqual({
      saveLabels: ['立即发布', '发布，然后新建内容', '发布，然后复制内容'],
      optional: '可选',
    });
    expect(savePhrases('en', false).saveLabels).toEqual([
      'Publish now',
      'Publish and create new',
      'Publish and duplicate',
    ]);
    expect(savePhrases('zh_Hans', true).saveLabels).toEqual(['保存']);
    expect(savePhrases('en', true)).toEqual({ saveLabels: ['Save'], optional: 'optional' });
  });
});
